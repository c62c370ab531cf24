import { api } from '../../../lib/api-client';
import type { PodcastEpisode, PublishEpisode } from './types';

/**
 * Publishes an episode now, or schedules it when `published_at` (an ISO instant) is later than
 * now; the answer says which (`published` or `scheduled`).
 */
export function publishEpisode(id: number, body: PublishEpisode = {}): Promise<PodcastEpisode> {
  return api().post<PodcastEpisode>(`/admin/podcasts/${String(id)}/publish`, body);
}
