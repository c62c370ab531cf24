import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { sessionFixture } from '../../../testing/fixtures';
import { renderInRouter } from '../../../testing/render';
import { sessionStore } from '../lib/session';
import { AccountStatus } from './account-status';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const SESSION = sessionFixture();

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  sessionStore().clear();
  sessionStore().stop();
});

const user = {
  click(element: HTMLElement) {
    fireEvent.click(element);
    return Promise.resolve();
  },
  type(element: HTMLElement, value: string) {
    fireEvent.change(element, { target: { value } });
    return Promise.resolve();
  },
};

async function fill(email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('SignUpForm', () => {
  it('checks the fields before sending', async () => {
    const signUp = vi.fn();
    renderInRouter(<SignUpForm signUp={signUp} signIn={vi.fn()} onSignedIn={vi.fn()} />);
    const user = await fill('not-an-address', 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says it signed up, then signs in with the token endpoint', async () => {
    const signUp = vi.fn().mockResolvedValue({ message: 'ok' });
    const signIn = vi.fn().mockResolvedValue(SESSION);
    const onSignedIn = vi.fn();
    renderInRouter(<SignUpForm signUp={signUp} signIn={signIn} onSignedIn={onSignedIn} />);
    const user = await fill(' reader@example.org ', 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalled();
    });
    expect(signUp).toHaveBeenCalledWith('reader@example.org', 'long enough password', 'en');
    expect(toast).toHaveBeenCalledWith({ title: 'Signed up successfully', description: 'Check your email for a confirmation link!' });
    expect(signIn).toHaveBeenCalledWith('reader@example.org', 'long enough password');
    expect(vi.mocked(toast).mock.invocationCallOrder[0]).toBeLessThan(signIn.mock.invocationCallOrder[0] ?? 0);
    expect(sessionStore().get()?.user.email).toBe('reader@example.org');
  });

  it("shows 'Error signing up' with the server's message", async () => {
    const signUp = vi.fn().mockRejectedValue(new ApiError(422, 'invalid_field', 'password: Password must not be your email address'));
    renderInRouter(<SignUpForm signUp={signUp} signIn={vi.fn()} onSignedIn={vi.fn()} />);
    const user = await fill('reader@example.org', 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error signing up Password must not be your email address');
    expect(toast).toHaveBeenCalledWith({
      title: 'Error signing up',
      description: 'Password must not be your email address',
      variant: 'destructive',
    });
  });

  it("falls back to 'An unexpected error occurred'", async () => {
    const signUp = vi.fn().mockRejectedValue(new ApiError(0, 'network_error', 'POST failed: offline'));
    renderInRouter(<SignUpForm signUp={signUp} signIn={vi.fn()} onSignedIn={vi.fn()} />);
    const user = await fill('reader@example.org', 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('speaks Romanian', async () => {
    renderInRouter(<SignUpForm signUp={vi.fn()} signIn={vi.fn()} onSignedIn={vi.fn()} />, { lang: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Înregistrează-te' }));
    expect(screen.getByText('Te rugăm să introduci adresa de e-mail')).toBeInTheDocument();
  });
});

describe('SignInForm', () => {
  it('requires an email and a password', async () => {
    const signIn = vi.fn();
    renderInRouter(<SignInForm signIn={signIn} recover={vi.fn()} onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('stores the session on success', async () => {
    const onSignedIn = vi.fn();
    renderInRouter(<SignInForm signIn={vi.fn().mockResolvedValue(SESSION)} recover={vi.fn()} onSignedIn={onSignedIn} />);
    const user = await fill('reader@example.org', 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalled();
    });
    expect(JSON.parse(localStorage.getItem('newsSession') ?? '{}')).toMatchObject({ access_token: 'access', refresh_token: 'refresh' });
  });

  it('shows wrong credentials', async () => {
    const signIn = vi.fn().mockRejectedValue(new ApiError(401, 'unauthorized', 'Invalid login credentials'));
    renderInRouter(<SignInForm signIn={signIn} recover={vi.fn()} onSignedIn={vi.fn()} />);
    const user = await fill('reader@example.org', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it('asks for a reset link and answers neutrally', async () => {
    const recover = vi.fn().mockResolvedValue({ message: 'sent' });
    renderInRouter(<SignInForm signIn={vi.fn()} recover={recover} onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this address');
    expect(recover).toHaveBeenCalledWith('someone@example.org');
  });
});

describe('AccountStatus', () => {
  it.each([401, 403, 404])('signs out even when the server answers %i', async (status) => {
    sessionStore().setSession(SESSION);
    const signOut = vi.fn().mockRejectedValue(new ApiError(status, 'x', 'gone'));
    renderInRouter(<AccountStatus session={SESSION} signOut={signOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'Signed out successfully' });
    });
    expect(signOut).toHaveBeenCalledWith('refresh');
    expect(sessionStore().get()).toBeNull();
  });

  it("says 'Error signing out' and keeps the session on other failures", async () => {
    sessionStore().setSession(SESSION);
    const signOut = vi.fn().mockRejectedValue(new ApiError(0, 'network_error', 'offline'));
    renderInRouter(<AccountStatus session={SESSION} signOut={signOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith({ title: 'Error signing out', variant: 'destructive' });
    });
    expect(sessionStore().get()).not.toBeNull();
  });
});
