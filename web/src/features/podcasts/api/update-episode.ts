import { api } from '../../../lib/api-client';
import type { PodcastEpisode, PodcastEpisodeInput } from './types';

/** Replaces every field an editor writes; the status, the publication time and the GUID stay. */
export function updateEpisode(id: number, input: PodcastEpisodeInput): Promise<PodcastEpisode> {
  return api().put<PodcastEpisode>(`/admin/podcasts/${String(id)}`, input);
}
