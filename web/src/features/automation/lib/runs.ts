/** What the automation views say about a run, and how often they look again while it is under way. */
import type { BadgeTone } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import type { AutomationRun, AutomationRunStatus, AutomationTrigger } from '../api/types';

/** How often a queued or running run is read again: a worker takes it within a second or so. */
export const RUN_POLL_MS = 1000;
/** How often the rule list is read again otherwise: the frequent rules run every minute. */
export const IDLE_REFRESH_MS = 60_000;

export const RUN_STATUS: Record<AutomationRunStatus, [BadgeTone, string]> = {
  queued: ['neutral', 'queued'],
  running: ['info', 'running'],
  succeeded: ['good', 'succeeded'],
  failed: ['bad', 'failed'],
};

export const TRIGGER_LABEL: Record<AutomationTrigger, string> = {
  schedule: 'Scheduled',
  manual: 'Manual',
};

/** Queued or running: the worker has not finished it. */
export function isRunActive(run: Pick<AutomationRun, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

/** When a run last moved: finished, else started, else the time it is for. */
export function runTime(run: AutomationRun): string {
  return run.finished_at ?? run.started_at ?? run.scheduled_for;
}

/** A run's length: `850 ms`, `12.4 s`, `3 min 05 s`, `1 h 02 min`; a dash for none. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms < 0) return '—';
  if (ms < 1000) return `${String(Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds < 3600) return `${String(Math.floor(seconds / 60))} min ${pad(seconds % 60)} s`;
  return `${String(Math.floor(seconds / 3600))} h ${pad(Math.floor((seconds % 3600) / 60))} min`;
}

/** Where a run is, in a sentence read out as it changes: `Run #12 succeeded in 1.2 s.` */
export function runSentence(run: AutomationRun): string {
  const which = `Run #${String(run.id)}`;
  switch (run.status) {
    case 'queued':
      return `${which} is waiting for the worker…`;
    case 'running':
      return `${which} is running since ${formatDateTime(run.started_at)}…`;
    case 'succeeded':
      return `${which} succeeded${run.duration_ms === null ? '' : ` in ${formatDuration(run.duration_ms)}`}.`;
    case 'failed':
      return `${which} failed: ${run.error ?? 'no reason was given.'}`;
  }
}
