import { api } from '../../../lib/api-client';
import type { OwnerProof } from '../lib/proof';

/** Deletes the account and its personal data, proven by the password (or a mailed code). */
export function deleteAccount(proof: OwnerProof): Promise<void> {
  return api().delete<undefined>('/auth/user', proof);
}
