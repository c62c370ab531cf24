import { api } from '../../../lib/api-client';
import type { AccountRole, UserListing } from '../../../lib/api/types';

export interface UserChange {
  disabled?: boolean;
  role?: AccountRole;
}

export function changeUser(id: string, change: UserChange): Promise<UserListing> {
  return api().patch<UserListing>(`/admin/users/${encodeURIComponent(id)}`, change);
}

/** Mails the account a password reset link. */
export async function sendPasswordReset(id: string): Promise<void> {
  await api().post<unknown>(`/admin/users/${encodeURIComponent(id)}/reset`, {});
}
