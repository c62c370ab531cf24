import { api } from '../../../lib/api-client';
import type { AdminArticlePage, Language } from '../../../lib/api/types';

const RESULTS = 8;

/** Articles of `language` whose title matches `query`, of any status: candidates to link. */
export function findArticles(query: string, language: Language, signal?: AbortSignal): Promise<AdminArticlePage> {
  return api().get<AdminArticlePage>('/admin/articles', {
    signal,
    query: { q: query.trim(), language, status: 'all', include_archived: true, limit: RESULTS },
  });
}
