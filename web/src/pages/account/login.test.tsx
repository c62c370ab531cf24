import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../testing/fixtures';
import { renderInRouter } from '../../testing/render';
import { toast } from '../../lib/toast';
import { sessionStore } from '../../features/auth/lib/session';
import { LoginPage } from './login';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../features/auth/api/sign-in', () => ({ signInWithPassword: vi.fn(() => Promise.resolve(sessionFixture())) }));
vi.mock('../../features/auth/api/list-factors', () => ({ listFactors: vi.fn() }));
vi.mock('../../features/auth/api/get-admin-status', () => ({ getAdminStatus: vi.fn() }));
vi.mock('../../features/auth/api/list-providers', () => ({ listProviders: vi.fn(() => Promise.resolve({ providers: [] })) }));

const { listFactors } = await import('../../features/auth/api/list-factors');
const { getAdminStatus } = await import('../../features/auth/api/get-admin-status');

function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'staff@example.org' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  sessionStore().clear();
  sessionStore().stop();
  vi.clearAllMocks();
});

describe('LoginPage after the password', () => {
  it('asks for the second factor of an account that has one', async () => {
    vi.mocked(listFactors).mockResolvedValue({
      factors: [{ id: 'f1', factor_type: 'totp', status: 'verified', created_at: '2026-11-25T00:00:00Z' }],
      recovery_codes_left: 10,
    });
    renderInRouter(<LoginPage />, { path: '/en/login' });
    signIn();
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(getAdminStatus).not.toHaveBeenCalled();
  });

  it('sends staff who must have a second factor to enrol one', async () => {
    vi.mocked(listFactors).mockResolvedValue({ factors: [], recovery_codes_left: 0 });
    vi.mocked(getAdminStatus).mockResolvedValue({ is_admin: true, mfa_required: false, mfa_enrollment_required: true });
    renderInRouter(<LoginPage />, { path: '/en/login' });
    signIn();
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({
        title: 'Two-step verification',
        description: 'Staff accounts need two-step verification: add an authenticator app to continue.',
      });
    });
  });

  it('shows why a provider sign-in was refused, in the page language', async () => {
    renderInRouter(<LoginPage />, { lang: 'ro', path: '/ro/login?error=unverified_email' });
    expect(await screen.findByRole('alert')).toHaveTextContent('nu are o adresă de email verificată');
  });
});
