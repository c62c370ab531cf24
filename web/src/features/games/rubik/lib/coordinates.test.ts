import { describe, expect, it } from 'vitest';
import {
  FLIP_COUNT,
  PERM8_COUNT,
  SLICE_COUNT,
  SLICE_ORDER_COUNT,
  TWIST_COUNT,
  flip,
  permutation,
  setFlip,
  setPermutation,
  setSliceSorted,
  setTwist,
  sliceSorted,
  twist,
} from './coordinates';
import { SOLVED } from './cube';

/** Whether `get` reads back every value `set` writes, over all `count` values. */
function roundTrips(count: number, size: number, set: (pieces: number[], value: number) => void, get: (pieces: number[]) => number): boolean {
  for (let value = 0; value < count; value++) {
    const pieces = Array<number>(size).fill(0);
    set(pieces, value);
    if (get(pieces) !== value) return false;
  }
  return true;
}

describe('coordinates', () => {
  it('are 0 on a solved cube', () => {
    expect([twist(SOLVED.co), flip(SOLVED.eo), sliceSorted(SOLVED.ep), permutation(SOLVED.cp), permutation(SOLVED.ep, 0, 8)]).toEqual([0, 0, 0, 0, 0]);
  });

  it('read back what they set, for every value', () => {
    expect(roundTrips(TWIST_COUNT, 8, setTwist, twist)).toBe(true);
    expect(roundTrips(FLIP_COUNT, 12, setFlip, flip)).toBe(true);
    expect(roundTrips(SLICE_COUNT * SLICE_ORDER_COUNT, 12, setSliceSorted, sliceSorted)).toBe(true);
    expect(roundTrips(PERM8_COUNT, 8, (p, v) => { setPermutation(p, v, 8); }, (p) => permutation(p))).toBe(true);
    expect(roundTrips(SLICE_ORDER_COUNT, 4, (p, v) => { setPermutation(p, v, 4); }, (p) => permutation(p))).toBe(true);
  });

  it('set valid orientations and permutations', () => {
    const co = Array<number>(8).fill(0);
    setTwist(co, 1234);
    expect(co.reduce((a, b) => a + b) % 3).toBe(0);
    const eo = Array<number>(12).fill(0);
    setFlip(eo, 1234);
    expect(eo.reduce((a, b) => a + b) % 2).toBe(0);
    const ep = Array<number>(12).fill(0);
    setSliceSorted(ep, 5000);
    expect(ep.filter((e) => e >= 8).sort((a, b) => a - b)).toEqual([8, 9, 10, 11]);
    const cp = Array<number>(8).fill(0);
    setPermutation(cp, PERM8_COUNT - 1, 8);
    expect(cp).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('keep the slice places below 24 exactly when the slice edges are in the middle layer', () => {
    expect(Math.floor(sliceSorted([0, 1, 2, 3, 4, 5, 6, 7, 11, 10, 9, 8]) / SLICE_ORDER_COUNT)).toBe(0);
    expect(sliceSorted([0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11])).toBeGreaterThanOrEqual(SLICE_ORDER_COUNT);
  });
});
