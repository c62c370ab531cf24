import { api } from '../../../lib/api-client';
import type { ProviderList } from '../../../lib/api/types';

/** The OpenID Connect providers the server offers (none unless configured). */
export function listProviders(): Promise<ProviderList> {
  return api().get<ProviderList>('/auth/providers');
}
