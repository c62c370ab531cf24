import { api } from '../../../lib/api-client';
import type { Article, TranslationLink } from '../../../lib/api/types';

/**
 * Links an existing article of the other language as the translation, both ways; the answer is
 * this article. Refused when the other is in the same language or linked elsewhere.
 */
export function linkTranslation(id: number, translationId: number): Promise<Article> {
  const body: TranslationLink = { article_id: translationId };
  return api().put<Article>(`/admin/articles/${String(id)}/translation`, body);
}
