import { api } from '../../../lib/api-client';
import type { Verification } from '../../../lib/api/types';

/**
 * Activates a new factor with its first code (no challenge), or answers a challenge with a code
 * or a recovery code. Either way the answer is a session raised to aal2.
 */
export function verifyFactor(factorId: string, code: string, challengeId?: string): Promise<Verification> {
  return api().post<Verification>(`/auth/factors/${encodeURIComponent(factorId)}/verify`, {
    code,
    ...(challengeId ? { challenge_id: challengeId } : {}),
  });
}
