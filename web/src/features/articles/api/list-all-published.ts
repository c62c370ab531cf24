import { queryOptions } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';
import { readAllPages } from '../../../lib/read-all-pages';
import { listArticles } from './list-articles';

/** Every published article of a language, for the build's static paths. */
export function listAllPublished(language: Lang): Promise<ArticleSummary[]> {
  return readAllPages(`${language} articles`, (limit, offset) => listArticles({ language, limit, offset }));
}

/**
 * Every published article of a language, newest first (the list's order: published_at, then
 * id). Read once per build: the static paths come from it, and the prerender takes each
 * article's neighbours and translation link from it instead of asking the API per page.
 */
export function allPublishedQueryOptions(language: Lang) {
  return queryOptions({ queryKey: ['articles', 'all-published', language], queryFn: () => listAllPublished(language) });
}
