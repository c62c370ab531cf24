import { useMessages } from '../../../lib/i18n/language-context';

export interface PageNotice {
  id: number;
  tone: 'success' | 'error' | 'info';
  title: string;
  message?: string;
}

interface ArticleNoticesProps {
  notices: readonly PageNotice[];
  onDismiss: (id: number) => void;
}

/**
 * The outcome of a like, bookmark, share or comment, announced to screen readers. (Used until
 * the site's toasts are wired in; the page gives every feature the same callback.)
 */
export function ArticleNotices({ notices, onDismiss }: ArticleNoticesProps) {
  const t = useMessages().articlePage;
  return (
    <div className="article-notices" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`article-notice article-notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>
            <strong>{notice.title}</strong>
            {notice.message ? <span> {notice.message}</span> : null}
          </p>
          <button
            type="button"
            className="article-notice__close"
            aria-label={t.noticeClose}
            onClick={() => {
              onDismiss(notice.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
