import { api } from '../../../lib/api-client';
import type { BackupList } from '../../../lib/api/types';
import type { BackupDownload } from './download-backup';

/** The ten newest completed backups, for a break-glass token (sent in the body, never the URL). */
export function listEmergencyBackups(token: string): Promise<BackupList> {
  return api().post<BackupList>('/emergency/backups', { token });
}

/** The same list for a signed-in admin (/emergency-backup). */
export function listCompletedBackups(): Promise<BackupList> {
  return api().get<BackupList>('/admin/backups/completed');
}

/** A completed backup's download with a break-glass token, which it uses up. */
export function emergencyDownload(id: number, token: string): BackupDownload {
  return {
    url: `/emergency/backups/${String(id)}/download`,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) },
  };
}
