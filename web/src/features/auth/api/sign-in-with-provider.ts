import { API_PREFIX, api } from '../../../lib/api-client';
import type { Session } from '../../../lib/api/types';
import type { Lang } from '../../../lib/i18n/languages';

/** Where a "Continue with …" button sends the browser: the server, then the provider. */
export function providerSignInHref(provider: string, lang: Lang, next: string | null): string {
  const params = new URLSearchParams({ provider, lang });
  if (next) params.set('next', next);
  return `${API_PREFIX}/auth/authorize?${params.toString()}`;
}

/** The oidc grant: the single-use code the provider's answer left in the address. */
export function signInWithProvider(code: string): Promise<Session> {
  return api().post<Session>('/auth/token', { grant_type: 'oidc', code });
}
