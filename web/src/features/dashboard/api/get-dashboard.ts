import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Dashboard } from '../../../lib/api/types';

/** The dashboard reads itself again this often while it is open. */
export const DASHBOARD_REFRESH_MS = 60_000;

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api().get<Dashboard>('/admin/dashboard', { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

/** The dashboard's figures, read again every minute while the page is open. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
