import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/use-confirm';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { deleteRule } from '../api/delete-rule';
import { disableRule } from '../api/disable-rule';
import { enableRule } from '../api/enable-rule';
import { ruleQueryOptions } from '../api/get-rule';
import { rulesQueryOptions } from '../api/list-rules';
import { runsQueryOptions } from '../api/list-runs';
import { runRule } from '../api/run-rule';
import type { AutomationRule, AutomationRun } from '../api/types';

/** What is being done to which rule, while the server answers. */
export interface RuleWork {
  id: number;
  what: 'run' | 'toggle' | 'delete';
}

/**
 * Run now, Enable/Disable and Delete (after asking), as the list and a rule's own view both
 * offer them: each says how it went in a toast and puts the server's answer in the query cache,
 * so that a queued run is polled at once. `dialog` is the question, to render.
 */
export function useRuleActions() {
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const [working, setWorking] = useState<RuleWork | null>(null);

  /** `id` as `change` makes it, in the list and in its own entry. */
  function update(id: number, change: (rule: AutomationRule) => AutomationRule) {
    client.setQueryData(ruleQueryOptions(id).queryKey, (rule) => rule && change(rule));
    client.setQueryData(rulesQueryOptions().queryKey, (list) => list && { rules: list.rules.map((rule) => (rule.id === id ? change(rule) : rule)) });
  }

  /** Queues a run of the rule; resolves to it, or null when the server refused. */
  async function runNow(rule: AutomationRule): Promise<AutomationRun | null> {
    setWorking({ id: rule.id, what: 'run' });
    try {
      const run = await runRule(rule.id);
      client.setQueryData(runsQueryOptions(rule.id).queryKey, (list) => ({ runs: [run, ...(list?.runs ?? []).filter((item) => item.id !== run.id)] }));
      update(rule.id, (current) => ({ ...current, last_run: run }));
      toast({ title: 'Run queued', description: `“${rule.name}” starts in a moment.` });
      return run;
    } catch (error) {
      toast({ title: 'The rule could not be run', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return null;
    } finally {
      setWorking(null);
    }
  }

  async function setEnabled(rule: AutomationRule, enabled: boolean): Promise<void> {
    setWorking({ id: rule.id, what: 'toggle' });
    try {
      const changed = await (enabled ? enableRule(rule.id) : disableRule(rule.id));
      update(rule.id, () => changed);
      toast({ title: enabled ? 'Rule enabled' : 'Rule disabled', description: enabled ? `“${rule.name}” runs on its schedule again.` : `“${rule.name}” no longer runs on its schedule.` });
    } catch (error) {
      toast({
        title: enabled ? 'The rule could not be enabled' : 'The rule could not be disabled',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setWorking(null);
    }
  }

  /** Deletes the rule once the admin says so; resolves to whether it is gone. */
  async function remove(rule: AutomationRule): Promise<boolean> {
    const ok = await confirm({
      title: `Delete “${rule.name}”?`,
      message: 'The rule and the history of its runs are deleted for good. To stop it for a while, disable it instead.',
      confirm: 'Delete',
      destructive: true,
    });
    if (!ok) return false;
    setWorking({ id: rule.id, what: 'delete' });
    try {
      await deleteRule(rule.id);
      client.setQueryData(rulesQueryOptions().queryKey, (list) => list && { rules: list.rules.filter((item) => item.id !== rule.id) });
      toast({ title: 'Rule deleted', description: rule.name });
      return true;
    } catch (error) {
      toast({ title: 'Delete Failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return false;
    } finally {
      setWorking(null);
    }
  }

  return { dialog, working, runNow, setEnabled, remove };
}
