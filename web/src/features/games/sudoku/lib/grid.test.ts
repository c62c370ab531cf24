// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PEERS, UNITS, conflicts, countGivens, isSolvedGrid, parseGrid, serializeGrid } from './grid';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('geometry', () => {
  it('has 27 units of nine and 20 peers per cell', () => {
    expect(UNITS).toHaveLength(27);
    for (const unit of UNITS) expect(new Set(unit).size).toBe(9);
    expect(PEERS.every((peers) => peers.length === 20)).toBe(true);
    // r1c1 sees its row, its column and its box, and not r4c4.
    expect(PEERS[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72]);
  });
});

describe('parseGrid and serializeGrid', () => {
  it('round-trip, with dots for empty cells', () => {
    const grid = parseGrid(PUZZLE);
    expect(grid).not.toBeNull();
    expect(countGivens(grid ?? [])).toBe(30);
    expect(serializeGrid(grid ?? [])).toBe(PUZZLE);
  });

  it('accept 0 for empty and the lines of a printed grid', () => {
    const printed = PUZZLE.replace(/\./g, '0')
      .match(/.{9}/g)
      ?.map((row) => `${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)}`)
      .join('\n------+-------+------\n');
    expect(parseGrid(printed ?? '')).toEqual(parseGrid(PUZZLE));
  });

  it('reject anything else', () => {
    expect(parseGrid(PUZZLE.slice(1))).toBeNull();
    expect(parseGrid(`${PUZZLE}1`)).toBeNull();
    expect(parseGrid(PUZZLE.replace('5', 'x'))).toBeNull();
  });
});

describe('conflicts', () => {
  it('is empty for a consistent grid', () => {
    expect(conflicts(parseGrid(PUZZLE) ?? []).size).toBe(0);
  });

  it('marks both cells of a clash in a row, a column or a box', () => {
    const grid = [...(parseGrid(PUZZLE) ?? [])];
    grid[2] = 5; // r1c3 repeats the 5 of r1c1 (row and box)
    expect([...conflicts(grid)].sort((a, b) => a - b)).toEqual([0, 2]);
    grid[2] = 0;
    grid[80] = 5; // r9c9 repeats the 5 of r8c9 (column and box)
    expect([...conflicts(grid)].sort((a, b) => a - b)).toEqual([71, 80]);
  });
});

describe('isSolvedGrid', () => {
  it('needs every cell filled and no clash', () => {
    const solution = parseGrid(SOLUTION) ?? [];
    expect(isSolvedGrid(solution)).toBe(true);
    expect(isSolvedGrid(parseGrid(PUZZLE) ?? [])).toBe(false);
    const swapped = [...solution];
    [swapped[0], swapped[1]] = [swapped[1] ?? 0, swapped[0] ?? 0];
    expect(isSolvedGrid(swapped)).toBe(false);
  });
});
