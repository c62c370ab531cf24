import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Revision } from '../../../lib/api/types';

/** One save of the article, with the article as it was then. */
export function getRevision(id: number, revisionId: number, signal?: AbortSignal): Promise<Revision> {
  return api().get<Revision>(`/admin/articles/${String(id)}/revisions/${String(revisionId)}`, { signal });
}

/** A revision never changes once saved. */
export function revisionQueryOptions(id: number, revisionId: number) {
  return queryOptions({
    queryKey: ['admin', 'revisions', id, revisionId],
    queryFn: ({ signal }) => getRevision(id, revisionId, signal),
    staleTime: Infinity,
  });
}
