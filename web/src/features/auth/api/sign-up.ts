import { api } from '../../../lib/api-client';
import type { ApiMessage } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** Creates an account (its mails in `language`); the answer is the same for a known address. */
export function signUp(email: string, password: string, language: Lang): Promise<ApiMessage> {
  return api().post<ApiMessage>('/auth/signup', { email, password, language });
}
