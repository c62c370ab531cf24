import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AiStatus } from './types';

/** Every AI Studio query starts with this key: invalidate it after a change. */
export const AI_QUERY_KEY = ['admin', 'ai'] as const;

/** Whether a provider is configured, which, and the tokens used today of the daily budget. */
export function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return api().get<AiStatus>('/admin/ai/status', { signal });
}

export function aiStatusQueryOptions() {
  return queryOptions({
    queryKey: [...AI_QUERY_KEY, 'status'],
    queryFn: ({ signal }) => getAiStatus(signal),
    staleTime: 0,
    // Other editors' runs spend the budget too.
    refetchInterval: 60_000,
  });
}

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}
