import { api } from '../../../lib/api-client';

/**
 * An editor has read an AI Studio draft and vouches for it: it may be published (204). A 409
 * when the article is no AI Studio draft waiting for review (another editor marked it already).
 */
export function reviewArticle(id: number): Promise<void> {
  return api().post<undefined>(`/admin/articles/${String(id)}/review`, undefined);
}
