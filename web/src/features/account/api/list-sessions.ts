import { api } from '../../../lib/api-client';
import type { SessionList } from '../../../lib/api/types';

/** The account's live sessions, most recently used first. */
export function listSessions(): Promise<SessionList> {
  return api().get<SessionList>('/auth/sessions');
}
