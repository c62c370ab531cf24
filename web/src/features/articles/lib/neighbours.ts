import type { ArticleSummary } from '../../../lib/api/types';

/** The shape of the API's adjacent answer. */
export interface Neighbours {
  previous?: ArticleSummary | null;
  next?: ArticleSummary | null;
}

/** Each list's positions by id, made once per list: a build looks up every article of a list in it. */
const positions = new WeakMap<readonly ArticleSummary[], Map<number, number>>();

function positionOf(list: readonly ArticleSummary[], id: number): number | undefined {
  let byId = positions.get(list);
  if (byId === undefined) {
    byId = new Map(list.map((summary, index) => [summary.id, index]));
    positions.set(list, byId);
  }
  return byId.get(id);
}

/** The article `id` of `list`, found without walking the list. */
export function findById(list: readonly ArticleSummary[], id: number): ArticleSummary | undefined {
  const index = positionOf(list, id);
  return index === undefined ? undefined : list[index];
}

/** The ids that follow article `id` in `list`, at most `count` of them. */
export function idsAfter(list: readonly ArticleSummary[], id: number, count: number): number[] {
  const index = positionOf(list, id);
  return index === undefined ? [] : list.slice(index + 1, index + 1 + count).map((summary) => summary.id);
}

/**
 * An article's previous (older) and next (newer) article in the same category, read off a
 * language's whole published list in the API's order (newest first by published_at, then id):
 * what `/articles/{id}/adjacent` answers (spec §7), without one request per page at build time.
 * Null when the article is not in the list (published after it was read).
 */
export function neighbours(newestFirst: readonly ArticleSummary[], id: number): Neighbours | null {
  const index = positionOf(newestFirst, id);
  const article = index === undefined ? undefined : newestFirst[index];
  if (index === undefined || article === undefined) return null;
  return {
    previous: nearestOfCategory(newestFirst, index, 1, article.category),
    next: nearestOfCategory(newestFirst, index, -1, article.category),
  };
}

/** The first article of `category` from `index` on, going `step` (1 older, -1 newer). */
function nearestOfCategory(
  list: readonly ArticleSummary[],
  index: number,
  step: 1 | -1,
  category: string,
): ArticleSummary | null {
  for (let at = index + step; at >= 0 && at < list.length; at += step) {
    const summary = list[at];
    if (summary?.category === category) return summary;
  }
  return null;
}
