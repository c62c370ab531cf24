/**
 * Related articles: the same category first, then those sharing a tag, never the article itself
 * nor the same one twice, at most `max`.
 */
export function pickRelated<T extends { id: number }>(
  currentId: number,
  sameCategory: readonly T[],
  sharingTags: readonly T[],
  max: number,
): T[] {
  const seen = new Set<number>([currentId]);
  const picked: T[] = [];
  for (const candidate of [...sameCategory, ...sharingTags]) {
    if (picked.length >= max) break;
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    picked.push(candidate);
  }
  return picked;
}

/** A list without the current article, at most `max`. */
export function excluding<T extends { id: number }>(items: readonly T[], currentId: number, max: number): T[] {
  return items.filter((item) => item.id !== currentId).slice(0, max);
}
