import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/api/types';

/** Exchanges a refresh token (usable once) for a new session. */
export function refreshSession(refreshToken: string): Promise<Session> {
  return api().post<Session>('/auth/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
}
