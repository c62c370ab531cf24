import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ArticlePage } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** The spec's list filters (§7): published only for readers, newest first, paged by limit and offset. */
export interface ListArticlesParams {
  language: Lang;
  featured?: boolean;
  trending?: boolean;
  category?: string;
  subcategory?: string;
  limit?: number;
  offset?: number;
}

export function listArticles(params: ListArticlesParams, signal?: AbortSignal): Promise<ArticlePage> {
  return api().get<ArticlePage>('/articles', { signal, query: { status: 'published', ...params } });
}

export function articlesQueryOptions(params: ListArticlesParams) {
  return queryOptions({ queryKey: ['articles', 'list', params], queryFn: ({ signal }) => listArticles(params, signal) });
}
