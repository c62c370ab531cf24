import { describe, expect, it } from 'vitest';
import { MAX_SIDEBAR_TAGS, collectTags } from './sidebar-tags';

describe('collectTags', () => {
  it('keeps each tag once, first spelling first, ignoring case, spacing and empty tags', () => {
    const articles = [
      { tags: ['Economy', 'elections ', ''] },
      { tags: ['economy', 'Local  News', 'Elections'] },
      { tags: ['  ', 'local news', 'Sport'] },
    ];
    expect(collectTags(articles)).toEqual(['Economy', 'elections', 'Local News', 'Sport']);
  });

  it('stops at 12 tags', () => {
    const articles = Array.from({ length: 5 }, (_, a) => ({ tags: Array.from({ length: 4 }, (_, t) => `tag-${String(a)}-${String(t)}`) }));
    const tags = collectTags(articles);
    expect(MAX_SIDEBAR_TAGS).toBe(12);
    expect(tags).toHaveLength(12);
    expect(new Set(tags).size).toBe(12);
    expect(tags[0]).toBe('tag-0-0');
    expect(tags[11]).toBe('tag-2-3');
  });

  it('gives nothing for articles without tags', () => {
    expect(collectTags([{ tags: [] }])).toEqual([]);
  });
});
