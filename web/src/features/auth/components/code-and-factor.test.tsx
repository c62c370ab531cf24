import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sessionFixture } from '../../../testing/fixtures';
import { renderInRouter } from '../../../testing/render';
import { CodeSignInForm } from './code-sign-in-form';
import { MfaChallenge } from './mfa-challenge';

const ROMANIAN_EMAIL_REQUIRED = 'Te rugăm să introduci adresa de e-mail';

const SESSION = sessionFixture();

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('CodeSignInForm', () => {
  it('asks for a code in the page language, then signs in with the six digits', async () => {
    const requestCode = vi.fn().mockResolvedValue({ message: 'sent' });
    const signIn = vi.fn().mockResolvedValue(SESSION);
    const onSession = vi.fn();
    renderInRouter(<CodeSignInForm initialEmail="" requestCode={requestCode} signIn={signIn} onSession={onSession} onCancel={vi.fn()} />, { lang: 'ro' });
    fireEvent.click(screen.getByRole('button', { name: 'Trimite codul' }));
    expect(await screen.findByText(ROMANIAN_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
    type('E-mail', ' reader@example.org ');
    fireEvent.click(screen.getByRole('button', { name: 'Trimite codul' }));
    await screen.findByLabelText('Codul de șase cifre');
    expect(requestCode).toHaveBeenCalledWith('reader@example.org', 'ro');
    type('Codul de șase cifre', '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect(await screen.findByText('Introdu codul de șase cifre din email')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    type('Codul de șase cifre', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Autentificare' }));
    await waitFor(() => {
      expect(onSession).toHaveBeenCalledWith(SESSION);
    });
    expect(signIn).toHaveBeenCalledWith('reader@example.org', '123456');
  });

  it("shows the server's refusal of a wrong code", async () => {
    const signIn = vi.fn().mockRejectedValue(new ApiError(401, 'unauthorized', 'Invalid or expired code. Ask for a new one.'));
    renderInRouter(<CodeSignInForm initialEmail="reader@example.org" requestCode={vi.fn().mockResolvedValue({})} signIn={signIn} onSession={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByLabelText('Six-digit code');
    type('Six-digit code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code. Ask for a new one.');
  });
});

describe('MfaChallenge', () => {
  it('opens a challenge for each attempt and hands on the raised session', async () => {
    const challenge = vi
      .fn()
      .mockResolvedValueOnce({ id: 'c1', factor_id: 'f1', expires_at: '' })
      .mockResolvedValueOnce({ id: 'c2', factor_id: 'f1', expires_at: '' });
    const verify = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, 'invalid_field', 'code: Invalid code. Check your authenticator app and try again.'))
      .mockResolvedValueOnce({ session: { ...SESSION, aal: 'aal2' }, recovery_codes: [] });
    const onVerified = vi.fn();
    renderInRouter(<MfaChallenge factorId="f1" challenge={challenge} verify={verify} onVerified={onVerified} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the code from your app, or a recovery code');
    expect(challenge).not.toHaveBeenCalled();
    type('Authentication code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code. Check your authenticator app and try again.')).toBeInTheDocument();
    expect(verify).toHaveBeenLastCalledWith('f1', '111111', 'c1');
    type('Authentication code', ' abcde-fghjk ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(onVerified).toHaveBeenCalled();
    });
    expect(verify).toHaveBeenLastCalledWith('f1', 'abcde-fghjk', 'c2');
  });
});
