import { api } from '../../../lib/api-client';
import type { ApiMessage } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** Mails a six-digit sign-in code and link; the answer never says whether the address has an account. */
export function requestSignInCode(email: string, language: Lang): Promise<ApiMessage> {
  return api().post<ApiMessage>('/auth/otp', { email, language });
}
