import { api } from '../../../lib/api-client';

/** Signs out one session of the account. */
export function endSession(sessionId: string): Promise<void> {
  return api().delete<undefined>(`/auth/sessions/${encodeURIComponent(sessionId)}`);
}
