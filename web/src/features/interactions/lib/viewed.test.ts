import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_REMEMBERED, VIEWED_KEY, forgetViewed, hasViewed, markViewed } from './viewed';

beforeEach(() => {
  localStorage.clear();
});

describe('viewed articles', () => {
  it('remembers the articles viewed in this browser', () => {
    expect(hasViewed(3)).toBe(false);
    markViewed(3);
    markViewed(3);
    expect(hasViewed(3)).toBe(true);
    expect(JSON.parse(localStorage.getItem(VIEWED_KEY) ?? '')).toEqual([3]);
  });

  it('forgets a view that could not be recorded, and only that one', () => {
    markViewed(3);
    markViewed(4);
    forgetViewed(3);
    expect(hasViewed(3)).toBe(false);
    expect(hasViewed(4)).toBe(true);
  });

  it('keeps only the newest ids and survives garbage', () => {
    localStorage.setItem(VIEWED_KEY, '{not json');
    expect(hasViewed(1)).toBe(false);
    for (let id = 1; id <= MAX_REMEMBERED + 5; id++) markViewed(id);
    expect(hasViewed(5)).toBe(false);
    expect(hasViewed(6)).toBe(true);
    expect(hasViewed(MAX_REMEMBERED + 5)).toBe(true);
  });
});
