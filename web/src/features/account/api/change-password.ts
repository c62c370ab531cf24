import { api } from '../../../lib/api-client';
import type { OwnerProof } from '../lib/proof';

/** A new password, proven by the current one (or a mailed code); every other session ends. */
export function changePassword(proof: OwnerProof, newPassword: string): Promise<void> {
  return api().post<undefined>('/auth/user/password', { ...proof, new_password: newPassword });
}
