import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/admin/format';
import { AdminTable, type Column } from '../../../components/admin/table-frame';
import type { AutomationRule } from '../api/types';
import { actionLabel, settingsSummary } from '../lib/actions';
import { relativeTime } from '../lib/schedule';
import { EnabledSwitch } from './enabled-switch';
import { RunStatus } from './run-status';
import type { RuleWork } from './use-rule-actions';

interface RulesTableProps {
  rules: AutomationRule[];
  /** What relative times count from. */
  now: number;
  /** A rule's own view (its runs), and its edit form. */
  hrefOf: (rule: AutomationRule) => string;
  editHrefOf: (rule: AutomationRule) => string;
  /** The rule being acted on: its controls wait. */
  working: RuleWork | null;
  onToggle: (rule: AutomationRule, enabled: boolean) => void;
  onRun: (rule: AutomationRule) => void;
  onDelete: (rule: AutomationRule) => void;
}

/** When the next scheduled run is: local time and how far off, or why there is none. */
function NextRun({ rule, now }: { rule: AutomationRule; now: number }) {
  if (!rule.next_run_at) {
    return (
      <>
        —<span className="admin-table__meta">{rule.enabled ? 'not scheduled' : 'disabled'}</span>
      </>
    );
  }
  return (
    <>
      <time dateTime={rule.next_run_at}>{formatDateTime(rule.next_run_at)}</time>
      <span className="admin-table__meta">{relativeTime(rule.next_run_at, now)}</span>
    </>
  );
}

/** The rules: what each does, when, whether it is on, and how its last run went. */
export function RulesTable({ rules, now, hrefOf, editHrefOf, working, onToggle, onRun, onDelete }: RulesTableProps) {
  const columns: Column[] = ['Name', 'Action', 'Schedule', 'Next run', 'Enabled', 'Last run', 'Actions'];
  // On a phone each rule becomes a card, its cells named by their data-label (.admin-cards, styles/admin.css).
  return (
    <div className="admin-cards">
    <AdminTable label="Automation rules" columns={columns}>
      {rules.map((rule) => {
        const summary = settingsSummary(rule);
        const busy = working?.id === rule.id;
        return (
          <tr key={rule.id}>
            <td className="admin-table__title automation-table__name admin-cards__head">
              <Link to={hrefOf(rule)}>{rule.name}</Link>
            </td>
            <td className="automation-table__action" data-label="Action">
              {actionLabel(rule.action)}
              {summary ? <span className="admin-table__meta automation-table__settings">{summary}</span> : null}
            </td>
            <td className="automation-table__schedule" data-label="Schedule">
              {rule.description}
              <span className="admin-table__meta">
                <code>{rule.schedule}</code> · {rule.time_zone}
              </span>
            </td>
            <td className="admin-table__nowrap" data-label="Next run">
              <NextRun rule={rule} now={now} />
            </td>
            <td data-label="Enabled">
              <EnabledSwitch
                rule={rule}
                disabled={busy}
                onChange={(enabled) => {
                  onToggle(rule, enabled);
                }}
              />
            </td>
            <td className="admin-table__nowrap" data-label="Last run">
              {rule.last_run ? <RunStatus run={rule.last_run} now={now} relative={false} /> : <span className="admin-muted">never run</span>}
            </td>
            <td className="admin-table__actions admin-cards__wide">
              <div className="automation-row-actions">
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  disabled={busy}
                  onClick={() => {
                    onRun(rule);
                  }}
                >
                  {working?.id === rule.id && working.what === 'run' ? 'Starting…' : 'Run now'}{' '}
                  <span className="visually-hidden">“{rule.name}”</span>
                </button>
                <Link className="admin-button admin-button--small" to={editHrefOf(rule)}>
                  Edit <span className="visually-hidden">“{rule.name}”</span>
                </Link>
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--danger"
                  disabled={busy}
                  onClick={() => {
                    onDelete(rule);
                  }}
                >
                  Delete <span className="visually-hidden">“{rule.name}”</span>
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
    </div>
  );
}
