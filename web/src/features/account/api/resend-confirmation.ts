import { api } from '../../../lib/api-client';
import type { ApiMessage } from '../../../lib/api/types';

/** Mails the signed-in account's confirmation link again. */
export function resendConfirmation(): Promise<ApiMessage> {
  return api().post<ApiMessage>('/auth/resend', {});
}
