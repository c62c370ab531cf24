import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdjacentArticles } from '../../../lib/api/types';

/** The previous and next article in the same category and language (spec §7 adjacent). */
export function getAdjacentArticles(id: number, signal?: AbortSignal): Promise<AdjacentArticles> {
  return api().get<AdjacentArticles>(`/articles/${String(id)}/adjacent`, { signal });
}

export function adjacentArticlesQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'adjacent', id],
    queryFn: ({ signal }) => getAdjacentArticles(id, signal),
  });
}
