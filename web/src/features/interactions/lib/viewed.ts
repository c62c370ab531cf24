/** Which articles this browser has already counted a view of (spec §7: a view once per reader). */
import { readPreference, writePreference } from '../../../lib/storage';

export const VIEWED_KEY = 'newsViewedArticles';
/** The newest ids are kept; an old one dropping out is counted again at most once (the server dedupes). */
export const MAX_REMEMBERED = 500;

function readIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(readPreference(VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function hasViewed(articleId: number): boolean {
  return readIds().includes(articleId);
}

/** A view that could not be recorded is sent again on the next visit. */
export function forgetViewed(articleId: number): void {
  writePreference(VIEWED_KEY, JSON.stringify(readIds().filter((id) => id !== articleId)));
}

export function markViewed(articleId: number): void {
  const ids = readIds().filter((id) => id !== articleId);
  ids.push(articleId);
  writePreference(VIEWED_KEY, JSON.stringify(ids.slice(-MAX_REMEMBERED)));
}
