import { api } from '../../../lib/api-client';
import type { ModeratedCommentPage } from '../../../lib/api/types';

export type ModerationStatus = 'held' | 'approved' | 'rejected' | 'all';

export const COMMENTS_PER_PAGE = 20;

/** Comments of a status (the held queue by default), newest first, optionally of one article. */
export function listModeratedComments(status: ModerationStatus, articleId: number | null, page: number): Promise<ModeratedCommentPage> {
  return api().get<ModeratedCommentPage>('/admin/comments', {
    query: { status, article_id: articleId ?? undefined, limit: COMMENTS_PER_PAGE, offset: (page - 1) * COMMENTS_PER_PAGE },
  });
}
