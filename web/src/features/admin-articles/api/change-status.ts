import { api } from '../../../lib/api-client';
import type { Article, ArticleStatus } from '../../../lib/api/types';

/** Publishes, archives or rejects an article. */
export function changeArticleStatus(id: number, status: ArticleStatus): Promise<Article> {
  return api().post<Article>(`/admin/articles/${String(id)}/status`, { status });
}
