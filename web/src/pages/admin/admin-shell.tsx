import { Component, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { homePath } from '../../config/paths';
import { MfaChallenge } from '../../features/auth/components/mfa-challenge';
import { challengeFactor } from '../../features/auth/api/challenge-factor';
import { verifyFactor } from '../../features/auth/api/verify-factor';
import { sessionStore, useSession } from '../../features/auth/lib/session';
import type { StaffRole } from '../../lib/api/types';
import { toast } from '../../lib/toast';
import { loginPath, useAdminAccess } from './admin-access';
import { RoleContext, useStaffRole } from './staff-role';

interface NavItem {
  to: string;
  label: string;
  /** Admins see every item; editors only the content ones. */
  adminOnly: boolean;
}

/** The item of the page shown: its own path and below; Articles also for the index, the trash and the editor. */
function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  const articles = item.to === '/admin/articles' && (path === '/admin' || path === '/admin/trash' || path.startsWith('/admin/edit/'));
  return path === item.to || path.startsWith(`${item.to}/`) || articles;
}

/**
 * Spec §2 admin navigation (Articles, AI Studio, Podcasts, Automation, API Keys, Backup, Back to
 * Site, in the spec's order), plus Dashboard, Media, Comments, Newsletter, Users and Audit. Editors
 * use AI Studio and manage podcasts too.
 */
const NAV: NavItem[] = [
  { to: '/admin/articles', label: 'Articles', adminOnly: false },
  { to: '/admin/ai-studio', label: 'AI Studio', adminOnly: false },
  { to: '/admin/dashboard', label: 'Dashboard', adminOnly: false },
  { to: '/admin/media', label: 'Media', adminOnly: false },
  { to: '/admin/comments', label: 'Comments', adminOnly: false },
  { to: '/admin/newsletter', label: 'Newsletter', adminOnly: false },
  { to: '/admin/podcasts', label: 'Podcasts', adminOnly: false },
  { to: '/admin/automation', label: 'Automation', adminOnly: true },
  { to: '/admin/api-keys', label: 'API Keys', adminOnly: true },
  { to: '/admin/backup', label: 'Backup', adminOnly: true },
  { to: '/admin/users', label: 'Users', adminOnly: true },
  { to: '/admin/audit', label: 'Audit', adminOnly: true },
];

/** Spec §2 'Admin Layout Error': the shell failed; a reload is the way out. */
class ShellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[news] the admin area failed:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="admin-screen">
        <h1>Admin Layout Error</h1>
        <p>Something in the admin area failed to load.</p>
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload Page
        </button>
      </main>
    );
  }
}

/** Spec §2 Access Error screen. */
function AccessError({ message }: { message: string }) {
  return (
    <main className="admin-screen">
      <h1>Access Error</h1>
      <p>{message}</p>
      <div className="admin-screen__actions">
        <Link className="admin-button" to={homePath('en')}>
          Go Home
        </Link>
        <Link className="admin-button admin-button--primary" to={loginPath('/admin')}>
          Try Login Again
        </Link>
      </div>
    </main>
  );
}

function SecondFactor({ factorId, onVerified }: { factorId: string; onVerified: () => void }) {
  return (
    <main className="admin-screen">
      <h1>Confirm it is you</h1>
      <p>The admin area needs the code from your authenticator app.</p>
      <MfaChallenge
        factorId={factorId}
        challenge={challengeFactor}
        verify={verifyFactor}
        onVerified={(verification) => {
          sessionStore().verifiedFactor(verification.session);
          toast({ title: 'Verified' });
          onVerified();
        }}
      />
    </main>
  );
}

function Loading() {
  return (
    <main className="admin-screen" aria-busy="true">
      <p role="status">Checking admin access…</p>
    </main>
  );
}

/** The area's frame: navigation beside the page, the account above it. */
function Frame({ role, children }: { role: StaffRole; children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <aside className="admin__sidebar">
        <Link className="admin__brand" to="/admin">
          Newsroom
        </Link>
        <nav aria-label="Admin">
          <ul className="admin-nav">
            {NAV.filter((item) => role === 'admin' || !item.adminOnly).map((item) => (
              <li key={item.to}>
                <Link className="admin-nav__link" to={item.to} aria-current={isCurrent(item, pathname) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a className="admin-nav__link admin-nav__back" href={homePath('en')}>
          Back to Site
        </a>
      </aside>
      <div className="admin__body">
        <header className="admin__topbar">
          <span className="admin__who">
            {session?.user.email} <span className="admin__role">{role}</span>
          </span>
        </header>
        <main id="admin-main" className="admin__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The admin area behind its guard, in its frame. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const access = useAdminAccess(attempt);
  const retry = () => {
    setAttempt((n) => n + 1);
  };
  let body: ReactNode;
  switch (access.kind) {
    case 'loading':
      body = <Loading />;
      break;
    case 'error':
      body = <AccessError message={access.message} />;
      break;
    case 'mfa':
      body = <SecondFactor factorId={access.factorId} onVerified={retry} />;
      break;
    case 'granted':
      body = (
        <RoleContext.Provider value={access.role}>
          <Frame role={access.role}>{children}</Frame>
        </RoleContext.Provider>
      );
  }
  return <ShellBoundary>{body}</ShellBoundary>;
}

/** A page only admins may open: editors are taken to the article list. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useStaffRole() === 'admin' ? children : <Navigate to="/admin/articles" replace />;
}
