import { api } from '../../../lib/api-client';
import type { Article } from '../../../lib/api/types';
import type { EditorDraft } from './create-article';

/**
 * A save: the draft, the version it was made on and whether it is an autosave (the server keeps
 * one autosave revision instead of one per save).
 */
export type ArticleUpdate = EditorDraft & { version: number; autosave: boolean };

/**
 * Saves the article's fields as its next version (its status stays). Refused with 409 when the
 * article moved on from `update.version`.
 */
export function updateArticle(id: number, update: ArticleUpdate): Promise<Article> {
  return api().put<Article>(`/admin/articles/${String(id)}`, update);
}
