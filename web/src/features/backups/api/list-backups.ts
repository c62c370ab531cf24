import { api } from '../../../lib/api-client';
import type { BackupList } from '../../../lib/api/types';

/** Every backup, newest first, with the count (spec §7 backup_history). */
export function listBackups(): Promise<BackupList> {
  return api().get<BackupList>('/admin/backups');
}
