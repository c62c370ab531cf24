import { describe, expect, it } from 'vitest';
import { gravityMs, levelFor, scoreLock, type Chains } from './scoring';
import type { TSpin } from './tspin';

const FRESH: Chains = { backToBack: false, combo: -1 };

/** Scores a sequence of locks from a fresh game, returning each lock's points. */
function play(locks: readonly [lines: number, tSpin: TSpin][], level = 1): number[] {
  let chains = FRESH;
  return locks.map(([lines, tSpin]) => {
    const result = scoreLock(lines, tSpin, false, level, chains);
    chains = result;
    return result.points;
  });
}

describe('scoring', () => {
  it.each([
    [0, 'none', 0],
    [1, 'none', 100],
    [2, 'none', 300],
    [3, 'none', 500],
    [4, 'none', 800],
    [0, 'mini', 100],
    [1, 'mini', 200],
    [2, 'mini', 400],
    [0, 'full', 400],
    [1, 'full', 800],
    [2, 'full', 1200],
    [3, 'full', 1600],
  ] as const)('scores %i lines with T-spin %s as %i × level', (lines, tSpin, points) => {
    expect(scoreLock(lines, tSpin, false, 1, FRESH).points).toBe(points);
    expect(scoreLock(lines, tSpin, false, 7, FRESH).points).toBe(points * 7);
  });

  it('gives difficult clears back to back ×1.5', () => {
    expect(play([[4, 'none'], [4, 'none']])).toEqual([800, 1200 + 50]);
    expect(play([[4, 'none'], [0, 'none'], [2, 'full']])).toEqual([800, 0, 1800]);
    expect(play([[2, 'full'], [0, 'none'], [1, 'mini']])).toEqual([1200, 0, 300]);
    expect(play([[3, 'full'], [0, 'none'], [4, 'none']], 2)).toEqual([3200, 0, 2400]);
  });

  it('has singles, doubles and triples break the back-to-back chain, and a T-spin without lines keep it', () => {
    expect(play([[4, 'none'], [0, 'none'], [1, 'none'], [0, 'none'], [4, 'none']])).toEqual([800, 0, 100, 0, 800]);
    expect(play([[4, 'none'], [0, 'none'], [0, 'full'], [0, 'mini'], [4, 'none']])).toEqual([800, 0, 400, 100, 1200]);
    expect(scoreLock(0, 'full', false, 1, { backToBack: true, combo: -1 })).toMatchObject({ backToBack: true, backToBackBonus: false });
    expect(scoreLock(3, 'none', false, 1, { backToBack: true, combo: -1 })).toMatchObject({ backToBack: false, backToBackBonus: false });
  });

  it('adds 50 × combo × level for each consecutive clearing piece, and a piece clearing nothing ends the combo', () => {
    expect(play([[1, 'none'], [1, 'none'], [2, 'none'], [1, 'none'], [0, 'none'], [1, 'none']])).toEqual([
      100, 150, 400, 250, 0, 100,
    ]);
    expect(play([[1, 'none'], [1, 'none']], 3)).toEqual([300, 450]);
    expect(scoreLock(1, 'none', false, 1, { backToBack: false, combo: 4 }).combo).toBe(5);
    expect(scoreLock(0, 'full', false, 1, { backToBack: false, combo: 4 }).combo).toBe(-1);
  });

  it('adds the perfect clear bonus to the clear', () => {
    expect(scoreLock(1, 'none', true, 1, FRESH).points).toBe(100 + 800);
    expect(scoreLock(2, 'none', true, 1, FRESH).points).toBe(300 + 1200);
    expect(scoreLock(3, 'none', true, 1, FRESH).points).toBe(500 + 1800);
    expect(scoreLock(4, 'none', true, 2, FRESH).points).toBe((800 + 2000) * 2);
    expect(scoreLock(4, 'none', true, 1, { backToBack: true, combo: -1 }).points).toBe(1200 + 3200);
  });
});

describe('levels and gravity', () => {
  it('starts at level 1 and goes up every 10 lines', () => {
    expect([0, 9, 10, 19, 20, 149, 150].map(levelFor)).toEqual([1, 1, 2, 2, 3, 15, 16]);
  });

  it("follows the guideline's speed curve, in seconds per row", () => {
    const table = [1, 0.793, 0.6178, 0.47273, 0.3552, 0.262, 0.18968, 0.13473, 0.09388, 0.06415, 0.04298, 0.02822, 0.01815, 0.01144, 0.00706];
    table.forEach((seconds, i) => {
      expect(gravityMs(i + 1) / 1000).toBeCloseTo(seconds, 5);
    });
  });

  it('gets faster with every level, and stays at the level-20 speed beyond it', () => {
    for (let level = 2; level <= 20; level++) expect(gravityMs(level)).toBeLessThan(gravityMs(level - 1));
    expect(gravityMs(20)).toBeLessThan(0.5);
    expect(gravityMs(40)).toBe(gravityMs(20));
    expect(gravityMs(200)).toBe(gravityMs(20));
  });
});
