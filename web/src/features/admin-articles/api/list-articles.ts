import { api } from '../../../lib/api-client';
import type { AdminArticlePage, ArticleStatus, Language } from '../../../lib/api/types';

/** The orders the admin list offers (the server's `sort`). */
export const ARTICLE_ORDERS = ['newest', 'oldest', 'updated', 'views', 'title'] as const;
export type ArticleOrder = (typeof ARTICLE_ORDERS)[number];

/** The article list's filters, as the admin list's URL keeps them. */
export interface ArticleFilters {
  /** A status, or 'all' (spec §4: archived left out unless includeArchived). */
  status: ArticleStatus | 'all';
  includeArchived: boolean;
  excludeRejected: boolean;
  language: Language | '';
  category: string;
  featured: boolean;
  trending: boolean;
  sort: ArticleOrder;
  page: number;
}

export const ARTICLES_PER_PAGE = 20;

/** Articles of any status in the order asked, one page of them, each with its translation. */
export function listAdminArticles(filters: ArticleFilters, search: string, signal?: AbortSignal): Promise<AdminArticlePage> {
  const all = filters.status === 'all';
  return api().get<AdminArticlePage>('/admin/articles', {
    signal,
    query: {
      status: filters.status,
      include_archived: all && filters.includeArchived ? true : undefined,
      exclude_rejected: all && filters.excludeRejected ? true : undefined,
      language: filters.language || undefined,
      category: filters.category || undefined,
      featured: filters.featured ? true : undefined,
      trending: filters.trending ? true : undefined,
      q: search.trim() || undefined,
      sort: filters.sort === 'newest' ? undefined : filters.sort,
      limit: ARTICLES_PER_PAGE,
      offset: (filters.page - 1) * ARTICLES_PER_PAGE,
    },
  });
}
