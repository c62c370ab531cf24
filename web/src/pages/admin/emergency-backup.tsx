import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/admin/admin-page';
import { adminDownload } from '../../features/backups/api/download-backup';
import { listCompletedBackups } from '../../features/backups/api/emergency-backups';
import { getAdminStatus } from '../../features/auth/api/get-admin-status';
import { sessionStore, useSession } from '../../features/auth/lib/session';
import { serverMessage } from '../../lib/api-client';
import { loginPath } from './admin-access';
import { StaffProviders } from './admin-app-providers';
import { BackupDownloads, RecoveryPage } from './backup-downloads';
import '../../styles/admin.css';

function AdminAccessRequired() {
  return (
    <>
      <h2>Admin Access Required</h2>
      <p>Only admins can download backups here.</p>
      <Link className="admin-button admin-button--primary" to={loginPath('/emergency-backup')}>
        Admin Login
      </Link>
    </>
  );
}

function Backups() {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const ready = session !== null && sessionStore().accessToken() !== null;
  const access = useQuery({ queryKey: ['admin', 'access', userId], queryFn: getAdminStatus, enabled: ready });
  const admin = access.data?.role === 'admin';
  const backups = useQuery({ queryKey: ['admin', 'backups', 'completed'], queryFn: listCompletedBackups, enabled: admin });
  if (session === null || access.isError || (access.data && !admin)) return <AdminAccessRequired />;
  if (!admin || backups.isPending) return <EmptyState>Loading…</EmptyState>;
  if (backups.isError) return <EmptyState>Failed to load backups. {serverMessage(backups.error) ?? 'Please try again.'}</EmptyState>;
  return <BackupDownloads backups={backups.data.items} download={(id) => adminDownload(id, sessionStore().accessToken())} />;
}

/** `/emergency-backup`: the ten newest completed backups, for a signed-in admin. */
export function EmergencyBackupPage() {
  return (
    <StaffProviders>
      <RecoveryPage title="Emergency backup">
        <Backups />
      </RecoveryPage>
    </StaffProviders>
  );
}
