import { api } from '../../../lib/api-client';
import type { Article, ArticleStatus, StatusChange } from '../../../lib/api/types';

/** Moves the article to `status`; `scheduled` needs its stored published_at in the future. */
export function changeStatus(id: number, status: ArticleStatus): Promise<Article> {
  const body: StatusChange = { status };
  return api().post<Article>(`/admin/articles/${String(id)}/status`, body);
}
