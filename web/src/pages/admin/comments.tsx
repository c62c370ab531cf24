import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage, EmptyState } from '../../components/admin/admin-page';
import { useConfirm } from '../../components/admin/use-confirm';
import { Pager } from '../../components/admin/pager';
import { COMMENTS_PER_PAGE, listModeratedComments, type ModerationStatus } from '../../features/moderation/api/list-comments';
import { moderateComment, type Moderation } from '../../features/moderation/api/moderate-comment';
import { CommentQueue } from '../../features/moderation/components/comment-queue';
import { serverMessage } from '../../lib/api-client';
import type { ModeratedComment } from '../../lib/api/types';
import { toast } from '../../lib/toast';

const TABS: [ModerationStatus, string][] = [
  ['held', 'Waiting'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['all', 'All'],
];

const DONE: Record<Moderation, string> = { approve: 'Comment approved', reject: 'Comment rejected', delete: 'Comment deleted' };

/** `/admin/comments`: the moderation queue, held comments first. */
export function CommentsPage() {
  const [params, setParams] = useSearchParams();
  const status = (TABS.find(([value]) => value === params.get('status'))?.[0] ?? 'held');
  const articleId = Number(params.get('article')) || null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [dialog, confirm] = useConfirm();
  const comments = useQuery({
    queryKey: ['admin', 'comments', status, articleId, page],
    queryFn: () => listModeratedComments(status, articleId, page),
    placeholderData: keepPreviousData,
  });

  const show = (next: { status?: ModerationStatus; article?: number | null; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextArticle = next.article === undefined ? articleId : next.article;
    if (nextStatus !== 'held') query.set('status', nextStatus);
    if (nextArticle) query.set('article', String(nextArticle));
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  async function moderate(comment: ModeratedComment, action: Moderation) {
    if (action === 'delete') {
      const ok = await confirm({
        title: 'Delete this comment?',
        message: 'It is removed for good, with its replies.',
        confirm: 'Delete',
        destructive: true,
      });
      if (!ok) return;
    }
    setBusy(comment.id);
    try {
      await moderateComment(comment.id, action);
      toast({ title: DONE[action] });
    } catch (error) {
      toast({ title: 'The comment could not be changed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
    await client.invalidateQueries({ queryKey: ['admin', 'comments'] });
  }

  const data = comments.data;
  return (
    <AdminPage title="Comments" description="Held comments wait here until an editor approves them; approved ones show on the site.">
      <div className="admin-tabs" role="group" aria-label="Which comments">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="admin-tab"
            aria-pressed={status === value}
            onClick={() => {
              show({ status: value, page: 1 });
            }}
          >
            {label}
          </button>
        ))}
        {articleId ? (
          <button
            type="button"
            className="admin-tab admin-tab--filter"
            onClick={() => {
              show({ article: null, page: 1 });
            }}
          >
            Article #{articleId} ✕<span className="visually-hidden"> (show every article)</span>
          </button>
        ) : null}
      </div>
      {comments.isError ? (
        <EmptyState>Failed to load comments. {serverMessage(comments.error) ?? 'Please try again.'}</EmptyState>
      ) : !data ? (
        <EmptyState>Loading comments…</EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState>{status === 'held' ? 'No comments are waiting for moderation.' : 'No comments here.'}</EmptyState>
      ) : (
        <>
          <CommentQueue
            comments={data.items}
            busy={busy}
            onModerate={(comment, action) => void moderate(comment, action)}
            onArticle={(id) => {
              show({ article: id, page: 1 });
            }}
          />
          <Pager
            page={page}
            total={data.total}
            perPage={COMMENTS_PER_PAGE}
            onPage={(next) => {
              show({ page: next });
            }}
          />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
