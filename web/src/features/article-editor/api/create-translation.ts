import { api } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';

/**
 * Makes a draft in the other language, linked both ways, with the title and content copied for
 * the translator; the answer is that draft. 409 when the article has a translation already.
 */
export function createTranslation(id: number): Promise<Article> {
  return api().post<Article>(`/admin/articles/${String(id)}/translation`, {});
}
