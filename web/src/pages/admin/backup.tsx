import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/use-confirm';
import { formatCount, formatDateTime } from '../../components/admin/format';
import { createBackup } from '../../features/backups/api/create-backup';
import { deleteBackup } from '../../features/backups/api/delete-backup';
import { adminDownload, saveBackup } from '../../features/backups/api/download-backup';
import { endedTheSession, restoreQueryOptions, useRestoreRun } from '../../features/backups/api/get-restore';
import { listBackups } from '../../features/backups/api/list-backups';
import { restoresQueryOptions, useRestores } from '../../features/backups/api/list-restores';
import { RESTORE_CONFIRMATION, restoreBackup } from '../../features/backups/api/restore-backup';
import { verifyBackup } from '../../features/backups/api/verify-backup';
import { BackupTable } from '../../features/backups/components/backup-table';
import { RestoreProgress } from '../../features/backups/components/restore-progress';
import { BACKUP_KIND_LABEL, canDownload } from '../../features/backups/lib/backups';
import { isRestoreRunning, lastRestoreText } from '../../features/backups/lib/restores';
import { sessionStore } from '../../features/auth/lib/session';
import { serverMessage } from '../../lib/api-client';
import type { BackupKind, BackupRecord, RestoreRun, RestoreRunList } from '../../lib/api/types';
import { toast } from '../../lib/toast';
import { loginPath } from './admin-access';

/** Spec §4 and §9: the history refreshes 2 s after a creation. */
const REFRESH_AFTER_CREATE_MS = 2000;
/** While a backup runs, the history is read again this often to show it finish. */
const POLL_WHILE_RUNNING_MS = 2000;

const CREATE_FAILED: Record<BackupKind, string> = {
  enhanced_comprehensive: 'Enhanced Backup Failed',
  comprehensive: 'Standard Backup Failed',
};

const BACKUPS = ['admin', 'backups'];

/** What a completed restore brought back, when its last state was read before the session ended. */
function restoredText(run: RestoreRun | undefined): string {
  const rows = run?.status === 'completed' ? `${formatCount(run.rows_done)} rows are back. ` : '';
  return `${rows}Everyone was signed out: sign in again.`;
}

/** `/admin/backup` (spec §2 admin backup page). */
export function BackupPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<BackupKind | null>(null);
  /** The backup being verified, or asked to be restored, while the server works on it. */
  const [working, setWorking] = useState<{ id: number; what: 'Verifying…' | 'Starting the restore…' } | null>(null);
  /** The restore this page queued, followed until it ends. */
  const [started, setStarted] = useState<number | null>(null);
  const [dialog, confirm] = useConfirm();
  const backups = useQuery({
    queryKey: BACKUPS,
    queryFn: listBackups,
    refetchInterval: (query) =>
      query.state.data?.items.some((backup) => backup.status === 'in_progress') ? POLL_WHILE_RUNNING_MS : false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: BACKUPS });
  const restores = useRestores();
  const lastRestore = restores.data?.items[0] ?? null;
  // A restore still running when the page opens (started in another tab, or before a reload) is followed too.
  const followed = started ?? (lastRestore && isRestoreRunning(lastRestore) ? lastRestore.id : null);
  const restoreRun = useRestoreRun(followed);
  const run = followed === null ? undefined : restoreRun.data;
  const signedOut = followed !== null && endedTheSession(restoreRun.error);
  /** A restore is under way (or its first state is being read): the database is being replaced. */
  const restoring = followed !== null && !signedOut && (!run || isRestoreRunning(run));
  /** It completed: this page is on its way to the sign-in. */
  const restored = signedOut || run?.status === 'completed';

  useEffect(() => {
    if (backups.isError) {
      toast({ title: 'Failed to load backups', description: serverMessage(backups.error) ?? 'Please try again.', variant: 'destructive' });
    }
  }, [backups.isError, backups.error]);

  // The followed restore ended: completed (or its poll was refused because every session
  // ended, which only a completed restore does), or failed.
  useEffect(() => {
    if (restored) {
      toast({ title: 'Backup restored', description: restoredText(run) });
      // The server ended this session with every other: forget it here too, and sign in again.
      sessionStore().clear();
      navigate(loginPath('/admin/backup'));
    } else if (run?.status === 'failed') {
      toast({ title: 'Restore Failed', description: run.error ?? 'Please try again.', variant: 'destructive' });
      client.setQueryData<RestoreRunList>(restoresQueryOptions().queryKey, (list) => ({
        items: [run, ...(list?.items ?? []).filter((item) => item.id !== run.id)],
      }));
    }
    // Once per state the run reaches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run?.id, run?.status, restored]);

  async function create(kind: BackupKind) {
    setCreating(kind);
    try {
      await createBackup(kind);
      toast({ title: `${BACKUP_KIND_LABEL[kind]} backup started`, description: 'It appears in the history below as it runs.' });
      setTimeout(() => void refresh(), REFRESH_AFTER_CREATE_MS);
    } catch (error) {
      toast({ title: CREATE_FAILED[kind], description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setCreating(null);
    }
  }

  async function download(backup: BackupRecord) {
    try {
      await saveBackup(adminDownload(backup.id, sessionStore().accessToken()));
    } catch (error) {
      toast({ title: 'Download Not Available', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  async function verify(backup: BackupRecord) {
    setWorking({ id: backup.id, what: 'Verifying…' });
    try {
      const check = await verifyBackup(backup.id);
      if (check.ok) {
        const articles = check.tables.find((table) => table.name === 'articles')?.rows ?? 0;
        toast({
          title: 'Backup verified',
          description: `Every checksum matches: ${articles.toLocaleString('en')} articles in ${String(check.tables.length)} tables, ${String(check.files)} other files.`,
        });
      } else {
        toast({ title: 'Backup damaged', description: check.problem ?? 'The archive is not whole.', variant: 'destructive' });
      }
    } catch (error) {
      toast({ title: 'Verify Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setWorking(null);
    }
  }

  async function restore(backup: BackupRecord) {
    const ok = await confirm({
      title: 'Restore this backup?',
      message: `Everything the database holds now is replaced by the ${BACKUP_KIND_LABEL[backup.backup_type]} backup of ${formatDateTime(backup.created_at)}: articles, accounts, comments, subscribers. Everyone is signed out, you too.`,
      confirm: 'Restore',
      destructive: true,
      typed: RESTORE_CONFIRMATION,
    });
    if (!ok) return;
    setWorking({ id: backup.id, what: 'Starting the restore…' });
    try {
      const queued = await restoreBackup(backup.id);
      client.setQueryData(restoreQueryOptions(queued.id).queryKey, queued);
      setStarted(queued.id);
    } catch (error) {
      toast({ title: 'Restore Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setWorking(null);
    }
  }

  async function remove(backup: BackupRecord) {
    const ok = await confirm({
      title: 'Delete this backup?',
      message: `The ${BACKUP_KIND_LABEL[backup.backup_type]} backup of ${formatDateTime(backup.created_at)} and its file are deleted for good.`,
      confirm: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteBackup(backup.id);
      toast({ title: 'Backup deleted' });
    } catch (error) {
      toast({ title: 'Delete Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
    await refresh();
  }

  const items = backups.data?.items ?? [];
  /** Verifying, or restoring: one at a time, and nothing while the database is being replaced. */
  const busy = working !== null || restoring;
  return (
    <AdminPage
      title="Backup"
      description="A Standard backup holds the database; an Enhanced Complete backup also holds media, the built site and the configuration (never secrets)."
      actions={
        <>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={creating !== null}
            onClick={() => void create('enhanced_comprehensive')}
          >
            {creating === 'enhanced_comprehensive' ? 'Starting…' : 'Enhanced Complete Backup'}
          </button>
          <button type="button" className="admin-button" disabled={creating !== null} onClick={() => void create('comprehensive')}>
            {creating === 'comprehensive' ? 'Starting…' : 'Standard Backup'}
          </button>
          <button type="button" className="admin-button" disabled={backups.isFetching} onClick={() => void refresh()}>
            Refresh
          </button>
        </>
      }
    >
      {restoring && run ? (
        <RestoreProgress run={run} problem={restoreRun.isError ? (serverMessage(restoreRun.error) ?? 'no answer') : null} />
      ) : null}
      {!restoring && !restored && lastRestore ? (
        <p className={`admin-muted backup-last-restore ${lastRestore.status === 'failed' ? 'backup-last-restore--failed' : ''}`}>
          {lastRestoreText(lastRestore)}
        </p>
      ) : null}
      <h2 className="admin-section-title">History</h2>
      {working ? (
        <p className="admin-note" role="status">
          Backup #{working.id}: {working.what}
        </p>
      ) : null}
      {items.some((backup) => backup.status === 'in_progress') ? (
        <p className="admin-note" role="status">
          A backup is running; this list updates by itself when it finishes.
        </p>
      ) : null}
      {backups.isPending ? (
        <EmptyState>Loading backups…</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>No backups found. Create your first backup using the buttons above.</EmptyState>
      ) : (
        <BackupTable
          backups={items}
          actions={(backup) => (
            <>
              {canDownload(backup) ? (
                <>
                  <button type="button" className="admin-button admin-button--small" onClick={() => void download(backup)}>
                    Download
                  </button>
                  <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void verify(backup)}>
                    Verify
                  </button>
                  <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={() => void restore(backup)}>
                    Restore
                  </button>
                </>
              ) : null}
              <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => void remove(backup)}>
                Delete
              </button>
            </>
          )}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
