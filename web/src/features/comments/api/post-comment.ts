import { api } from '../../../lib/api-client';
import type { Comment, CommentRequest } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';

/**
 * Posts a comment. The browser's reader id goes with it (the server uses the account instead
 * when the reader is signed in). The answer's status says whether it shows (`approved`) or is
 * held for an editor (`held`).
 */
export function postComment(articleId: number, body: Omit<CommentRequest, 'fingerprint'>): Promise<Comment> {
  return api().post<Comment>(`/articles/${String(articleId)}/comments`, { ...body, fingerprint: readerId() });
}
