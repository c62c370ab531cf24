import { api } from '../../../lib/api-client';
import type { ArticleBatch } from '../../../lib/api/types';

/** The API answers at most this many articles at once. */
export const MAX_BATCH = 100;

/** The published articles among `ids`, in that order (the others are left out). */
export function getArticleBatch(ids: readonly number[]): Promise<ArticleBatch> {
  return api().get<ArticleBatch>('/articles/batch', { query: { ids: ids.join(',') } });
}
