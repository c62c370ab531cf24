import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ArticlePage } from '../../../lib/api/types';

export interface SavedParams {
  /** The anonymous reader id; left out when signed in (the access token says who reads). */
  fingerprint?: string;
  /** Part of the cache key only: whose list this is. */
  userId?: string;
  limit: number;
  offset: number;
}

/** The reader's bookmarked articles, newest bookmark first. */
export function getSaved({ fingerprint, limit, offset }: SavedParams, signal?: AbortSignal): Promise<ArticlePage> {
  return api().get<ArticlePage>('/saved', { signal, query: { fingerprint, limit, offset } });
}

export function savedQueryOptions(params: SavedParams) {
  // Bookmarks change from other pages: always ask again when the page opens.
  return queryOptions({ queryKey: ['saved', params], queryFn: ({ signal }) => getSaved(params, signal), staleTime: 0 });
}

export function useSavedArticles(params: SavedParams | null) {
  return useQuery({ ...savedQueryOptions(params ?? { limit: 0, offset: 0 }), enabled: params !== null });
}
