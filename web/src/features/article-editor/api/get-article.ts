import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';

/** An article of any status, as the editor opens it. */
export function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return api().get<Article>(`/admin/articles/${String(id)}`, { signal });
}

/**
 * Read afresh whenever an editor opens (never from a cache another visit filled): a save is
 * made on the version read, and an old one would be refused.
 */
export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'article', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
