import { api } from '../../../lib/api-client';
import type { Enrolment } from '../../../lib/api/types';

/** Starts enrolling an authenticator app: its secret and QR code, shown this once. */
export function enrolFactor(friendlyName: string): Promise<Enrolment> {
  return api().post<Enrolment>('/auth/factors', friendlyName ? { friendly_name: friendlyName } : {});
}
