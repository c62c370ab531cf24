import { api } from '../../../lib/api-client';
import type { RestoreRun } from '../../../lib/api/types';

/** The word the server wants typed before it replaces the database. */
export const RESTORE_CONFIRMATION = 'RESTORE';

/**
 * Queues a restore of the backup; the server answers at once (202) with the run, which the
 * worker then carries out: follow it with `GET /admin/restores/{id}`. When it completes, the
 * whole database has been replaced and every session has ended, this one too.
 */
export function restoreBackup(id: number): Promise<RestoreRun> {
  return api().post<RestoreRun>(`/admin/backups/${String(id)}/restore`, { confirm: RESTORE_CONFIRMATION });
}
