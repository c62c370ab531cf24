import { api } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/api/types';

export function revokeApiKey(id: string): Promise<ApiKey> {
  return api().delete<ApiKey>(`/admin/api-keys/${encodeURIComponent(id)}`);
}
