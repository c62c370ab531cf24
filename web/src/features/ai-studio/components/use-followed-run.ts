import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { followRun } from '../api/follow-run';
import { aiRunQueryOptions } from '../api/get-run';
import { AI_QUERY_KEY } from '../api/get-status';
import { aiRunsQueryOptions } from '../api/list-runs';
import type { AiRun } from '../api/types';
import { isRunActive } from '../lib/runs';

/**
 * Run `id`, kept current while it is under way by its event stream (or, when that fails, by
 * reading it every second): `live` says which, `trouble` why the last read failed. One run per
 * mount: give the component a key of the run's id.
 */
export function useFollowedRun(id: number) {
  const client = useQueryClient();
  const query = useQuery({
    ...aiRunQueryOptions(id),
    // The recent runs already have it: shown at once (followed if it is still under way).
    initialData: () => client.getQueryData(aiRunsQueryOptions().queryKey)?.runs.find((run) => run.id === id),
  });
  const active = query.data !== undefined && isRunActive(query.data);
  const [live, setLive] = useState<'stream' | 'polling'>('stream');
  const [trouble, setTrouble] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const key = aiRunQueryOptions(id).queryKey;
    const take = (run: AiRun) => {
      client.setQueryData(key, run);
      setTrouble(null);
      if (!isRunActive(run)) {
        // It has finished: the list shows it so, and today's tokens have grown.
        void client.invalidateQueries({ queryKey: AI_QUERY_KEY, predicate: (cached) => cached.queryKey[2] !== 'run' });
      }
    };
    followRun(
      id,
      {
        onRun: take,
        onFallback: () => {
          setLive('polling');
        },
        onError: (error) => {
          setTrouble(`${serverMessage(error) ?? 'The server could not be reached.'} Trying again every second.`);
        },
      },
      controller.signal,
    ).catch((error: unknown) => {
      if (!controller.signal.aborted) setTrouble(serverMessage(error) ?? 'The run could not be read.');
    });
    return () => {
      controller.abort();
    };
  }, [id, active, client]);

  return { query, live, trouble };
}
