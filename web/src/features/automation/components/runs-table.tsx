import { formatDateTime } from '../../../components/admin/format';
import { AdminTable, type Column } from '../../../components/admin/table-frame';
import type { AutomationRun } from '../api/types';
import { TRIGGER_LABEL, formatDuration } from '../lib/runs';
import { RunStatus } from './run-status';

const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

/** A run's output, folded: a long list of imported items should not push the others away. */
function RunOutput({ run }: { run: AutomationRun }) {
  if (!run.output) return null;
  const lines = lineCount(run.output);
  return (
    <details className="automation-output">
      <summary>
        Output ({lines} line{lines === 1 ? '' : 's'}) <span className="visually-hidden">of run #{run.id}</span>
      </summary>
      <pre className="admin-output">{run.output}</pre>
    </details>
  );
}

/** A rule's runs, newest first: how each went, why, how long it took, and what it did. */
export function RunsTable({ runs, now }: { runs: AutomationRun[]; now: number }) {
  const columns: Column[] = [
    { label: 'Run', className: 'admin-table__number' },
    'Status',
    'Trigger',
    'Scheduled for',
    { label: 'Duration', className: 'admin-table__number' },
    'Details',
  ];
  // On a phone each run becomes a card, like the rules (.admin-cards, styles/admin.css).
  return (
    <div className="admin-cards">
    <AdminTable label="Runs" columns={columns}>
      {runs.map((run) => (
        <tr key={run.id}>
          <td className="admin-table__number admin-cards__head">#{run.id}</td>
          <td className="admin-table__nowrap" data-label="Status">
            <RunStatus run={run} now={now} />
          </td>
          <td data-label="Trigger">
            {TRIGGER_LABEL[run.trigger]}
            {run.requested_by ? <span className="admin-table__meta">by {run.requested_by}</span> : null}
          </td>
          <td className="admin-table__nowrap" data-label="Scheduled for">
            <time dateTime={run.scheduled_for}>{formatDateTime(run.scheduled_for)}</time>
          </td>
          <td className="admin-table__number admin-table__nowrap" data-label="Duration">{formatDuration(run.duration_ms)}</td>
          <td className="automation-runs__details admin-cards__wide" data-label="Details">
            {run.error ? <p className="automation-runs__error">{run.error}</p> : null}
            <RunOutput run={run} />
            {!run.error && !run.output ? <span className="admin-muted">—</span> : null}
          </td>
        </tr>
      ))}
    </AdminTable>
    </div>
  );
}
