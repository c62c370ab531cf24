import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';

/**
 * The password grant. The anonymous reader id goes along, so that the likes, bookmarks and
 * views of this browser move to the account.
 */
export function signInWithPassword(email: string, password: string): Promise<Session> {
  return api().post<Session>('/auth/token', { grant_type: 'password', email, password, fingerprint: readerId() });
}
