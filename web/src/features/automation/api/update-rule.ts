import { api } from '../../../lib/api-client';
import type { AutomationRule, AutomationRuleInput } from './types';

/** Replaces a rule's name, schedule, action and settings; its runs stay. */
export function updateRule(id: number, input: AutomationRuleInput): Promise<AutomationRule> {
  return api().put<AutomationRule>(`/admin/automation/${String(id)}`, input);
}
