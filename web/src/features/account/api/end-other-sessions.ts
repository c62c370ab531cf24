import { api } from '../../../lib/api-client';
import type { Ended } from '../../../lib/api/types';

/** Signs out every session of the account but this one. */
export function endOtherSessions(): Promise<Ended> {
  return api().delete<Ended>('/auth/sessions');
}
