import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PODCASTS_QUERY_KEY } from './list-episodes';
import type { PodcastEpisode } from './types';

/** One episode, of any status. */
export function getEpisode(id: number, signal?: AbortSignal): Promise<PodcastEpisode> {
  return api().get<PodcastEpisode>(`/admin/podcasts/${String(id)}`, { signal });
}

export function episodeQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PODCASTS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getEpisode(id, signal),
    staleTime: 0,
    // The form is filled once: a read in the background would not change what is typed.
    refetchOnWindowFocus: false,
  });
}

export function useEpisode(id: number) {
  return useQuery(episodeQueryOptions(id));
}
