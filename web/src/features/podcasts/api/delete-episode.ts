import { api } from '../../../lib/api-client';

/** Deletes an episode, and its uploaded audio when no other episode uses it. */
export function deleteEpisode(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/podcasts/${String(id)}`);
}
