import { api } from '../../../lib/api-client';
import type { Session } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';

/** The otp grant: a mailed code for a session (a first one makes the account). */
export function signInWithCode(email: string, code: string): Promise<Session> {
  return api().post<Session>('/auth/token', { grant_type: 'otp', email, code, fingerprint: readerId() });
}
