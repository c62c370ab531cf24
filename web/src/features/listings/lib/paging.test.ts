import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageItems, pageOffset, parsePage } from './paging';

describe('parsePage', () => {
  it('reads positive integers', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('12')).toBe(12);
  });
  it('falls back to 1 for anything else', () => {
    for (const raw of [null, undefined, '', '0', '-2', '1.5', 'abc', '01', '2x', '99999999']) {
      expect(parsePage(raw)).toBe(1);
    }
  });
});

describe('pageOffset and pageCount', () => {
  it('uses the spec page size of 10', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95)).toBe(10);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('puts gaps around the current page', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
  it('shows a single hidden page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
