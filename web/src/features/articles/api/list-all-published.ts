import { queryOptions } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';
import { listArticles } from './list-articles';

/** The API caps `limit` at 100. */
export const MAX_PAGE_SIZE = 100;
/** Safety net against a server that never reports the end of a list. */
const MAX_PAGES = 10_000;

/** Every published article of a language, for the build's static paths. */
export async function listAllPublished(language: Lang): Promise<ArticleSummary[]> {
  const all: ArticleSummary[] = [];
  let offset = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await listArticles({ language, limit: MAX_PAGE_SIZE, offset });
    all.push(...result.items);
    offset += result.items.length;
    if (result.items.length === 0 || offset >= result.total) return all;
  }
  throw new Error(`Gave up listing ${language} articles after ${String(MAX_PAGES)} pages`);
}

/**
 * Every published article of a language, newest first (the list's order: published_at, then
 * id). Read once per build: the static paths come from it, and the prerender takes each
 * article's neighbours and translation link from it instead of asking the API per page.
 */
export function allPublishedQueryOptions(language: Lang) {
  return queryOptions({ queryKey: ['articles', 'all-published', language], queryFn: () => listAllPublished(language) });
}
