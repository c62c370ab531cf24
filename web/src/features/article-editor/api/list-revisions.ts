import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RevisionList } from '../../../lib/api/types';

/** The article's saves, newest first. */
export function listRevisions(id: number, signal?: AbortSignal): Promise<RevisionList> {
  return api().get<RevisionList>(`/admin/articles/${String(id)}/revisions`, { signal });
}

export function revisionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'revisions', id],
    queryFn: ({ signal }) => listRevisions(id, signal),
    staleTime: 0,
  });
}
