import { api } from '../../../lib/api-client';
import type { ApiMessage } from '../../../lib/api/types';

/** Asks to move the account to a new address, confirmed by a link mailed there. */
export function changeEmail(password: string, email: string): Promise<ApiMessage> {
  return api().post<ApiMessage>('/auth/user/email', { password, email });
}
