import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../components/admin/format';
import { sessionStore } from '../../features/auth/lib/session';
import { backupRecord, mockFetch, polyfillDialog, respond, restoreRun } from '../../features/backups/testing/backups-api';
import type { RestoreRun } from '../../lib/api/types';
import { toast } from '../../lib/toast';
import { sessionFixture } from '../../testing/fixtures';
import { renderInRouter } from '../../testing/render';
import { BackupPage } from './backup';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

beforeAll(polyfillDialog);

beforeEach(() => {
  // Only the polls are driven by hand; the rest of the page keeps real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  sessionStore().setSession(sessionFixture());
});

afterEach(() => {
  sessionStore().clear();
  sessionStore().stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderPage() {
  return renderInRouter(
    <>
      <BackupPage />
      <Where />
    </>,
    { path: '/admin/backup' },
  );
}

/** One poll of the followed restore. */
async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
}

/** The backup page's API with one completed backup, the restores given, and `run` answering the polls of restore 8. */
function mockBackupApi(poll: () => Response, restores: RestoreRun[] = []) {
  return mockFetch({
    'GET /admin/backups': () => respond(200, { items: [backupRecord(3)], total: 1 }),
    'GET /admin/restores': () => respond(200, { items: restores }),
    'POST /admin/backups/3/restore': () => respond(202, restoreRun(8)),
    'GET /admin/restores/8': poll,
  });
}

/** Restore backup 3 through the typed confirmation. */
async function confirmRestore() {
  const row = (await screen.findByRole('cell', { name: 'Standard' })).closest('tr');
  if (!row) throw new Error('no backup row');
  fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
  const dialog = screen.getByRole('dialog', { name: 'Restore this backup?' });
  const restore = within(dialog).getByRole('button', { name: 'Restore' });
  expect(restore).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('Type RESTORE to confirm'), { target: { value: 'RESTORE' } });
  fireEvent.click(restore);
}

describe('restoring a backup', () => {
  it('follows the worker’s steps every second, then sends the admin to sign in again', async () => {
    let current = restoreRun(8);
    const fetchMock = mockBackupApi(() => respond(200, current));
    renderPage();
    await confirmRestore();

    expect(await screen.findByText('Restoring backup #3: Waiting for the worker…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Restore progress' })).not.toHaveAttribute('value');
    expect(JSON.parse(fetchMock.mock.calls.find(([, init]) => init.method === 'POST')?.[1].body as string)).toEqual({ confirm: 'RESTORE' });
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();

    current = { ...current, status: 'verifying' };
    await nextPoll();
    expect(await screen.findByText('Restoring backup #3: Checking the backup…')).toBeInTheDocument();

    current = { ...current, status: 'restoring', rows_done: 12_345, rows_total: 40_000 };
    await nextPoll();
    expect(await screen.findByText('Restoring backup #3: Restoring rows: 12,345 of 40,000')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Rows restored' });
    expect(bar.tagName.toLowerCase()).toBe('progress');
    expect(bar).toHaveAttribute('value', '12345');
    expect(bar).toHaveAttribute('max', '40000');

    current = { ...current, status: 'writing_media', rows_done: 40_000, files_written: 12 };
    await nextPoll();
    expect(await screen.findByText('Restoring backup #3: Writing media back: 12 files')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/backup');

    current = { ...current, status: 'completed', sessions_ended: 4, finished_at: '2026-11-26T14:40:00Z' };
    await nextPoll();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/en/login?next=%2Fadmin%2Fbackup');
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Backup restored', description: '40,000 rows are back. Everyone was signed out: sign in again.' });
    expect(sessionStore().get()).toBeNull();
    const polls = fetchMock.mock.calls.filter(([url]) => url.endsWith('/api/v1/admin/restores/8')).length;
    await nextPoll();
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/api/v1/admin/restores/8'))).toHaveLength(polls);
  });

  it('takes a 401 while the restore runs for its end: every session was ended', async () => {
    let answer = () => respond(200, restoreRun(8, { status: 'restoring', rows_done: 100, rows_total: 200 }));
    mockBackupApi(() => answer());
    renderPage();
    await confirmRestore();
    await nextPoll();
    expect(await screen.findByText('Restoring backup #3: Restoring rows: 100 of 200')).toBeInTheDocument();

    answer = () => respond(401, { error: { code: 'unauthorized', message: 'The session has ended.' } });
    await nextPoll();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/en/login?next=%2Fadmin%2Fbackup');
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Backup restored', description: 'Everyone was signed out: sign in again.' });
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    expect(sessionStore().get()).toBeNull();
  });

  it('shows why a restore failed and keeps the admin on the page, with the failure as the last restore', async () => {
    const failed = restoreRun(8, {
      status: 'failed',
      rows_done: 500,
      rows_total: 40_000,
      error: 'table articles: the archive is damaged',
      updated_at: '2026-11-26T14:39:00Z',
      finished_at: '2026-11-26T14:39:00Z',
    });
    let current = restoreRun(8, { status: 'restoring', rows_done: 500, rows_total: 40_000 });
    mockBackupApi(() => respond(200, current));
    renderPage();
    await confirmRestore();
    await nextPoll();
    expect(await screen.findByText('Restoring backup #3: Restoring rows: 500 of 40,000')).toBeInTheDocument();

    current = failed;
    await nextPoll();
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'Restore Failed', description: 'table articles: the archive is damaged', variant: 'destructive' });
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/backup');
    expect(sessionStore().get()).not.toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByText(`Last restore: backup #3, failed ${formatDateTime('2026-11-26T14:39:00Z')} by ana@example.org: table articles: the archive is damaged`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled();
  });

  it('says why the server would not start a restore', async () => {
    mockFetch({
      'GET /admin/backups': () => respond(200, { items: [backupRecord(3)], total: 1 }),
      'GET /admin/restores': () => respond(200, { items: [] }),
      'POST /admin/backups/3/restore': () => respond(409, { error: { code: 'conflict', message: 'A restore is already running.' } }),
    });
    renderPage();
    await confirmRestore();
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'Restore Failed', description: 'A restore is already running.', variant: 'destructive' });
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled();
  });
});

describe('the last restore', () => {
  it('is one line above the history, with what it brought back', async () => {
    const done = restoreRun(5, {
      status: 'completed',
      rows_done: 40_000,
      rows_total: 40_000,
      files_written: 12,
      sessions_ended: 3,
      finished_at: '2026-11-26T14:40:00Z',
    });
    mockBackupApi(() => respond(404), [done, restoreRun(4, { status: 'failed', error: 'an older failure' })]);
    renderPage();
    expect(
      await screen.findByText(`Last restore: backup #3, completed ${formatDateTime('2026-11-26T14:40:00Z')} by ana@example.org (40,000 rows, 12 media files)`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/an older failure/)).not.toBeInTheDocument();
  });

  it('is followed when it is still running as the page opens', async () => {
    mockFetch({
      'GET /admin/backups': () => respond(200, { items: [backupRecord(3)], total: 1 }),
      'GET /admin/restores': () => respond(200, { items: [restoreRun(9, { status: 'verifying' })] }),
      'GET /admin/restores/9': () => respond(200, restoreRun(9, { status: 'restoring', rows_done: 1, rows_total: 2 })),
    });
    renderPage();
    expect(await screen.findByText('Restoring backup #3: Restoring rows: 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText(/^Last restore/)).not.toBeInTheDocument();
  });

  it('is not shown when there has been none', async () => {
    mockBackupApi(() => respond(404));
    renderPage();
    await screen.findByRole('cell', { name: 'Standard' });
    expect(screen.queryByText(/Last restore/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
