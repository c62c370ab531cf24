import { api } from '../../../lib/api-client';

/** Ends the session of this refresh token on the server. */
export function signOutSession(refreshToken: string): Promise<void> {
  return api().post<undefined>('/auth/logout', { refresh_token: refreshToken });
}
