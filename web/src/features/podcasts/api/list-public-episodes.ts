import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Lang } from '../../../lib/i18n/languages';
import type { PodcastEpisodePage } from './types';

/** A page of a language's published episodes, newest first. */
export interface PublicEpisodesParams {
  language: Lang;
  /** 1 to 100. */
  limit: number;
  offset?: number;
}

/** `GET /podcasts`: published episodes only, what readers and the feed see (the admin list has them all). */
export function listPublicEpisodes(params: PublicEpisodesParams, signal?: AbortSignal): Promise<PodcastEpisodePage> {
  return api().get<PodcastEpisodePage>('/podcasts', { signal, query: { ...params } });
}

export function publicEpisodesQueryOptions(params: PublicEpisodesParams) {
  return queryOptions({ queryKey: ['podcasts', 'list', params], queryFn: ({ signal }) => listPublicEpisodes(params, signal) });
}
