import { api } from '../../../lib/api-client';
import type { ApiKeyList } from '../../../lib/api/types';

/** Every key, newest first, revoked and expired ones included. */
export function listApiKeys(): Promise<ApiKeyList> {
  return api().get<ApiKeyList>('/admin/api-keys');
}
