import { api } from '../../../lib/api-client';
import type { Challenge } from '../../../lib/api/types';

/** Opens a five-minute challenge of a verified factor for this session. */
export function challengeFactor(factorId: string): Promise<Challenge> {
  return api().post<Challenge>(`/auth/factors/${encodeURIComponent(factorId)}/challenge`, {});
}
