/** The automation API as the tests meet it: fetch replaced, rules, runs and previews made up. */
import type { AutomationRule, AutomationRun, SchedulePreview } from '../api/types';

export { mockFetch, respond } from '../../../testing/api-mock';
export { polyfillDialog } from '../../../testing/dialog';

export function automationRun(id: number, overrides: Partial<AutomationRun> = {}): AutomationRun {
  return {
    id,
    rule_id: 1,
    trigger: 'schedule',
    scheduled_for: '2026-11-26T04:00:00Z',
    status: 'succeeded',
    started_at: '2026-11-26T04:00:00.2Z',
    finished_at: '2026-11-26T04:00:01.4Z',
    duration_ms: 1200,
    output: 'published 2 articles',
    error: null,
    requested_by: null,
    ...overrides,
  };
}

export function automationRule(id: number, overrides: Partial<AutomationRule> = {}): AutomationRule {
  return {
    id,
    name: `Rule ${String(id)}`,
    schedule: '* * * * *',
    time_zone: 'Europe/Bucharest',
    action: 'publish_scheduled',
    settings: {},
    enabled: true,
    timeout_seconds: 600,
    description: 'every minute',
    next_run_at: '2999-01-01T00:00:00Z',
    last_run: null,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

/** The three rules a new install starts with. */
export function defaultRules(): AutomationRule[] {
  return [
    automationRule(1, { name: 'Publish scheduled content', last_run: automationRun(40, { rule_id: 1 }) }),
    automationRule(2, {
      name: 'Recompute trending',
      action: 'recompute_trending',
      schedule: '*/10 * * * *',
      description: 'every 10 minutes',
      last_run: automationRun(41, { rule_id: 2, status: 'failed', error: 'the database was busy', output: null }),
    }),
    automationRule(3, {
      name: 'Daily backup',
      action: 'backup',
      schedule: '0 3 * * *',
      settings: { kind: 'comprehensive' },
      description: 'every day at 03:00 Bucharest time',
      enabled: false,
      next_run_at: null,
    }),
  ];
}

/** Five runs a day apart from the given first one. */
export function schedulePreview(description: string, first = '2026-11-27T04:00:00Z'): SchedulePreview {
  const start = new Date(first).getTime();
  return { description, next_runs: [0, 1, 2, 3, 4].map((day) => new Date(start + day * 86_400_000).toISOString()) };
}
