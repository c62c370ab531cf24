import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDLE_REFRESH_MS, RUN_POLL_MS, isRunActive } from '../lib/runs';
import type { AutomationRuleList } from './types';

/** Every automation query starts with this key: invalidate it after a change. */
export const AUTOMATION_QUERY_KEY = ['admin', 'automation'] as const;

/** Every rule, with its next run and its last. */
export function listRules(signal?: AbortSignal): Promise<AutomationRuleList> {
  return api().get<AutomationRuleList>('/admin/automation', { signal });
}

export function rulesQueryOptions() {
  return queryOptions({
    queryKey: [...AUTOMATION_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => listRules(signal),
    staleTime: 0,
    // Every second while a rule's last run is under way, to show it finish; else each minute,
    // so that the next runs and the last of the frequent rules stay current.
    refetchInterval: (query) =>
      query.state.data?.rules.some((rule) => rule.last_run && isRunActive(rule.last_run)) ? RUN_POLL_MS : IDLE_REFRESH_MS,
  });
}

export function useRules() {
  return useQuery(rulesQueryOptions());
}
