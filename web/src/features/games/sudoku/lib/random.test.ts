// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, shuffled } from './random';

describe('mulberry32', () => {
  it('gives the same floats in [0, 1) for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(draws[0]);
  });

  it("draws the reference implementation's sequence: daily puzzles depend on it", () => {
    const random = mulberry32(1);
    expect(Array.from({ length: 3 }, () => Math.floor(random() * 1e9))).toEqual([627073940, 2735721, 527447039]);
  });
});

describe('hashString', () => {
  it('gives unrelated 32-bit seeds for neighbouring strings', () => {
    const seeds = ['2026-11-26', '2026-11-27', '2026-11-28'].map(hashString);
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(seed >>> 0).toBe(seed);
    expect(hashString('2026-11-26')).toBe(hashString('2026-11-26'));
  });
});

describe('shuffled', () => {
  it('permutes a copy and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const result = shuffled(mulberry32(7), items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...result].sort()).toEqual(items);
    expect(result).not.toEqual(items);
  });

  it('reaches every position', () => {
    const random = mulberry32(3);
    const firsts = new Set(Array.from({ length: 200 }, () => shuffled(random, [0, 1, 2, 3])[0]));
    expect(firsts.size).toBe(4);
  });
});
