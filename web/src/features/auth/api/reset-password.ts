import { api } from '../../../lib/api-client';

/** Sets a new password with the token of a recovery mail. */
export function resetPassword(token: string, password: string): Promise<{ user: { email: string } }> {
  return api().post('/auth/reset', { token, password });
}
