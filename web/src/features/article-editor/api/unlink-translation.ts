import { api } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';

/** Unlinks the article and its translation, both ways; the answer is this article. */
export function unlinkTranslation(id: number): Promise<Article> {
  return api().delete<Article>(`/admin/articles/${String(id)}/translation`);
}
