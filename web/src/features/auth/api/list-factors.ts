import { api } from '../../../lib/api-client';
import type { FactorList } from '../../../lib/api/types';

/** The signed-in user's second factors (never their secrets) and the recovery codes left. */
export function listFactors(): Promise<FactorList> {
  return api().get<FactorList>('/auth/factors');
}
