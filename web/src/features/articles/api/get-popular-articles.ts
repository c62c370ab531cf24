import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ArticleList } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** The most viewed published articles of a language, of all time (spec §7 popular). */
export function getPopularArticles(language: Lang, limit: number, signal?: AbortSignal): Promise<ArticleList> {
  return api().get<ArticleList>('/articles/popular', { signal, query: { language, limit } });
}

export function popularArticlesQueryOptions(language: Lang, limit: number) {
  return queryOptions({
    queryKey: ['articles', 'popular', language, limit],
    queryFn: ({ signal }) => getPopularArticles(language, limit, signal),
  });
}
