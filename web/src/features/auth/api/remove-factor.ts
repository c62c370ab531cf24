import { api } from '../../../lib/api-client';

/** Removes a factor (a verified one only from an aal2 session). */
export function removeFactor(factorId: string): Promise<void> {
  return api().delete<undefined>(`/auth/factors/${encodeURIComponent(factorId)}`);
}
