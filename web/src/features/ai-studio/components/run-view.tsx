import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/admin/admin-page';
import { formatDateTime } from '../../../components/admin/format';
import { isNotFound, serverMessage } from '../../../lib/api-client';
import { ACTION_LABEL, LANGUAGE_NAME, isRunActive, runSentence, tokenLine } from '../lib/runs';
import { RunAnswer } from './run-answer';
import { RunResult } from './run-result';
import { RunStatus } from './run-status';
import { useFollowedRun } from './use-followed-run';

interface RunViewProps {
  id: number;
  /** The editor of an article. */
  editorHref: (articleId: number) => string;
}

/**
 * One run, followed while it is under way: its status (read out when it changes), the answer
 * as it streams in, then what it gave (a draft to open, suggestions or a summary to copy) or why
 * it failed, with the model and the tokens it took.
 */
export function RunView({ id, editorHref }: RunViewProps) {
  const { query, live, trouble } = useFollowedRun(id);
  const run = query.data;
  // Opened (from the form or the list): the keyboard and the screen reader start at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = run !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (query.isError && !run) {
    return <EmptyState>{isNotFound(query.error) ? `There is no run #${String(id)}.` : `Failed to load the run. ${serverMessage(query.error) ?? 'Please try again.'}`}</EmptyState>;
  }
  if (!run) return <EmptyState>Loading the run…</EmptyState>;

  const active = isRunActive(run);
  const finished = !active;
  const writesText = run.action === 'draft' || run.action === 'summarize';
  return (
    <article className="admin-card ai-run" aria-labelledby="ai-run-title" aria-busy={active}>
      <header className="ai-run__header">
        <h2 id="ai-run-title" ref={heading} className="admin-section-title" tabIndex={-1}>
          {ACTION_LABEL[run.action]}
        </h2>
        <span className="ai-run__badge">
          <RunStatus run={run} />
        </span>
      </header>
      <p className="ai-run__status" role="status" aria-live="polite">
        {runSentence(run)}
      </p>
      <dl className="ai-run__facts">
        <div>
          <dt>Run</dt>
          <dd>#{run.id}</dd>
        </div>
        {run.source_article_id == null ? null : (
          <div>
            <dt>Article</dt>
            <dd>
              <Link className="admin-link" to={editorHref(run.source_article_id)}>
                #{run.source_article_id}
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt>Language</dt>
          <dd>{LANGUAGE_NAME[run.language] ?? run.language}</dd>
        </div>
        {writesText ? (
          <div>
            <dt>Tone</dt>
            <dd className="ai-run__tone">{run.tone}</dd>
          </div>
        ) : null}
        <div>
          <dt>Asked by</dt>
          <dd>
            {run.requested_by}
            <span className="ai-run__meta">
              <time dateTime={run.created_at}>{formatDateTime(run.created_at)}</time>
            </span>
          </dd>
        </div>
        {finished ? (
          <>
            <div>
              <dt>Model</dt>
              <dd>
                {run.model ?? '—'}
                {run.prompt_version == null ? null : <span className="ai-run__meta">prompt version {run.prompt_version}</span>}
              </dd>
            </div>
            <div>
              <dt>Tokens</dt>
              <dd>{tokenLine(run)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {trouble ? <p className="admin-error">{trouble}</p> : null}
      {active && live === 'polling' ? <p className="admin-hint">The live stream was interrupted: the run is read again every second.</p> : null}
      {run.status === 'failed' ? (
        <div className="ai-failure">
          <h3 className="ai-answer__title">Why it failed</h3>
          <p className="ai-failure__error">{run.error ?? 'No reason was given.'}</p>
        </div>
      ) : null}
      {run.status === 'succeeded' ? <RunResult run={run} editorHref={editorHref} /> : null}
      {run.status === 'succeeded' && (run.action === 'suggest' || run.action === 'summarize') ? null : (
        <RunAnswer run={run} title={active ? 'The answer, as it comes' : run.status === 'succeeded' ? 'What was written' : 'What the provider answered'} />
      )}
    </article>
  );
}
