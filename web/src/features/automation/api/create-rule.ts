import { api } from '../../../lib/api-client';
import type { AutomationRule, AutomationRuleInput } from './types';

/** Writes a new rule; the server answers 422 naming the field it refuses (`schedule: …`). */
export function createRule(input: AutomationRuleInput): Promise<AutomationRule> {
  return api().post<AutomationRule>('/admin/automation', input);
}
