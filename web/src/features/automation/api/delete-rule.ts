import { api } from '../../../lib/api-client';

/** Deletes a rule and its run history. */
export function deleteRule(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/automation/${String(id)}`);
}
