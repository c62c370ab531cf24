import { api } from '../../../lib/api-client';
import type { Article, ArticleStatus } from '../../../lib/api/types';

/** Moves an article to another status (the bulk actions publish, archive or reject). */
export function changeArticleStatus(id: number, status: ArticleStatus): Promise<Article> {
  return api().post<Article>(`/admin/articles/${String(id)}/status`, { status });
}
