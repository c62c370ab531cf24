import { api } from '../../../lib/api-client';
import type { AutomationRule } from './types';

/** Puts a rule back on its schedule; the answer has its next run. */
export function enableRule(id: number): Promise<AutomationRule> {
  return api().post<AutomationRule>(`/admin/automation/${String(id)}/enable`, undefined);
}
