import { useState } from 'react';
import { EmptyState } from '../../../components/admin/admin-page';
import { serverMessage } from '../../../lib/api-client';
import { useRules } from '../api/list-rules';
import type { AutomationRule } from '../api/types';
import { isRunActive, runSentence } from '../lib/runs';
import { useNow } from '../lib/use-now';
import { RulesTable } from './rules-table';
import { useRuleActions } from './use-rule-actions';

interface RulesListProps {
  hrefOf: (rule: AutomationRule) => string;
  editHrefOf: (rule: AutomationRule) => string;
}

/**
 * Every rule, read again each minute, and every second while a run is under way; Run now,
 * the switch and Delete act from each row.
 */
export function RulesList({ hrefOf, editHrefOf }: RulesListProps) {
  const rules = useRules();
  const now = useNow();
  const { dialog, working, runNow, setEnabled, remove } = useRuleActions();
  /** The rule last run from here, whose run is read out as it moves. */
  const [followed, setFollowed] = useState<number | null>(null);

  if (rules.isError && !rules.data) {
    return (
      <div className="admin-empty automation-failed">
        <p>Failed to load the rules. {serverMessage(rules.error) ?? 'Please try again.'}</p>
        <button type="button" className="admin-button" onClick={() => void rules.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!rules.data) return <EmptyState>Loading rules…</EmptyState>;
  const items = rules.data.rules;
  const run = items.find((rule) => rule.id === followed)?.last_run;
  const running = items.filter((rule) => rule.last_run && isRunActive(rule.last_run)).length;
  return (
    <>
      <p className="automation-summary" role="status">
        {run ? `${items.find((rule) => rule.id === followed)?.name ?? ''}: ${runSentence(run)}` : running > 0 ? 'A run is under way; this list updates by itself.' : ''}
      </p>
      {items.length === 0 ? (
        <EmptyState>No automation rules yet. Create the first with New rule.</EmptyState>
      ) : (
        <RulesTable
          rules={items}
          now={now}
          hrefOf={hrefOf}
          editHrefOf={editHrefOf}
          working={working}
          onToggle={(rule, enabled) => void setEnabled(rule, enabled)}
          onRun={(rule) => {
            void runNow(rule).then((queued) => {
              if (queued) setFollowed(rule.id);
            });
          }}
          onDelete={(rule) => void remove(rule)}
        />
      )}
      {dialog}
    </>
  );
}
