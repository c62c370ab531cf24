import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDLE_REFRESH_MS, LIST_POLL_MS, isRunActive } from '../lib/runs';
import { AI_QUERY_KEY } from './get-status';
import type { AiRunList } from './types';

/** The latest runs (the server keeps the last 50 here), newest first. */
export function listAiRuns(signal?: AbortSignal): Promise<AiRunList> {
  return api().get<AiRunList>('/admin/ai/runs', { signal });
}

export function aiRunsQueryOptions() {
  return queryOptions({
    queryKey: [...AI_QUERY_KEY, 'runs'],
    queryFn: ({ signal }) => listAiRuns(signal),
    staleTime: 0,
    // Every few seconds while one is under way, to show it finish; else each minute, for the
    // runs other editors ask for.
    refetchInterval: (query) => (query.state.data?.runs.some(isRunActive) ? LIST_POLL_MS : IDLE_REFRESH_MS),
  });
}

export function useAiRuns() {
  return useQuery(aiRunsQueryOptions());
}
