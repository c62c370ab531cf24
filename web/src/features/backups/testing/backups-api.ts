/** The backup API as the tests meet it: fetch replaced, backups and restores made up. */
import type { BackupRecord, RestoreRun } from '../../../lib/api/types';

export { mockFetch, respond } from '../../../testing/api-mock';
export { polyfillDialog } from '../../../testing/dialog';

export function backupRecord(id: number, overrides: Partial<BackupRecord> = {}): BackupRecord {
  return {
    id,
    backup_type: 'comprehensive',
    status: 'completed',
    backup_data: {},
    created_at: '2026-11-26T09:00:00Z',
    expires_at: '2999-01-01T00:00:00Z',
    file_size_mb: 12.5,
    error_message: null,
    ...overrides,
  };
}

export function restoreRun(id: number, overrides: Partial<RestoreRun> = {}): RestoreRun {
  return {
    id,
    backup_id: 3,
    status: 'queued',
    rows_done: 0,
    rows_total: 0,
    files_written: 0,
    sessions_ended: null,
    error: null,
    requested_by: 'ana@example.org',
    created_at: '2026-11-26T14:38:00Z',
    updated_at: '2026-11-26T14:38:00Z',
    finished_at: null,
    ...overrides,
  };
}
