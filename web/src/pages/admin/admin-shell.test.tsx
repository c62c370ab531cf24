import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { sessionStore } from '../../features/auth/lib/session';
import { sessionFixture } from '../../testing/fixtures';
import { renderInRouter } from '../../testing/render';
import { AdminShell } from './admin-shell';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../features/auth/api/get-admin-status', () => ({ getAdminStatus: vi.fn() }));
vi.mock('../../features/auth/api/list-factors', () => ({ listFactors: vi.fn() }));

const { getAdminStatus } = await import('../../features/auth/api/get-admin-status');

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAdmin(path: string) {
  return renderInRouter(
    <Routes>
      <Route path="/admin/*" element={<AdminShell><h1>Inside</h1></AdminShell>} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

afterEach(() => {
  sessionStore().clear();
  vi.clearAllMocks();
});

describe('the admin guard (spec §4, §6, §8)', () => {
  it('sends a visitor without a session to /en/login, to come back after signing in', async () => {
    renderAdmin('/admin/backup');
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/login?next=%2Fadmin%2Fbackup');
    expect(getAdminStatus).not.toHaveBeenCalled();
  });

  it('turns a signed-in reader away to /en/ with Access Denied', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockResolvedValue({ is_admin: false, role: null, mfa_required: false, mfa_enrollment_required: false });
    renderAdmin('/admin');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/en$/);
    expect(toast).toHaveBeenCalledWith({ title: 'Access Denied', description: "You don't have admin privileges.", variant: 'destructive' });
  });

  it('shows the page in the frame to staff, with the navigation of their role', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockResolvedValue({ is_admin: true, role: 'editor', mfa_required: false, mfa_enrollment_required: false });
    renderAdmin('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Checking admin access');
    expect(await screen.findByRole('heading', { name: 'Inside' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Skip to content', 'Newsroom', 'Articles', 'AI Studio', 'Dashboard', 'Media', 'Comments', 'Newsletter', 'Podcasts', 'Back to Site']);
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives editors AI Studio too, highlighted on its page', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockResolvedValue({ is_admin: true, role: 'editor', mfa_required: false, mfa_enrollment_required: false });
    renderAdmin('/admin/ai-studio?run=3');
    expect(await screen.findByRole('heading', { name: 'Inside' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'AI Studio' })).toHaveAttribute('href', '/admin/ai-studio');
    expect(within(nav).getByRole('link', { name: 'AI Studio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Articles' })).not.toHaveAttribute('aria-current');
  });

  it('gives admins the spec’s navigation: AI Studio after Articles, Podcasts, then Automation before API Keys and Backup, highlighted on its page', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockResolvedValue({ is_admin: true, role: 'admin', mfa_required: false, mfa_enrollment_required: false });
    renderAdmin('/admin/automation?rule=3');
    expect(await screen.findByRole('heading', { name: 'Inside' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Articles', 'AI Studio', 'Dashboard', 'Media', 'Comments', 'Newsletter', 'Podcasts', 'Automation', 'API Keys', 'Backup', 'Users', 'Audit']);
    expect(within(nav).getByRole('link', { name: 'Automation' })).toHaveAttribute('href', '/admin/automation');
    expect(within(nav).getByRole('link', { name: 'Automation' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Articles' })).not.toHaveAttribute('aria-current');
  });

  it('shows the Access Error screen when the check fails on the server', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockRejectedValue(new ApiError(503, 'unavailable', 'Unable to verify admin access. Please try again.'));
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(screen.getByText('Unable to verify admin access. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Try Login Again' })).toHaveAttribute('href', '/en/login?next=%2Fadmin');
  });

  it('sends to sign-in with a toast when the check cannot reach the server', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockRejectedValue(new ApiError(0, 'network_error', 'offline'));
    renderAdmin('/admin/users');
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/login?next=%2Fadmin%2Fusers');
    expect(toast).toHaveBeenCalledWith({ title: 'Access Error', description: 'An error occurred while checking admin access.', variant: 'destructive' });
  });

  it('shows the Admin Layout Error screen when the area itself fails', async () => {
    sessionStore().setSession(sessionFixture());
    vi.mocked(getAdminStatus).mockResolvedValue({ is_admin: true, role: 'admin', mfa_required: false, mfa_enrollment_required: false });
    const Broken = () => {
      throw new Error('broken');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React reports the error it caught to the window too; the screen below is the test.
    const quiet = (event: ErrorEvent) => {
      event.preventDefault();
    };
    window.addEventListener('error', quiet);
    renderInRouter(
      <Routes>
        <Route path="/admin/*" element={<AdminShell><Broken /></AdminShell>} />
      </Routes>,
      { path: '/admin' },
    );
    expect(await screen.findByRole('heading', { name: 'Admin Layout Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    await waitFor(() => {
      expect(getAdminStatus).toHaveBeenCalledTimes(1);
    });
    window.removeEventListener('error', quiet);
  });
});
