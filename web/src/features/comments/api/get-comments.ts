import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CommentPage } from '../../../lib/api/types';

export const COMMENTS_PAGE_SIZE = 20;

/** A page of an article's approved comments, oldest first; replies carry `parent_id`. */
export function getComments(articleId: number, offset: number, signal?: AbortSignal): Promise<CommentPage> {
  return api().get<CommentPage>(`/articles/${String(articleId)}/comments`, {
    signal,
    query: { limit: COMMENTS_PAGE_SIZE, offset },
  });
}

export function commentsQueryKey(articleId: number) {
  return ['comments', articleId] as const;
}

export function commentsQueryOptions(articleId: number) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(articleId),
    queryFn: ({ pageParam, signal }) => getComments(articleId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 30_000,
  });
}

/** Comments change all the time: they are loaded in the browser, after hydration. */
export function useComments(articleId: number) {
  return useInfiniteQuery(commentsQueryOptions(articleId));
}
