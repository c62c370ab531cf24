import { api } from '../../../lib/api-client';
import type { Article, RevisionRestore } from '../../../lib/api/types';

/**
 * Saves the revision's fields as the article's next version (its status stays). Refused with
 * 409 when the article moved on from `version`, the one the editor holds.
 */
export function restoreRevision(id: number, revisionId: number, version: number): Promise<Article> {
  const body: RevisionRestore = { version };
  return api().post<Article>(`/admin/articles/${String(id)}/revisions/${String(revisionId)}/restore`, body);
}
