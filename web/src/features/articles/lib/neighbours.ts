import type { ArticleSummary } from '../../../lib/api/types';

/** The shape of the API's adjacent answer. */
export interface Neighbours {
  previous?: ArticleSummary | null;
  next?: ArticleSummary | null;
}

/**
 * An article's previous (older) and next (newer) article in the same category, read off a
 * language's whole published list in the API's order (newest first by published_at, then id):
 * what `/articles/{id}/adjacent` answers (spec §7), without one request per page at build time.
 * Null when the article is not in the list (published after it was read).
 */
export function neighbours(newestFirst: readonly ArticleSummary[], id: number): Neighbours | null {
  const index = newestFirst.findIndex((summary) => summary.id === id);
  const article = newestFirst[index];
  if (!article) return null;
  const sameCategory = (summary: ArticleSummary) => summary.category === article.category;
  return {
    previous: newestFirst.slice(index + 1).find(sameCategory) ?? null,
    next: newestFirst.slice(0, index).findLast(sameCategory) ?? null,
  };
}
