import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/api/types';

export interface UserUpdate {
  display_name?: string;
  language?: 'en' | 'ro';
}

/** Changes the name or language; the answer is the updated user. */
export function updateUser(update: UserUpdate): Promise<User> {
  return api().patch<User>('/auth/user', update);
}
