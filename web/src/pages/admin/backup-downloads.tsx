import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '../../components/admin/admin-page';
import type { BackupDownload } from '../../features/backups/api/download-backup';
import { saveBackup } from '../../features/backups/api/download-backup';
import { BackupTable } from '../../features/backups/components/backup-table';
import { serverMessage } from '../../lib/api-client';
import type { BackupRecord } from '../../lib/api/types';
import { toast } from '../../lib/toast';

/** The frame of the two pages outside the admin area that hand out backups. */
export function RecoveryPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="admin-recovery">
      <a className="admin__brand admin__brand--dark" href="/en">
        Newsroom
      </a>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** The completed backups with a Download button each (spec §7: the ten newest). */
export function BackupDownloads({ backups, download }: { backups: BackupRecord[]; download: (id: number) => BackupDownload }) {
  if (backups.length === 0) return <EmptyState>No completed backups yet.</EmptyState>;
  return (
    <BackupTable
      backups={backups}
      actions={(backup) => (
        <button
          type="button"
          className="admin-button admin-button--small admin-button--primary"
          onClick={() => {
            saveBackup(download(backup.id)).catch((error: unknown) => {
              toast({ title: 'Download Not Available', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
            });
          }}
        >
          Download
        </button>
      )}
    />
  );
}
