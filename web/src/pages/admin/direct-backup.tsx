import { useState } from 'react';
import { emergencyDownload, listEmergencyBackups } from '../../features/backups/api/emergency-backups';
import { BreakGlassForm } from '../../features/backups/components/break-glass-form';
import type { BackupRecord } from '../../lib/api/types';
import { StaffProviders } from './admin-app-providers';
import { BackupDownloads, RecoveryPage } from './backup-downloads';
import '../../styles/admin.css';

/**
 * `/direct-backup`: the break-glass page (DESIGN.md deviation 2). Without a token it shows the
 * form and nothing else; with one, the ten newest completed backups to download.
 */
export function DirectBackupPage() {
  const [unlocked, setUnlocked] = useState<{ token: string; backups: BackupRecord[] } | null>(null);
  return (
    <StaffProviders>
      <RecoveryPage title="Emergency backup download">
        <p className="admin-page__description">For when nobody can sign in to the admin area: download a recent backup with a token from the server.</p>
        {unlocked ? (
          <BackupDownloads backups={unlocked.backups} download={(id) => emergencyDownload(id, unlocked.token)} />
        ) : (
          <BreakGlassForm
            onToken={async (token) => {
              setUnlocked({ token, backups: (await listEmergencyBackups(token)).items });
            }}
          />
        )}
      </RecoveryPage>
    </StaffProviders>
  );
}
