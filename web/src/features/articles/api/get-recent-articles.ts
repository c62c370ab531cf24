import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ArticleList } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** The newest published articles of a language (spec §7 recent). */
export function getRecentArticles(language: Lang, limit: number, signal?: AbortSignal): Promise<ArticleList> {
  return api().get<ArticleList>('/articles/recent', { signal, query: { language, limit } });
}

export function recentArticlesQueryOptions(language: Lang, limit: number) {
  return queryOptions({
    queryKey: ['articles', 'recent', language, limit],
    queryFn: ({ signal }) => getRecentArticles(language, limit, signal),
  });
}
