/** Sidebar tags: at most 12 (spec §9). */
export const MAX_SIDEBAR_TAGS = 12;

/**
 * The tags of `articles` in order of first appearance, each once whatever its case or spacing
 * (the first spelling wins), empty ones dropped, at most `max`.
 */
export function collectTags(articles: readonly { tags: readonly string[] }[], max = MAX_SIDEBAR_TAGS): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const article of articles) {
    for (const raw of article.tags) {
      const tag = raw.trim().replace(/\s+/g, ' ');
      const key = tag.toLocaleLowerCase();
      if (tag === '' || seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
      if (tags.length >= max) return tags;
    }
  }
  return tags;
}
