import { api } from '../../../lib/api-client';

/** Deletes an image and its variants; the server refuses (409) one an article still uses. */
export function deleteMedia(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/media/${String(id)}`);
}
