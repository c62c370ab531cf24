import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../lib/i18n/languages';
import { readAllPages } from '../../../lib/read-all-pages';
import { listPublicEpisodes } from './list-public-episodes';
import type { PodcastEpisode } from './types';

/** Every published episode of a language, newest first. */
export function listAllPublishedEpisodes(language: Lang): Promise<PodcastEpisode[]> {
  return readAllPages(`${language} episodes`, (limit, offset) => listPublicEpisodes({ language, limit, offset }));
}

/**
 * Read once per build: the episode pages' static paths come from it, and the prerender takes
 * each episode (the list's items are whole) and its translation from it instead of asking the
 * API per page.
 */
export function allPublishedEpisodesQueryOptions(language: Lang) {
  return queryOptions({ queryKey: ['podcasts', 'all-published', language], queryFn: () => listAllPublishedEpisodes(language) });
}
