import { api } from '../../../lib/api-client';
import type { Article, TrashList } from '../../../lib/api/types';

/** The deleted articles that can still be restored, most recently deleted first. */
export function listTrash(): Promise<TrashList> {
  return api().get<TrashList>('/admin/trash');
}

export function restoreArticle(id: number): Promise<Article> {
  return api().post<Article>(`/admin/trash/${String(id)}/restore`, {});
}

/** Deletes an article of the trash for good. */
export function purgeArticle(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/trash/${String(id)}`);
}
