import { api } from '../../../lib/api-client';

/** A new password, proven by the current one; every other session ends. */
export function changePassword(password: string, newPassword: string): Promise<void> {
  return api().post<undefined>('/auth/user/password', { password, new_password: newPassword });
}
