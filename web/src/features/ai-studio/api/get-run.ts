import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AI_QUERY_KEY } from './get-status';
import type { AiRun } from './types';

/** One run, as it stands. */
export function getAiRun(id: number, signal?: AbortSignal): Promise<AiRun> {
  return api().get<AiRun>(`/admin/ai/runs/${String(id)}`, { signal });
}

/**
 * One run. Never read again by itself: while it is under way its events keep this entry current
 * (`followRun`), and a finished run does not change.
 */
export function aiRunQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...AI_QUERY_KEY, 'run', id],
    queryFn: ({ signal }) => getAiRun(id, signal),
    staleTime: Infinity,
  });
}
