import { api } from '../../../lib/api-client';

export function deleteBackup(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/backups/${String(id)}`);
}
