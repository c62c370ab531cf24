import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ReaderState } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';

/** Spec §7 get_user_article_interactions: this reader's like and bookmark, and the article's counts. */
export function getReaderState(articleId: number, signal?: AbortSignal): Promise<ReaderState> {
  return api().get<ReaderState>(`/articles/${String(articleId)}/interactions`, {
    signal,
    query: { fingerprint: readerId() },
  });
}

export function readerStateQueryKey(articleId: number) {
  return ['interactions', articleId] as const;
}

export function readerStateQueryOptions(articleId: number) {
  return queryOptions({
    queryKey: readerStateQueryKey(articleId),
    queryFn: ({ signal }) => getReaderState(articleId, signal),
    // The reader's own state: always asked afresh when the page opens.
    staleTime: 0,
  });
}

/**
 * Reader-specific, so it is only ever loaded in the browser after hydration (a query does not
 * run while the page is prerendered, so the first browser render matches the HTML).
 */
export function useReaderState(articleId: number) {
  return useQuery(readerStateQueryOptions(articleId));
}
