import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MediaPage } from '../../../lib/api/types';

/** Thumbnails a page: four rows of six on a wide screen. */
export const MEDIA_PER_PAGE = 24;

/** Every query of the library starts with this key: invalidate it after an upload or a delete. */
export const MEDIA_QUERY_KEY = ['admin', 'media'] as const;

/** One page (from 1) of the library, newest first; `search` matches the file name or the alt text. */
export function listMedia(search: string, page: number, signal?: AbortSignal): Promise<MediaPage> {
  return api().get<MediaPage>('/admin/media', {
    query: { q: search.trim() || undefined, limit: MEDIA_PER_PAGE, offset: (page - 1) * MEDIA_PER_PAGE },
    signal,
  });
}

export function mediaQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...MEDIA_QUERY_KEY, search.trim(), page],
    queryFn: ({ signal }) => listMedia(search, page, signal),
    // Others upload too: read the library afresh each time it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The page of the library, the previous one kept on screen while the next loads. */
export function useMediaList(search: string, page: number) {
  return useQuery(mediaQueryOptions(search, page));
}
