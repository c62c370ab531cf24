import { api } from '../../../lib/api-client';
import type { ApiMessage } from '../../../lib/api/types';

/** Mails a reset link if the address has an account; the answer never says whether it has. */
export function recoverPassword(email: string): Promise<ApiMessage> {
  return api().post<ApiMessage>('/auth/recover', { email });
}
