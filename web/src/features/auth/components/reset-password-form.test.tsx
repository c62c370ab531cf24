import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderInRouter } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('vite-react-ssg', () => ({ Head: () => null }));

function fill(password: string, repeated: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeated } });
  fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
}

describe('ResetPasswordForm', () => {
  it('sends the new password with the token and says it is done', async () => {
    const reset = vi.fn().mockResolvedValue({ user: { email: 'a@b.ro' } });
    renderInRouter(<ResetPasswordForm token="tok" reset={reset} />);
    fill('a new password', 'a new password');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(reset).toHaveBeenCalledWith('tok', 'a new password');
  });

  it('checks length and repetition before sending', () => {
    const reset = vi.fn();
    renderInRouter(<ResetPasswordForm token="tok" reset={reset} />);
    fill('short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('at least 8 characters');
    fill('a new password', 'another password');
    expect(screen.getByRole('alert')).toHaveTextContent('not the same');
    expect(reset).not.toHaveBeenCalled();
  });

  it('explains a dead link in Romanian', async () => {
    const reset = vi
      .fn()
      .mockRejectedValue(new ApiError(422, 'invalid_field', 'token: This password reset link is invalid or has expired.'));
    renderInRouter(<ResetPasswordForm token="tok" reset={reset} />, { lang: 'ro' });
    fireEvent.change(screen.getByLabelText('Parola nouă'), { target: { value: 'o parolă nouă' } });
    fireEvent.change(screen.getByLabelText('Repetă parola nouă'), { target: { value: 'o parolă nouă' } });
    fireEvent.click(screen.getByRole('button', { name: 'Setează parola nouă' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nu este valid sau a expirat');
  });

  it('says so when the link has no token', () => {
    renderInRouter(<ResetPasswordForm token={null} reset={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('button', { name: 'Set the new password' })).toBeDisabled();
  });
});
