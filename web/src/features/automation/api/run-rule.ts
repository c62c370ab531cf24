import { api } from '../../../lib/api-client';
import type { AutomationRun } from './types';

/**
 * Runs a rule now, whether it is enabled or not. The server answers at once (202) with the run,
 * queued; a worker takes it within a second or so: follow it in the rule's runs.
 */
export function runRule(id: number): Promise<AutomationRun> {
  return api().post<AutomationRun>(`/admin/automation/${String(id)}/run`, undefined);
}
