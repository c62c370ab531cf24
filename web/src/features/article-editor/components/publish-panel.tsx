import { formatDateTime } from '../../../components/admin/format';
import { articlePath } from '../../../config/paths';
import type { Article } from '../../../lib/api/types';
import type { EditorSession } from '../lib/use-editor-session';
import { Field } from './field';

function statusLine(article: Article | null): string {
  switch (article?.status ?? 'draft') {
    case 'draft':
      return 'Draft: readers do not see it.';
    case 'scheduled':
      return `Scheduled: goes live ${formatDateTime(article?.published_at)}.`;
    case 'published':
      return `Published ${formatDateTime(article?.published_at)}.`;
    case 'archived':
      return 'Archived: readers do not see it.';
    case 'rejected':
      return 'Rejected: readers do not see it.';
  }
}

interface PublishPanelProps {
  session: EditorSession;
  onRevert: () => void;
  onDelete: () => void;
}

/** The article's state and what can change it: the publish time, Schedule, Revert to draft, the trash. */
export function PublishPanel({ session, onRevert, onDelete }: PublishPanelProps) {
  const { article, form, errors, busy, conflict } = session;
  const status = article?.status ?? 'draft';
  const locked = busy !== null || conflict !== null;
  return (
    <section className="admin-card editor-card" aria-labelledby="publish-title">
      <h2 id="publish-title" className="admin-section-title">
        Publishing
      </h2>
      <p className="editor-card__line">{statusLine(article)}</p>
      <Field
        id="article-published-at"
        label={status === 'published' ? 'Published at' : 'Publish at'}
        hint={status === 'draft' ? 'Your time. Pick one in the future and Schedule, or Publish now.' : status === 'scheduled' ? 'Change the time and Update to move it.' : undefined}
        error={errors.publishedAt}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={form.publishedAt}
            onChange={(event) => {
              session.set('publishedAt', event.target.value);
            }}
          />
        )}
      </Field>
      <div className="editor-card__actions">
        {status === 'draft' ? (
          <button type="button" className="admin-button" disabled={locked} onClick={() => void session.schedule()}>
            {busy === 'Scheduling…' ? busy : 'Schedule'}
          </button>
        ) : null}
        {status !== 'draft' && article ? (
          <button type="button" className="admin-button" disabled={locked} onClick={onRevert}>
            {busy === 'Reverting…' ? busy : status === 'published' ? 'Unpublish (revert to draft)' : 'Revert to draft'}
          </button>
        ) : null}
        {status === 'published' && article ? (
          <a className="admin-button" href={articlePath(article.language, article.id, article.slug)} target="_blank" rel="noreferrer">
            View on site
          </a>
        ) : null}
      </div>
      {article ? (
        <button type="button" className="admin-button admin-button--small admin-button--danger editor-card__trash" disabled={busy !== null} onClick={onDelete}>
          Move to trash
        </button>
      ) : null}
    </section>
  );
}
