import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CampaignList } from '../../../lib/api/types';
import { isMoving, PROGRESS_REFRESH_MS } from '../lib/campaigns';

/** Every campaign query starts with this key: invalidate it after a create or a send. */
export const CAMPAIGNS_QUERY_KEY = ['admin', 'newsletter', 'campaigns'] as const;

/** The latest campaigns (the API gives the newest 100), with their delivery progress. */
export function listCampaigns(signal?: AbortSignal): Promise<CampaignList> {
  return api().get<CampaignList>('/admin/newsletter/campaigns', { signal });
}

export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => listCampaigns(signal),
    staleTime: 0,
    // Read again every 2 s while a campaign is (about to start) sending, to show its progress.
    refetchInterval: (query) => (query.state.data?.items.some((campaign) => isMoving(campaign)) ? PROGRESS_REFRESH_MS : false),
  });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
