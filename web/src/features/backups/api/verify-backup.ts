import { api } from '../../../lib/api-client';
import type { BackupCheck } from '../../../lib/api/types';

/** Reads the whole archive and checks every checksum; `ok` says whether it is whole. */
export function verifyBackup(id: number): Promise<BackupCheck> {
  return api().post<BackupCheck>(`/admin/backups/${String(id)}/verify`, {});
}
