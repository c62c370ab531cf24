import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';

/** A published article by id (404 when there is none). */
export function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return api().get<Article>(`/articles/${String(id)}`, { signal });
}

/** Spec §4 Page loading: the article load retries once, after 2 s, on a 503; nothing else is retried. */
export const ARTICLE_RETRY_DELAY_MS = 2_000;

export function shouldRetryArticle(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.status === 503;
}

export function articleQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['articles', 'one', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    retry: shouldRetryArticle,
    retryDelay: ARTICLE_RETRY_DELAY_MS,
  });
}
