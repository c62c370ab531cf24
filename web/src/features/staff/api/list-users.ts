import { api } from '../../../lib/api-client';
import type { UserList } from '../../../lib/api/types';

export const USERS_PER_PAGE = 25;

/** Accounts, oldest first; `search` matches part of an address or display name. */
export function listUsers(search: string, page: number): Promise<UserList> {
  return api().get<UserList>('/admin/users', {
    query: { q: search.trim() || undefined, limit: USERS_PER_PAGE, offset: (page - 1) * USERS_PER_PAGE },
  });
}
