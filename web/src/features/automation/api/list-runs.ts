import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDLE_REFRESH_MS, RUN_POLL_MS, isRunActive } from '../lib/runs';
import { AUTOMATION_QUERY_KEY } from './list-rules';
import type { AutomationRunList } from './types';

/** How many runs the history shows. */
export const RUNS_LIMIT = 50;

/** A rule's latest runs, newest first. */
export function listRuns(ruleId: number, signal?: AbortSignal): Promise<AutomationRunList> {
  return api().get<AutomationRunList>(`/admin/automation/${String(ruleId)}/runs`, { signal, query: { limit: RUNS_LIMIT } });
}

export function runsQueryOptions(ruleId: number) {
  return queryOptions({
    queryKey: [...AUTOMATION_QUERY_KEY, 'runs', ruleId],
    queryFn: ({ signal }) => listRuns(ruleId, signal),
    staleTime: 0,
    // Read again every second while a run is queued or running, until it ends; else each
    // minute, for the runs the schedule starts.
    refetchInterval: (query) => (query.state.data?.runs.some(isRunActive) ? RUN_POLL_MS : IDLE_REFRESH_MS),
  });
}

/** The rule's runs, read again every second while one is under way. */
export function useRuns(ruleId: number) {
  return useQuery(runsQueryOptions(ruleId));
}
