import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/admin/admin-page';
import { formatCount, formatDateTime } from '../../../components/admin/format';
import { AdminTable, type Column } from '../../../components/admin/table-frame';
import { serverMessage } from '../../../lib/api-client';
import { useAiRuns } from '../api/list-runs';
import type { AiRun } from '../api/types';
import { ACTION_SHORT, LANGUAGE_NAME } from '../lib/runs';
import { RunStatus } from './run-status';

/** What a run was about, under its action: `English`, `#12 → Romanian`. */
function subject(run: AiRun): string {
  const language = LANGUAGE_NAME[run.language] ?? run.language;
  if (run.source_article_id == null) return language;
  return run.action === 'translate' ? `#${String(run.source_article_id)} → ${language}` : `#${String(run.source_article_id)}`;
}

interface RecentRunsProps {
  /** Where a run opens. */
  hrefOf: (run: AiRun) => string;
  /** The run shown above, marked in the list. */
  current: number | null;
}

/** The latest runs, everyone's, newest first: each opens its run. */
export function RecentRuns({ hrefOf, current }: RecentRunsProps) {
  const runs = useAiRuns();
  if (runs.isError && !runs.data) {
    return (
      <div className="admin-empty ai-failed">
        <p>Failed to load the recent runs. {serverMessage(runs.error) ?? 'Please try again.'}</p>
        <button type="button" className="admin-button" onClick={() => void runs.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!runs.data) return <EmptyState>Loading the recent runs…</EmptyState>;
  const items = runs.data.runs;
  if (items.length === 0) return <EmptyState>Nothing was asked of AI Studio yet.</EmptyState>;
  const columns: Column[] = [
    { label: 'Run', className: 'admin-table__number' },
    'Action',
    'Status',
    'Asked by',
    'When',
    { label: 'Tokens', className: 'admin-table__number' },
  ];
  // On a phone each run becomes a card (.admin-cards, styles/admin.css).
  return (
    <div className="admin-cards">
      <AdminTable label="Recent runs" columns={columns}>
        {items.map((run) => (
          <tr key={run.id} className={run.id === current ? 'ai-runs__current' : undefined}>
            <td className="admin-table__number admin-cards__head">
              <Link className="admin-link" to={hrefOf(run)} aria-current={run.id === current ? 'true' : undefined} aria-label={`Open run #${String(run.id)}: ${ACTION_SHORT[run.action]}`}>
                #{run.id}
              </Link>
            </td>
            <td data-label="Action">
              {ACTION_SHORT[run.action]}
              <span className="admin-table__meta">{subject(run)}</span>
            </td>
            <td className="admin-table__nowrap" data-label="Status">
              <RunStatus run={run} />
            </td>
            <td className="ai-runs__who" data-label="Asked by">
              {run.requested_by}
            </td>
            <td className="admin-table__nowrap" data-label="When">
              <time dateTime={run.created_at}>{formatDateTime(run.created_at)}</time>
            </td>
            <td className="admin-table__number admin-table__nowrap" data-label="Tokens">
              {run.prompt_tokens + run.completion_tokens === 0 ? '—' : formatCount(run.prompt_tokens + run.completion_tokens)}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
