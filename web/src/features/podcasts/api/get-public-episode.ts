import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PodcastEpisode } from './types';

/** `GET /podcasts/{id}`: a published episode (404 for any other, drafts and scheduled ones too). */
export function getPublicEpisode(id: number, signal?: AbortSignal): Promise<PodcastEpisode> {
  return api().get<PodcastEpisode>(`/podcasts/${String(id)}`, { signal });
}

export function publicEpisodeQueryOptions(id: number) {
  return queryOptions({ queryKey: ['podcasts', 'one', id], queryFn: ({ signal }) => getPublicEpisode(id, signal) });
}
