import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PodcastEpisodePage, PodcastLanguage, PodcastStatus } from './types';

/** Every podcast query starts with this key: invalidate it after a change. */
export const PODCASTS_QUERY_KEY = ['admin', 'podcasts'] as const;

export const EPISODES_PER_PAGE = 20;

/** Which episodes the list shows: a status and a language, or all of them. */
export interface EpisodeFilter {
  status: PodcastStatus | 'all';
  language: PodcastLanguage | '';
}

/** One page (from 1) of the episodes the filter matches, newest first. */
export function listEpisodes({ status, language }: EpisodeFilter, page: number, signal?: AbortSignal): Promise<PodcastEpisodePage> {
  return api().get<PodcastEpisodePage>('/admin/podcasts', {
    query: {
      status: status === 'all' ? undefined : status,
      language: language || undefined,
      limit: EPISODES_PER_PAGE,
      offset: (page - 1) * EPISODES_PER_PAGE,
    },
    signal,
  });
}

export function episodesQueryOptions(filter: EpisodeFilter, page: number) {
  return queryOptions({
    queryKey: [...PODCASTS_QUERY_KEY, 'list', filter.status, filter.language, page],
    queryFn: ({ signal }) => listEpisodes(filter, page, signal),
    // Other editors publish too, and scheduled episodes go live by themselves: read afresh each time.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** A page of the list, the previous one kept on screen while the next loads. */
export function useEpisodes(filter: EpisodeFilter, page: number) {
  return useQuery(episodesQueryOptions(filter, page));
}
