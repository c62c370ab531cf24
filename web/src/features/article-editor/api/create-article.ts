import { api } from '../../../lib/api-client';
import type { Article, ArticleDraft } from '../../../lib/api/types';

/** What the editor sends: the draft without the fields only an import keeps. */
export type EditorDraft = Omit<ArticleDraft, 'id' | 'created_at' | 'updated_at' | 'views' | 'user_id' | 'editor_id' | 'content_changed_at' | 'version' | 'autosave'>;

/** Creates the article (the editor makes drafts); the answer has its id and version 1. */
export function createArticle(draft: EditorDraft): Promise<Article> {
  return api().post<Article>('/admin/articles', draft);
}
