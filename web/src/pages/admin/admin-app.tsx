import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StaffProviders } from './admin-app-providers';
import { AdminOnly, AdminShell } from './admin-shell';
import { AiStudioPage } from './ai-studio';
import { ApiKeysPage } from './api-keys';
import { ArticlesPage } from './articles';
import { AuditPage } from './audit';
import { AutomationPage } from './automation';
import { BackupPage } from './backup';
import { CommentsPage } from './comments';
import { MediaPage } from './media';
import { NewsletterPage } from './newsletter';
import { PodcastsPage } from './podcasts';
import { TrashPage } from './trash';
import { UsersPage } from './users';
import '../../styles/admin.css';

/** The editor and its rich-text library are a chunk of their own: the other admin pages do without. */
const EditArticlePage = lazy(() => import('./edit-article').then((module) => ({ default: module.EditArticlePage })));
/** The dashboard and its chart library likewise. */
const DashboardPage = lazy(() => import('./dashboard').then((module) => ({ default: module.DashboardPage })));

function EditorLoading() {
  return (
    <p className="admin-empty" role="status">
      Loading the editor…
    </p>
  );
}

function DashboardLoading() {
  return (
    <p className="admin-empty" role="status">
      Loading the dashboard…
    </p>
  );
}

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
          <Route path="ai-studio" element={<AiStudioPage />} />
          <Route
            path="dashboard"
            element={
              <Suspense fallback={<DashboardLoading />}>
                <DashboardPage />
              </Suspense>
            }
          />
          <Route
            path="edit/:id"
            element={
              <Suspense fallback={<EditorLoading />}>
                <EditArticlePage />
              </Suspense>
            }
          />
          <Route path="trash" element={<TrashPage />} />
          <Route path="media" element={<MediaPage />} />
          <Route path="comments" element={<CommentsPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="podcasts" element={<PodcastsPage />} />
          <Route path="automation" element={<AdminOnly><AutomationPage /></AdminOnly>} />
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
