import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';

/** A published article by id (404 when there is none). */
export function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return api().get<Article>(`/articles/${String(id)}`, { signal });
}

export function articleQueryOptions(id: number) {
  return queryOptions({ queryKey: ['articles', 'one', id], queryFn: ({ signal }) => getArticle(id, signal) });
}
