import { describe, expect, it } from 'vitest';
import { summaryFixture } from '../../../testing/fixtures';
import { findById, idsAfter, neighbours } from './neighbours';

describe('neighbours', () => {
  // Newest first, as the list API answers.
  const list = [
    summaryFixture({ id: 9, category: 'tech' }),
    summaryFixture({ id: 8, category: 'sports' }),
    summaryFixture({ id: 7, category: 'tech' }),
    summaryFixture({ id: 6, category: 'sports' }),
    summaryFixture({ id: 5, category: 'tech' }),
  ];

  it('takes the nearest older and newer article of the same category', () => {
    const found = neighbours(list, 7);
    expect(found?.previous?.id).toBe(5);
    expect(found?.next?.id).toBe(9);
  });

  it('has no previous for the oldest, no next for the newest', () => {
    expect(neighbours(list, 6)).toEqual({ previous: null, next: list[1] });
    expect(neighbours(list, 9)?.next).toBeNull();
  });

  it('knows nothing of an article missing from the list', () => {
    expect(neighbours(list, 42)).toBeNull();
  });

  it('finds an article and the ids after it by id', () => {
    expect(findById(list, 6)).toBe(list[3]);
    expect(findById(list, 42)).toBeUndefined();
    expect(idsAfter(list, 8, 2)).toEqual([7, 6]);
    expect(idsAfter(list, 6, 5)).toEqual([5]);
    expect(idsAfter(list, 42, 5)).toEqual([]);
  });
});
