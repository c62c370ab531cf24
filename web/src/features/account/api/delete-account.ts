import { api } from '../../../lib/api-client';

/** Deletes the account and its personal data, proven by the password. */
export function deleteAccount(password: string): Promise<void> {
  return api().delete<undefined>('/auth/user', { password });
}
