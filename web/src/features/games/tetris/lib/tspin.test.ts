import { describe, expect, it } from 'vitest';
import { emptyBoard } from './board';
import { boardFrom, tAt } from './testing/matrix';
import { detectTSpin } from './tspin';

/** The classic T-spin double slot: the T points down into it under the overhang at column 5. */
const TSD = boardFrom(['.....#....', '###...####', '####.#####']);
/** A T flat on the floor under an overhang: both back corners are the floor, one front corner a block. */
const MINI = boardFrom(['#..#......', '...#######']);
/** The T-spin triple slot with its bottom-right corner open: three corners, only one in front. */
const TST_MISSING_CORNER = boardFrom([
  '##........',
  '#.........',
  '#.########',
  '#..#######',
  '#..#######',
  '##.#######',
]);

describe('T-spin detection (3-corner rule)', () => {
  it('is a full T-spin with both front corners and a back one taken', () => {
    expect(detectTSpin(TSD, tAt(2, 4, 38), 1)).toBe('full');
  });

  it('is a mini with one front corner and both back ones taken', () => {
    expect(detectTSpin(MINI, tAt(0, 1, 39), 3)).toBe('mini');
  });

  it('upgrades a mini to full when the rotation used the fifth kick test', () => {
    const t = tAt(1, 1, 37);
    expect(detectTSpin(TST_MISSING_CORNER, t, 4)).toBe('mini');
    expect(detectTSpin(TST_MISSING_CORNER, t, 5)).toBe('full');
  });

  it('counts the walls and the floor as taken corners', () => {
    // Pointing right with its back to the left wall; the front corners are blocks.
    const board = boardFrom(['.#........', '..########', '.#########']);
    expect(detectTSpin(board, tAt(1, 0, 38), 2)).toBe('full');
  });

  it('is no T-spin unless the last action was a rotation', () => {
    expect(detectTSpin(TSD, tAt(2, 4, 38), null)).toBe('none');
    expect(detectTSpin(MINI, tAt(0, 1, 39), null)).toBe('none');
  });

  it('is no T-spin with only two corners taken', () => {
    expect(detectTSpin(emptyBoard(), tAt(0, 4, 39), 1)).toBe('none');
    expect(detectTSpin(emptyBoard(), tAt(2, 4, 20), 5)).toBe('none');
  });

  it('is only ever a T', () => {
    expect(detectTSpin(TSD, { type: 'S', rotation: 2, x: 3, y: 37 }, 1)).toBe('none');
  });
});
