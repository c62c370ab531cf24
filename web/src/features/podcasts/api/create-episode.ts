import { api } from '../../../lib/api-client';
import type { PodcastEpisode, PodcastEpisodeInput } from './types';

/** Writes a new episode, a draft; the server answers 422 naming the field it refuses (`audio_url: …`). */
export function createEpisode(input: PodcastEpisodeInput): Promise<PodcastEpisode> {
  return api().post<PodcastEpisode>('/admin/podcasts', input);
}
