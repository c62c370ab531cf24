import { api } from '../../../lib/api-client';
import type { AutomationRule } from './types';

/** Takes a rule off its schedule (it can still be run by hand); its next run becomes null. */
export function disableRule(id: number): Promise<AutomationRule> {
  return api().post<AutomationRule>(`/admin/automation/${String(id)}/disable`, undefined);
}
