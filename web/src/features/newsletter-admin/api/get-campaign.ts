import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Campaign } from '../../../lib/api/types';
import { isMoving, PROGRESS_REFRESH_MS } from '../lib/campaigns';
import { CAMPAIGNS_QUERY_KEY } from './list-campaigns';

/** One campaign with its progress. */
export function getCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return api().get<Campaign>(`/admin/newsletter/campaigns/${String(id)}`, { signal });
}

export function campaignQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getCampaign(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? PROGRESS_REFRESH_MS : false),
  });
}

/** The campaign, read again every 2 s while it is being sent. */
export function useCampaign(id: number) {
  return useQuery(campaignQueryOptions(id));
}
