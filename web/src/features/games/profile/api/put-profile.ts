import { api } from '../../../../lib/api-client';
import type { PlayerProfile } from '../lib/profile';

/**
 * Sends this browser's profile; the server merges it with the account's copy (the same rules as
 * lib/profile.ts, so sending twice changes nothing) and answers the merged profile.
 */
export function putProfile(profile: PlayerProfile): Promise<unknown> {
  return api().put<unknown>('/games/profile', profile);
}
