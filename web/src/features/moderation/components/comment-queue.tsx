import { Badge, type BadgeTone } from '../../../components/admin/badge';
import { formatDateTime } from '../../../components/admin/format';
import type { ModeratedComment } from '../../../lib/api/types';
import type { Moderation } from '../api/moderate-comment';

const TONE: Record<ModeratedComment['status'], BadgeTone> = { held: 'warn', approved: 'good', rejected: 'bad' };

interface CommentQueueProps {
  comments: ModeratedComment[];
  busy: number | null;
  onModerate: (comment: ModeratedComment, action: Moderation) => void;
  onArticle: (articleId: number) => void;
}

/** Comments as cards: what was written, by whom and where, and the decisions left to take. */
export function CommentQueue({ comments, busy, onModerate, onArticle }: CommentQueueProps) {
  return (
    <ul className="admin-comments">
      {comments.map((comment) => (
        <li key={comment.id} className="admin-card admin-comment" aria-busy={busy === comment.id}>
          <div className="admin-comment__head">
            <strong>{comment.author_name}</strong>
            <Badge tone={TONE[comment.status]}>{comment.status}</Badge>
            <span className="admin-muted">{formatDateTime(comment.created_at)}</span>
            <button
              type="button"
              className="admin-link"
              onClick={() => {
                onArticle(comment.article_id);
              }}
            >
              Article #{comment.article_id}
            </button>
            {comment.parent_id ? <span className="admin-muted">reply to #{comment.parent_id}</span> : null}
          </div>
          {/* Plain text as written: React escapes it. */}
          <p className="admin-comment__text">{comment.text}</p>
          <div className="admin-comment__foot">
            <span className="admin-muted">
              {comment.user_id ? 'Signed-in reader' : 'Anonymous reader'}
              {comment.ip_address ? ` · ${comment.ip_address}` : ''}
              {comment.moderated_by ? ` · last decided by ${comment.moderated_by}` : ''}
            </span>
            <span className="admin-comment__actions">
              {comment.status !== 'approved' ? (
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--primary"
                  disabled={busy !== null}
                  onClick={() => {
                    onModerate(comment, 'approve');
                  }}
                >
                  Approve
                </button>
              ) : null}
              {comment.status !== 'rejected' ? (
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  disabled={busy !== null}
                  onClick={() => {
                    onModerate(comment, 'reject');
                  }}
                >
                  Reject
                </button>
              ) : null}
              <button
                type="button"
                className="admin-button admin-button--small admin-button--danger"
                disabled={busy !== null}
                onClick={() => {
                  onModerate(comment, 'delete');
                }}
              >
                Delete
              </button>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
