import { api } from '../../../lib/api-client';
import type { AdminStatus } from '../../../lib/api/types';

/** Whether the signed-in user is staff, and what its session still needs for the admin area. */
export function getAdminStatus(): Promise<AdminStatus> {
  return api().get<AdminStatus>('/auth/admin');
}
