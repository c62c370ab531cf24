import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import { ruleQueryOptions, useRule } from '../api/get-rule';
import { rulesQueryOptions } from '../api/list-rules';
import { useRuns } from '../api/list-runs';
import type { AutomationRule } from '../api/types';
import { actionLabel, settingsSummary } from '../lib/actions';
import { isRunActive, runSentence } from '../lib/runs';
import { formatLocal, relativeTime } from '../lib/schedule';
import { useNow } from '../lib/use-now';
import { RunsTable } from './runs-table';
import { useRuleActions } from './use-rule-actions';

interface RuleDetailProps {
  id: number;
  editHref: string;
  /** After the rule was deleted. */
  onDeleted: () => void;
}

function NextRunText({ rule, now }: { rule: AutomationRule; now: number }) {
  if (!rule.next_run_at) return <>{rule.enabled ? 'Not scheduled' : 'None: the rule is disabled'}</>;
  return (
    <>
      <time dateTime={rule.next_run_at}>{formatLocal(rule.next_run_at)}</time> ({relativeTime(rule.next_run_at, now)}, your time)
    </>
  );
}

/** One rule: what it does and when, Run now, Edit, Enable or Disable, Delete, and its runs. */
export function RuleDetail({ id, editHref, onDeleted }: RuleDetailProps) {
  const client = useQueryClient();
  const query = useRule(id);
  const runs = useRuns(id);
  const now = useNow();
  const { dialog, working, runNow, setEnabled, remove } = useRuleActions();
  /** The run started here, read out as it moves. */
  const [followed, setFollowed] = useState<number | null>(null);
  const items = runs.data?.runs ?? [];
  const run = items.find((item) => item.id === followed) ?? null;
  const ended = run !== null && !isRunActive(run);

  // The run ended: the rule's last run (and the list's) changed.
  useEffect(() => {
    if (!ended) return;
    void client.invalidateQueries({ queryKey: ruleQueryOptions(id).queryKey });
    void client.invalidateQueries({ queryKey: rulesQueryOptions().queryKey });
  }, [ended, id, client]);

  const rule = query.data;
  if (query.isError && !rule) {
    return <EmptyState>{isNotFound(query.error) ? 'There is no such rule.' : `Failed to load the rule. ${serverMessage(query.error) ?? 'Please try again.'}`}</EmptyState>;
  }
  if (!rule) return <EmptyState>Loading the rule…</EmptyState>;

  const summary = settingsSummary(rule);
  const busy = working !== null;
  return (
    <>
      <article className="admin-card automation-rule" aria-labelledby="rule-title">
        <header className="automation-rule__header">
          <h2 id="rule-title" className="admin-section-title">
            {rule.name}
          </h2>
          <Badge tone={rule.enabled ? 'good' : 'neutral'}>{rule.enabled ? 'enabled' : 'disabled'}</Badge>
        </header>
        <dl className="automation-facts">
          <div>
            <dt>Action</dt>
            <dd>
              {actionLabel(rule.action)}
              {summary ? <span className="automation-facts__meta">{summary}</span> : null}
            </dd>
          </div>
          <div>
            <dt>Schedule</dt>
            <dd>
              {rule.description}
              <span className="automation-facts__meta">
                <code>{rule.schedule}</code> · {rule.time_zone}
              </span>
            </dd>
          </div>
          <div>
            <dt>Next run</dt>
            <dd>
              <NextRunText rule={rule} now={now} />
            </dd>
          </div>
          <div>
            <dt>Timeout</dt>
            <dd>{rule.timeout_seconds.toLocaleString('en')} seconds</dd>
          </div>
          <div>
            <dt>Changed</dt>
            <dd>{formatDateTime(rule.updated_at)}</dd>
          </div>
        </dl>
        <div className="automation-rule__actions">
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy}
            onClick={() => {
              void runNow(rule).then((queued) => {
                if (queued) setFollowed(queued.id);
              });
            }}
          >
            {working?.what === 'run' ? 'Starting…' : 'Run now'}
          </button>
          <Link className="admin-button" to={editHref}>
            Edit
          </Link>
          <button type="button" className="admin-button" disabled={busy} onClick={() => void setEnabled(rule, !rule.enabled)}>
            {rule.enabled ? 'Disable' : 'Enable'}
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={busy}
            onClick={() => {
              void remove(rule).then((gone) => {
                if (gone) onDeleted();
              });
            }}
          >
            Delete
          </button>
        </div>
        <p className="automation-rule__status" role="status">
          {run ? runSentence(run) : ''}
        </p>
      </article>
      <h2 className="admin-section-title">Runs</h2>
      {runs.isError && !runs.data ? (
        <EmptyState>Failed to load the runs. {serverMessage(runs.error) ?? 'Please try again.'}</EmptyState>
      ) : !runs.data ? (
        <EmptyState>Loading runs…</EmptyState>
      ) : items.length === 0 ? (
        <EmptyState>No runs yet. Run now starts one.</EmptyState>
      ) : (
        <RunsTable runs={items} now={now} />
      )}
      {dialog}
    </>
  );
}
