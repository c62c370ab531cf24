import { api } from '../../../lib/api-client';
import type { AccountExport } from '../../../lib/api/types';

/** Everything the server keeps about the account. */
export function exportAccount(): Promise<AccountExport> {
  return api().get<AccountExport>('/auth/user/export');
}
