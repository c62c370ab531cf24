import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
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

function useReaderStateQuery(articleId: number): Pick<UseQueryResult<ReaderState>, 'data'> {
  return useQuery(readerStateQueryOptions(articleId));
}

/** A prerendered page has no reader. */
function noReaderState(): Pick<UseQueryResult<ReaderState>, 'data'> {
  return { data: undefined };
}

/**
 * Reader-specific, so it is only ever loaded in the browser after hydration: the first browser
 * render, without it, matches the prerendered HTML. The prerender asks for no query at all: each
 * page's would only add an entry to the cache that the whole build shares, and observing it cost
 * about 0.4 ms a page (a build-time constant picks the function, so each side calls the same
 * hooks on every render).
 */
export const useReaderState = import.meta.env.SSR ? noReaderState : useReaderStateQuery;
