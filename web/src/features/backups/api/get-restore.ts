import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { RestoreRun } from '../../../lib/api/types';
import { RESTORE_POLL_MS, isRestoreRunning } from '../lib/restores';
import { RESTORES_QUERY_KEY } from './list-restores';

/** One restore and where it is. */
export function getRestore(id: number, signal?: AbortSignal): Promise<RestoreRun> {
  return api().get<RestoreRun>(`/admin/restores/${String(id)}`, { signal });
}

/**
 * A 401 while a restore was running: the restore completed and ended every session, the one
 * asking included, before its last state could be read.
 */
export function endedTheSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function restoreQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...RESTORES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getRestore(id, signal),
    staleTime: 0,
    // Read every second until the run ends. A 401 ends it too: asking again cannot succeed.
    refetchInterval: (query) => {
      if (endedTheSession(query.state.error)) return false;
      const run = query.state.data;
      return !run || isRestoreRunning(run) ? RESTORE_POLL_MS : false;
    },
  });
}

/** The restore `id` (none while null), read again every second while the worker runs it. */
export function useRestoreRun(id: number | null) {
  return useQuery({ ...restoreQueryOptions(id ?? 0), enabled: id !== null });
}
