/** What the backup page says about a restore run, and when it is still moving. */
import { formatCount, formatDateTime } from '../../../components/admin/format';
import type { RestoreRun } from '../../../lib/api/types';

/** How often a running restore is read again: its steps take seconds, not minutes. */
export const RESTORE_POLL_MS = 1000;

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Queued or under way: the worker has not finished it. */
export function isRestoreRunning(run: Pick<RestoreRun, 'status'>): boolean {
  return run.status !== 'completed' && run.status !== 'failed';
}

/** The step a run is at, in words: `Restoring rows: 12,345 of 40,000`. */
export function restoreStep(run: RestoreRun): string {
  switch (run.status) {
    case 'queued':
      return 'Waiting for the worker…';
    case 'verifying':
      return 'Checking the backup…';
    case 'restoring':
      return `Restoring rows: ${formatCount(run.rows_done)} of ${formatCount(run.rows_total)}`;
    case 'writing_media':
      return `Writing media back: ${plural(run.files_written, 'file', 'files')}`;
    case 'completed':
      return 'Restore completed.';
    case 'failed':
      return 'Restore failed.';
  }
}

/** What the run brought back: `40,000 rows, 12 media files`. */
function restored(run: RestoreRun): string {
  const rows = plural(run.rows_done, 'row', 'rows');
  return run.files_written > 0 ? `${rows}, ${plural(run.files_written, 'media file', 'media files')}` : rows;
}

/**
 * The page's line on the latest restore: `Last restore: backup #3, completed 26 Nov 2026, 14:40
 * by ana@example.org (40,000 rows)`, or failed with the server's reason.
 */
export function lastRestoreText(run: RestoreRun): string {
  const what = `Last restore: backup #${String(run.backup_id)}`;
  const by = `by ${run.requested_by}`;
  const when = formatDateTime(run.finished_at ?? run.updated_at);
  switch (run.status) {
    case 'completed':
      return `${what}, completed ${when} ${by} (${restored(run)})`;
    case 'failed':
      return `${what}, failed ${when} ${by}: ${run.error ?? 'no reason was given.'}`;
    default:
      return `${what}, started ${formatDateTime(run.created_at)} ${by}, still running`;
  }
}
