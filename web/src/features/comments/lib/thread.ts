import type { Comment } from '../../../lib/api/types';

export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}

/**
 * Top-level comments with their replies (one level deep), in the order given (oldest first);
 * each comment once, by id (a reader's own comment may also arrive in a later page).
 */
export function buildThreads(comments: readonly Comment[]): CommentThread[] {
  const threads: CommentThread[] = [];
  const byId = new Map<number, CommentThread>();
  const seen = new Set<number>();
  const orphans: Comment[] = [];
  for (const comment of comments) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    if (comment.parent_id === null || comment.parent_id === undefined) {
      const thread = { comment, replies: [] };
      byId.set(comment.id, thread);
      threads.push(thread);
    } else {
      orphans.push(comment);
    }
  }
  for (const reply of orphans) byId.get(reply.parent_id ?? -1)?.replies.push(reply);
  return threads;
}
