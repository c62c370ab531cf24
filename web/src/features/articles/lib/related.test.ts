import { describe, expect, it } from 'vitest';
import { excluding, pickRelated } from './related';

const a = (id: number) => ({ id });

describe('pickRelated', () => {
  it('takes the same category first, then tag matches, without the article itself or repeats', () => {
    expect(pickRelated(1, [a(1), a(2), a(3)], [a(3), a(4), a(1), a(5)], 3)).toEqual([a(2), a(3), a(4)]);
  });

  it('fills from tags when the category has nothing else', () => {
    expect(pickRelated(7, [a(7)], [a(8)], 3)).toEqual([a(8)]);
  });
});

describe('excluding', () => {
  it('drops the current article and keeps at most max', () => {
    expect(excluding([a(1), a(2), a(3), a(4)], 2, 2)).toEqual([a(1), a(3)]);
  });
});
