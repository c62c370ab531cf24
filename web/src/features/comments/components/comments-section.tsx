import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Comment } from '../../../lib/api/types';
import { formatDate } from '../../../lib/i18n/format';
import { useLang } from '../../../lib/i18n/language-context';
import { useCommentsMessages } from '../../../lib/i18n/sections/comments';
import { commentsQueryKey, useComments } from '../api/get-comments';
import { postComment } from '../api/post-comment';
import { buildThreads } from '../lib/thread';
import { MAX_NAME, MAX_TEXT, validateComment } from '../lib/validate';

export interface CommentNotice {
  tone: 'success' | 'error' | 'info';
  title: string;
  message?: string;
}

interface CommentsSectionProps {
  articleId: number;
  /** Shows a failure to the reader (the page wires it to the site's toasts). */
  onNotify: (notice: CommentNotice) => void;
}

/** A comment this reader just wrote: shown at once, then as the server answered. */
interface OwnComment {
  key: string;
  comment: Comment;
  state: 'sending' | 'approved' | 'held';
}

let ownKeys = 0;

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return Array.from(letters).slice(0, 2).join('').toLocaleUpperCase() || '?';
}

function CommentItem({ comment, state, onReply }: { comment: Comment; state?: OwnComment['state']; onReply?: () => void }) {
  const lang = useLang();
  const t = useCommentsMessages();
  return (
    <article className={`comment${state === 'sending' ? ' comment--sending' : ''}`} aria-busy={state === 'sending' || undefined}>
      <span className="comment__avatar" aria-hidden="true">
        {initials(comment.author_name)}
      </span>
      <div className="comment__body">
        <p className="comment__meta">
          <span className="comment__author">{comment.author_name}</span>
          <time dateTime={comment.created_at}>{formatDate(comment.created_at, lang)}</time>
          {state === 'sending' ? <span className="comment__badge">{t.sending}</span> : null}
          {state === 'held' ? <span className="comment__badge comment__badge--held">{t.awaiting}</span> : null}
        </p>
        {/* Plain text, never HTML (the API's contract); CSS keeps its line breaks. */}
        <p className="comment__text">{comment.text}</p>
        {onReply ? (
          <button type="button" className="comment__reply" onClick={onReply}>
            {t.reply}
          </button>
        ) : null}
      </div>
    </article>
  );
}

interface CommentFormProps {
  articleId: number;
  parent?: Comment;
  onAdd: (own: OwnComment) => void;
  onSettle: (key: string, result: Comment | null) => void;
  onCancel?: () => void;
  onNotify: (notice: CommentNotice) => void;
}

function CommentForm({ articleId, parent, onAdd, onSettle, onCancel, onNotify }: CommentFormProps) {
  const t = useCommentsMessages();
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<'approved' | 'held' | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const draft = validateComment(text, name);
    if (!draft.ok) {
      setError(draft.error === 'empty' ? { title: t.emptyTitle, message: t.emptyMessage } : { title: t.tooLong });
      return;
    }
    setError(null);
    setDone(null);
    setSending(true);
    const key = `own-${String(++ownKeys)}`;
    onAdd({
      key,
      state: 'sending',
      comment: {
        id: -ownKeys,
        article_id: articleId,
        parent_id: parent?.id ?? null,
        author_name: draft.name ?? t.namePlaceholder,
        text: draft.text,
        status: 'approved',
        created_at: new Date().toISOString(),
      },
    });
    postComment(articleId, { text: draft.text, name: draft.name, parent_id: parent?.id ?? null }).then(
      (saved) => {
        setSending(false);
        setText('');
        setDone(saved.status === 'held' ? 'held' : 'approved');
        onSettle(key, saved);
      },
      (error: unknown) => {
        setSending(false);
        onSettle(key, null);
        // A signed-in reader whose address is not confirmed yet is told what to do.
        const message = error instanceof ApiError && error.status === 403 ? t.confirmToComment : t.failedMessage;
        setError({ title: t.failedTitle, message });
        onNotify({ tone: 'error', title: t.failedTitle, message });
      },
    );
  };

  const errorId = `${id}-error`;
  return (
    <form className={`comment-form${parent ? ' comment-form--reply' : ''}`} onSubmit={submit} noValidate>
      <h3 className="comment-form__title">{parent ? t.replyTitle(parent.author_name) : t.formTitle}</h3>
      <div className="comment-form__field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={MAX_NAME}
          placeholder={t.namePlaceholder}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </div>
      <div className="comment-form__field">
        <label htmlFor={`${id}-text`}>{t.text}</label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={parent ? 3 : 4}
          maxLength={MAX_TEXT}
          required
          aria-invalid={error !== null && text.trim() === '' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
        />
      </div>
      {error ? (
        <div id={errorId} className="comment-form__error" role="alert">
          <strong>{error.title}</strong>
          {error.message ? <span> {error.message}</span> : null}
        </div>
      ) : null}
      {done ? (
        <p className={`comment-form__done comment-form__done--${done}`} role="status">
          {done === 'held' ? t.held : t.posted}
        </p>
      ) : null}
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t.submitting : parent ? t.submitReply : t.submit}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t.cancelReply}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Spec §2 Comments: approved comments with their replies, and a form; a new comment shows at once. */
export function CommentsSection({ articleId, onNotify }: CommentsSectionProps) {
  const t = useCommentsMessages();
  const client = useQueryClient();
  const query = useComments(articleId);
  const [own, setOwn] = useState<OwnComment[]>([]);
  const [replyTo, setReplyTo] = useState<number | null>(null);

  const add = (comment: OwnComment) => {
    setOwn((list) => [...list, comment]);
  };
  const settle = (key: string, saved: Comment | null) => {
    setOwn((list) =>
      saved === null
        ? list.filter((item) => item.key !== key)
        : list.map((item) => (item.key === key ? { key, comment: saved, state: saved.status === 'held' ? 'held' : 'approved' } : item)),
    );
    if (saved?.status === 'approved') void client.invalidateQueries({ queryKey: commentsQueryKey(articleId) });
  };

  const loaded = query.data?.pages.flatMap((page) => page.items) ?? [];
  const loadedIds = new Set(loaded.map((comment) => comment.id));
  // The reader's comments not (yet) in the loaded list: sending, held, or newer than the last page.
  const pendingOwn = own.filter((item) => !loadedIds.has(item.comment.id));
  const ownByCommentId = new Map(own.map((item) => [item.comment.id, item.state]));
  const threads = buildThreads([...loaded, ...pendingOwn.map((item) => item.comment)]);
  const total = query.data?.pages[0]?.total;
  const heldOrSending = pendingOwn.filter((item) => item.state !== 'approved').length;
  const shownTotal = total === undefined ? undefined : total + pendingOwn.length - heldOrSending;

  const canReply = (comment: Comment) =>
    comment.id > 0 && comment.status === 'approved' && (ownByCommentId.get(comment.id) ?? 'approved') === 'approved';

  const formProps = { articleId, onAdd: add, onSettle: settle, onNotify };

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        {t.title}
        {shownTotal !== undefined && shownTotal > 0 ? (
          <>
            {' '}
            <span className="comments__count">· {t.count(shownTotal)}</span>
          </>
        ) : null}
      </h2>
      <CommentForm {...formProps} />
      {query.isPending ? (
        <p className="comments__status" role="status">
          {t.loading}
        </p>
      ) : query.isError ? (
        <p className="comments__status" role="alert">
          {t.loadError}{' '}
          <button type="button" className="button button--link" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        </p>
      ) : threads.length === 0 ? (
        <p className="comments__status">{t.empty}</p>
      ) : null}
      {threads.length > 0 ? (
        <ol className="comments__list" role="list">
          {threads.map(({ comment, replies }) => (
            <li key={comment.id} className="comments__thread">
              <CommentItem
                comment={comment}
                state={ownByCommentId.get(comment.id)}
                onReply={
                  canReply(comment)
                    ? () => {
                        setReplyTo(comment.id);
                      }
                    : undefined
                }
              />
              {replies.length > 0 ? (
                <ol className="comments__replies" role="list" aria-label={t.replies}>
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} state={ownByCommentId.get(reply.id)} />
                    </li>
                  ))}
                </ol>
              ) : null}
              {replyTo === comment.id ? (
                <CommentForm
                  {...formProps}
                  parent={comment}
                  onCancel={() => {
                    setReplyTo(null);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className="button comments__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t.loading : t.more}
        </button>
      ) : null}
    </section>
  );
}
