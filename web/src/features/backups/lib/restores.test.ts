import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../components/admin/format';
import type { RestoreStatus } from '../../../lib/api/types';
import { restoreRun } from '../testing/backups-api';
import { isRestoreRunning, lastRestoreText, restoreStep } from './restores';

describe('a restore run in words', () => {
  it('names each step, counting rows and files', () => {
    expect(restoreStep(restoreRun(1))).toBe('Waiting for the worker…');
    expect(restoreStep(restoreRun(1, { status: 'verifying' }))).toBe('Checking the backup…');
    expect(restoreStep(restoreRun(1, { status: 'restoring', rows_done: 12_345, rows_total: 40_000 }))).toBe('Restoring rows: 12,345 of 40,000');
    expect(restoreStep(restoreRun(1, { status: 'writing_media', files_written: 1 }))).toBe('Writing media back: 1 file');
    expect(restoreStep(restoreRun(1, { status: 'writing_media', files_written: 0 }))).toBe('Writing media back: 0 files');
  });

  it('is running until it completes or fails', () => {
    const running: RestoreStatus[] = ['queued', 'verifying', 'restoring', 'writing_media'];
    expect(running.every((status) => isRestoreRunning({ status }))).toBe(true);
    expect(isRestoreRunning({ status: 'completed' })).toBe(false);
    expect(isRestoreRunning({ status: 'failed' })).toBe(false);
  });

  it('sums up the last one: what it brought back, or why it failed', () => {
    const at = '2026-11-26T14:40:00Z';
    expect(lastRestoreText(restoreRun(2, { status: 'completed', rows_done: 1, rows_total: 1, finished_at: at }))).toBe(
      `Last restore: backup #3, completed ${formatDateTime(at)} by ana@example.org (1 row)`,
    );
    expect(lastRestoreText(restoreRun(2, { status: 'failed', updated_at: at }))).toBe(
      `Last restore: backup #3, failed ${formatDateTime(at)} by ana@example.org: no reason was given.`,
    );
    expect(lastRestoreText(restoreRun(2, { status: 'restoring' }))).toBe(
      `Last restore: backup #3, started ${formatDateTime('2026-11-26T14:38:00Z')} by ana@example.org, still running`,
    );
  });
});
