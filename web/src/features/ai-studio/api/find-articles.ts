import { api } from '../../../lib/api-client';
import type { AdminArticlePage, Article } from '../../../lib/api/types';

const RESULTS = 8;

/** Articles of either language whose title matches `query`, of any status: the ones to pick from. */
export function findArticles(query: string, signal?: AbortSignal): Promise<AdminArticlePage> {
  return api().get<AdminArticlePage>('/admin/articles', {
    signal,
    query: { q: query.trim(), status: 'all', include_archived: true, limit: RESULTS },
  });
}

/** One article of any status, by its number. */
export function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return api().get<Article>(`/admin/articles/${String(id)}`, { signal });
}
