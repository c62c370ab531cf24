import { Route, Routes } from 'react-router-dom';
import { StaffProviders } from './admin-app-providers';
import { AdminOnly, AdminShell } from './admin-shell';
import { ApiKeysPage } from './api-keys';
import { ArticlesPage } from './articles';
import { AuditPage } from './audit';
import { BackupPage } from './backup';
import { CommentsPage } from './comments';
import { TrashPage } from './trash';
import { UsersPage } from './users';
import '../../styles/admin.css';

function NoSuchPage() {
  return (
    <section className="admin-page">
      <h1>Page not found</h1>
      <p>There is no such page in the admin area.</p>
    </section>
  );
}

/** `/admin/…`: rendered in the browser only, its code loaded only when an admin page opens. */
export function AdminApp() {
  return (
    <StaffProviders>
      <AdminShell>
        <Routes>
          <Route index element={<ArticlesPage />} />
          <Route path="articles" element={<ArticlesPage />} />
          <Route path="trash" element={<TrashPage />} />
          <Route path="comments" element={<CommentsPage />} />
          <Route path="api-keys" element={<AdminOnly><ApiKeysPage /></AdminOnly>} />
          <Route path="backup" element={<AdminOnly><BackupPage /></AdminOnly>} />
          <Route path="users" element={<AdminOnly><UsersPage /></AdminOnly>} />
          <Route path="audit" element={<AdminOnly><AuditPage /></AdminOnly>} />
          <Route path="*" element={<NoSuchPage />} />
        </Routes>
      </AdminShell>
    </StaffProviders>
  );
}
