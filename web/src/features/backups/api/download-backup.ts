import { API_PREFIX, ApiError, attachmentName, parseApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Where a backup file is fetched from, and how (the admin's session or a break-glass token). */
export interface BackupDownload {
  url: string;
  init: RequestInit;
}

/**
 * Fetches a backup archive and hands it to the browser as a download. The request carries a
 * credential (a bearer token or a break-glass token in the body), which a plain link cannot.
 */
export async function saveBackup({ url, init }: BackupDownload): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${url}`, init);
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw parseApiError(response.status, response.statusText, await response.text());
  saveFile(await response.blob(), attachmentName(response.headers.get('Content-Disposition')) ?? 'backup.tar.zst');
}

/** A backup's download for a signed-in admin. */
export function adminDownload(id: number, accessToken: string | null): BackupDownload {
  const headers: Record<string, string> = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
  return { url: `/admin/backups/${String(id)}/download`, init: { headers } };
}
