// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyGrid, isSolvedGrid, parseGrid, serializeGrid, type Grid } from './grid';
import { mulberry32 } from './random';
import { countSolutions, randomSolution, solve } from './solver';

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

const PUZZLE = grid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** The solution with a rectangle of 1s and 3s emptied: either way round fits. */
const TWO_SOLUTIONS = grid('53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179');
/** A hard puzzle for brute force (Arto Inkala's): the search must still be quick. */
const INKALA = grid('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');

describe('solve', () => {
  it('solves a known puzzle', () => {
    expect(serializeGrid(solve(PUZZLE) ?? [])).toBe(SOLUTION);
    expect(serializeGrid(solve(INKALA) ?? [])).toBe('812753649943682175675491283154237896369845721287169534521974368438526917796318452');
  });

  it('returns null for a grid without a solution', () => {
    expect(solve(grid(`11${'.'.repeat(79)}`))).toBeNull();
    // No clash yet, but r1c9 can hold nothing: its row has 1–8 and its column a 9.
    expect(solve(grid(`12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`))).toBeNull();
  });
});

describe('countSolutions', () => {
  it('counts one for a proper puzzle', () => {
    expect(countSolutions(PUZZLE)).toBe(1);
    expect(countSolutions(INKALA)).toBe(1);
  });

  it('counts two for a puzzle with two solutions', () => {
    expect(countSolutions(TWO_SOLUTIONS)).toBe(2);
  });

  it('stops at the limit', () => {
    expect(countSolutions(emptyGrid())).toBe(2);
    expect(countSolutions(emptyGrid(), 10)).toBe(10);
    expect(countSolutions(TWO_SOLUTIONS, 1)).toBe(1);
  });

  it('counts none for an invalid grid', () => {
    expect(countSolutions(grid(`5...5${'.'.repeat(76)}`))).toBe(0);
    expect(countSolutions(grid(`12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`))).toBe(0);
  });

  it('does not change the grid it is given', () => {
    const copy = [...TWO_SOLUTIONS];
    countSolutions(TWO_SOLUTIONS);
    expect(TWO_SOLUTIONS).toEqual(copy);
  });
});

describe('randomSolution', () => {
  it('makes complete valid grids, the same for the same seed', () => {
    const first = randomSolution(mulberry32(1));
    expect(isSolvedGrid(first)).toBe(true);
    expect(randomSolution(mulberry32(1))).toEqual(first);
    expect(randomSolution(mulberry32(2))).not.toEqual(first);
  });
});
