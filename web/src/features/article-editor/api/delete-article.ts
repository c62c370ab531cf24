import { api } from '../../../lib/api-client';

/** Moves the article to the trash, where it can be restored for 30 days. */
export function deleteArticle(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/articles/${String(id)}`);
}
