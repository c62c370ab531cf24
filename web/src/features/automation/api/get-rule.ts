import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDLE_REFRESH_MS } from '../lib/runs';
import { AUTOMATION_QUERY_KEY } from './list-rules';
import type { AutomationRule } from './types';

/** One rule. */
export function getRule(id: number, signal?: AbortSignal): Promise<AutomationRule> {
  return api().get<AutomationRule>(`/admin/automation/${String(id)}`, { signal });
}

export function ruleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...AUTOMATION_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getRule(id, signal),
    staleTime: 0,
    // Its next run moves on as the schedule comes due.
    refetchInterval: IDLE_REFRESH_MS,
  });
}

export function useRule(id: number) {
  return useQuery(ruleQueryOptions(id));
}
