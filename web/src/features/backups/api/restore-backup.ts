import { api } from '../../../lib/api-client';
import type { RestoreResult } from '../../../lib/api/types';

/** The word the server wants typed before it replaces the database. */
export const RESTORE_CONFIRMATION = 'RESTORE';

/** Replaces the whole database with the backup; every session ends, this one too. */
export function restoreBackup(id: number): Promise<RestoreResult> {
  return api().post<RestoreResult>(`/admin/backups/${String(id)}/restore`, { confirm: RESTORE_CONFIRMATION });
}
