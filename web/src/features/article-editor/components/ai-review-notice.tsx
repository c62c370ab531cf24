import { useState } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { reviewArticle } from '../api/review-article';
import { AI_UNREVIEWED, needsReview } from '../lib/ai-review';
import type { EditorSession } from '../lib/use-editor-session';

interface AiReviewNoticeProps {
  session: EditorSession;
  /** The draft was marked reviewed: it may be published now. */
  onReviewed: () => void;
}

/**
 * At the top of an AI Studio draft: it must be read and marked reviewed before it can be
 * published or scheduled (the server refuses until then, with the sentence shown here). Mark as
 * reviewed tells the server; the notice then goes. The server does not say whether a draft was
 * reviewed already: a 409 to Mark as reviewed means it was, and the notice goes too.
 */
export function AiReviewNotice({ session, onReviewed }: AiReviewNoticeProps) {
  const { article, refusal, busy } = session;
  /** Marked reviewed here (or found to need no review). */
  const [reviewed, setReviewed] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refused = refusal === AI_UNREVIEWED;
  if (!article || !(refused || (!reviewed && needsReview(article, null)))) return null;

  const done = () => {
    setReviewed(true);
    session.clearRefusal();
    onReviewed();
  };

  async function markReviewed(id: number) {
    setWorking(true);
    setFailure(null);
    try {
      await reviewArticle(id);
      toast({ title: 'Marked as reviewed', description: 'You can publish it now.' });
      done();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone marked it already, or it is no AI Studio draft: nothing stands in the way.
        toast({ title: 'Nothing to review', description: error.message });
        done();
      } else {
        setFailure(serverMessage(error) ?? 'The server could not be reached. Please try again.');
      }
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className={`editor-ai-notice ${refused ? 'editor-ai-notice--refused' : ''}`} aria-label="AI Studio draft">
      <div className="editor-ai-notice__text">
        <p>
          <strong>Written by AI Studio:</strong> read it carefully, then mark it reviewed; it cannot be published before.
        </p>
        {refused ? (
          <p className="editor-ai-notice__refusal">{refusal}</p>
        ) : null}
        {failure ? (
          <p className="admin-error" role="alert">
            Not marked as reviewed: {failure}
          </p>
        ) : null}
      </div>
      <button type="button" className="admin-button admin-button--primary" disabled={working || busy !== null} onClick={() => void markReviewed(article.id)}>
        {working ? 'Marking…' : 'Mark as reviewed'}
      </button>
    </section>
  );
}
