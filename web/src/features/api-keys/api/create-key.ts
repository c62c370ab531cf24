import { api } from '../../../lib/api-client';
import type { ApiKeyScope, CreatedApiKey } from '../../../lib/api/types';

export interface NewApiKey {
  name: string;
  scope: ApiKeyScope;
  /** A lifetime like 90d; none never expires. */
  expiresIn: string | null;
}

export function createApiKey({ name, scope, expiresIn }: NewApiKey): Promise<CreatedApiKey> {
  return api().post<CreatedApiKey>('/admin/api-keys', { name, scope, expires_in: expiresIn });
}
