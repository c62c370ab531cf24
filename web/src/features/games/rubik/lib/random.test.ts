import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

const draws = (seed: number, n: number, count = 20) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.int(n));
};

describe('seededRandom', () => {
  it('repeats for the same seed and differs for others', () => {
    expect(draws(42, 1000)).toEqual(draws(42, 1000));
    expect(draws(42, 1000)).not.toEqual(draws(43, 1000));
    expect(new Set(draws(0, 1000)).size).toBeGreaterThan(15);
  });

  it('draws every value in range about equally often', () => {
    const counts = Array<number>(6).fill(0);
    for (const value of draws(7, 6, 60_000)) counts[value] = (counts[value] ?? 0) + 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('takes only integer seeds', () => {
    expect(() => seededRandom(1.5)).toThrow(RangeError);
  });
});
