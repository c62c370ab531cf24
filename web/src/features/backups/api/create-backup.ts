import { api } from '../../../lib/api-client';
import type { BackupKind, CreatedBackup } from '../../../lib/api/types';

/** Queues a backup; the answer holds its in-progress history row. */
export function createBackup(kind: BackupKind): Promise<CreatedBackup> {
  return api().post<CreatedBackup>('/admin/backups', { backup_type: kind });
}
