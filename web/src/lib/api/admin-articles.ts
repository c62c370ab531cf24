/**
 * The admin article endpoints both the article list (its bulk actions) and the editor call:
 * they live here because features do not import each other.
 */
import { api } from '../api-client';
import type { Article, ArticleStatus, StatusChange } from './types';

/** Moves the article to `status`; `scheduled` needs its stored published_at in the future. */
export function changeArticleStatus(id: number, status: ArticleStatus): Promise<Article> {
  const body: StatusChange = { status };
  return api().post<Article>(`/admin/articles/${String(id)}/status`, body);
}

/** Moves the article to the trash, where it can be restored for 30 days. */
export function deleteArticle(id: number): Promise<void> {
  return api().delete<undefined>(`/admin/articles/${String(id)}`);
}
