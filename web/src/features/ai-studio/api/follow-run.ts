import { ApiError, api } from '../../../lib/api-client';
import { readEventStream } from '../../../lib/sse';
import { RUN_POLL_MS, isRunActive, parseRunEvent } from '../lib/runs';
import { getAiRun } from './get-run';
import type { AiRun } from './types';

export interface FollowHandlers {
  /** The run as it changed: its status, the text streamed so far, then its outcome. */
  onRun: (run: AiRun) => void;
  /** The event stream failed or ended early: the run is read every second instead. */
  onFallback?: (reason: unknown) => void;
  /** A read of the run failed; the next one is tried a second later. */
  onError?: (error: unknown) => void;
}

/** A refusal that asking again will not change (the run does not exist, the session may not see it). */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** Read afresh each time (an await may have passed since the last look). */
const aborted = (signal: AbortSignal) => signal.aborted;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Reads the run every second until it has finished: what follows a failed stream. */
async function poll(id: number, handlers: FollowHandlers, signal: AbortSignal): Promise<AiRun | null> {
  while (!aborted(signal)) {
    try {
      const run = await getAiRun(id, signal);
      handlers.onRun(run);
      if (!isRunActive(run)) return run;
    } catch (error) {
      if (aborted(signal)) return null;
      if (isFinal(error)) throw error;
      handlers.onError?.(error);
    }
    await sleep(RUN_POLL_MS, signal);
  }
  return null;
}

/**
 * Follows run `id` until it has finished: its server-sent events (`GET /admin/ai/runs/{id}/events`,
 * read with fetch, which carries the session's token as EventSource cannot), or, when the stream
 * fails or ends first, `GET /admin/ai/runs/{id}` every second. Resolves with the finished run,
 * or null once `signal` aborted; rejects on a refusal that asking again would not change (404).
 */
export async function followRun(id: number, handlers: FollowHandlers, signal: AbortSignal): Promise<AiRun | null> {
  /** The last run the stream gave. */
  const seen: { last: AiRun | null } = { last: null };
  let reason: unknown = null;
  try {
    const response = await api().stream(`/admin/ai/runs/${String(id)}/events`, { signal });
    if (!response.body) throw new Error('the event stream has no body');
    await readEventStream(
      response.body,
      (event) => {
        const run = event.event === 'run' ? parseRunEvent(event.data) : null;
        if (run?.id !== id) return;
        seen.last = run;
        handlers.onRun(run);
      },
      signal,
    );
    if (seen.last && !isRunActive(seen.last)) return seen.last;
  } catch (error) {
    if (aborted(signal)) return null;
    reason = error;
  }
  handlers.onFallback?.(reason);
  return poll(id, handlers, signal);
}
