import { api } from '../../../lib/api-client';
import type { PodcastEpisode } from './types';

/** Back to a draft: off the site and the feed. */
export function unpublishEpisode(id: number): Promise<PodcastEpisode> {
  return api().post<PodcastEpisode>(`/admin/podcasts/${String(id)}/unpublish`, undefined);
}
