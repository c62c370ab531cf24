import { api } from '../../../lib/api-client';
import type { OwnerProof } from '../lib/proof';
import type { ApiMessage } from '../../../lib/api/types';

/** Asks to move the account to a new address, confirmed by a link mailed there. */
export function changeEmail(proof: OwnerProof, email: string): Promise<ApiMessage> {
  return api().post<ApiMessage>('/auth/user/email', { ...proof, email });
}
