import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RestoreRunList } from '../../../lib/api/types';

/** Every restore query starts with this key. */
export const RESTORES_QUERY_KEY = ['admin', 'restores'] as const;

/** The last 10 restores, newest first. */
export function listRestores(signal?: AbortSignal): Promise<RestoreRunList> {
  return api().get<RestoreRunList>('/admin/restores', { signal });
}

export function restoresQueryOptions() {
  return queryOptions({
    queryKey: [...RESTORES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => listRestores(signal),
    staleTime: 0,
  });
}

export function useRestores() {
  return useQuery(restoresQueryOptions());
}
