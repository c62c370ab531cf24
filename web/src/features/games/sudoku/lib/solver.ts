/**
 * A backtracking solver on bitmasks. It is the generator's uniqueness test, run dozens of times
 * per puzzle, so it keeps its state in typed arrays and always branches on the cell with the
 * fewest candidates.
 */
import * as geometry from './grid';
import type { Grid } from './grid';
import { shuffled, type Random } from './random';

/**
 * Local copies of what the inner loop reads from the grid module: under the test runner every
 * use of an import is a read through the module's namespace, which made generation three times
 * slower there.
 */
const { ALL_DIGITS, BIT_COUNT, CELLS, boxOf, colOf, digitOfBit, emptyGrid, rowOf } = geometry;

const ROW = Uint8Array.from({ length: CELLS }, (_, cell) => rowOf(cell));
const COL = Uint8Array.from({ length: CELLS }, (_, cell) => colOf(cell));
const BOX = Uint8Array.from({ length: CELLS }, (_, cell) => boxOf(cell));

interface Search {
  readonly values: Uint8Array;
  /** The digits used in each row, column and box, as masks. */
  readonly rows: Uint16Array;
  readonly cols: Uint16Array;
  readonly boxes: Uint16Array;
  /** The empty cells; those before `depth` are filled by the current branch. */
  readonly empty: Uint8Array;
  readonly emptyCount: number;
  readonly limit: number;
  /** When set, digits are tried in random order: how a random full grid is made. */
  readonly random: Random | undefined;
  count: number;
  first: number[] | null;
}

/** The search state for a grid, or null when a digit already repeats in a unit. */
function startSearch(grid: Grid, limit: number, random: Random | undefined): Search | null {
  const values = Uint8Array.from(grid);
  const rows = new Uint16Array(9);
  const cols = new Uint16Array(9);
  const boxes = new Uint16Array(9);
  const empty = new Uint8Array(CELLS);
  let emptyCount = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const value = values[cell] ?? 0;
    if (value === 0) {
      empty[emptyCount++] = cell;
      continue;
    }
    const bit = 1 << (value - 1);
    const r = ROW[cell] ?? 0;
    const c = COL[cell] ?? 0;
    const b = BOX[cell] ?? 0;
    if (((rows[r] ?? 0) | (cols[c] ?? 0) | (boxes[b] ?? 0)) & bit) return null;
    rows[r] = (rows[r] ?? 0) | bit;
    cols[c] = (cols[c] ?? 0) | bit;
    boxes[b] = (boxes[b] ?? 0) | bit;
  }
  return { values, rows, cols, boxes, empty, emptyCount, limit, random, count: 0, first: null };
}

/** The candidates of a cell given the digits its units already hold. */
function candidates(s: Search, cell: number): number {
  return ALL_DIGITS & ~((s.rows[ROW[cell] ?? 0] ?? 0) | (s.cols[COL[cell] ?? 0] ?? 0) | (s.boxes[BOX[cell] ?? 0] ?? 0));
}

/** Fills empty[depth..] depth-first; true once `limit` solutions are found and the search can stop. */
function fill(s: Search, depth: number): boolean {
  if (depth === s.emptyCount) {
    s.count++;
    s.first ??= Array.from(s.values);
    return s.count >= s.limit;
  }
  let bestAt = depth;
  let bestMask = 0;
  let bestCount = 10;
  for (let i = depth; i < s.emptyCount; i++) {
    const mask = candidates(s, s.empty[i] ?? 0);
    const count = BIT_COUNT[mask] ?? 0;
    if (count < bestCount) {
      bestAt = i;
      bestMask = mask;
      bestCount = count;
      if (count <= 1) break;
    }
  }
  if (bestCount === 0) return false;
  const cell = s.empty[bestAt] ?? 0;
  s.empty[bestAt] = s.empty[depth] ?? 0;
  s.empty[depth] = cell;
  const r = ROW[cell] ?? 0;
  const c = COL[cell] ?? 0;
  const b = BOX[cell] ?? 0;
  const bits: number[] = [];
  for (let mask = bestMask; mask !== 0; mask &= mask - 1) bits.push(mask & -mask);
  let done = false;
  for (const bit of s.random ? shuffled(s.random, bits) : bits) {
    s.values[cell] = digitOfBit(bit);
    s.rows[r] = (s.rows[r] ?? 0) | bit;
    s.cols[c] = (s.cols[c] ?? 0) | bit;
    s.boxes[b] = (s.boxes[b] ?? 0) | bit;
    done = fill(s, depth + 1);
    s.rows[r] = (s.rows[r] ?? 0) & ~bit;
    s.cols[c] = (s.cols[c] ?? 0) & ~bit;
    s.boxes[b] = (s.boxes[b] ?? 0) & ~bit;
    if (done) break;
  }
  s.values[cell] = 0;
  s.empty[depth] = s.empty[bestAt] ?? 0;
  s.empty[bestAt] = cell;
  return done;
}

/**
 * How many solutions the grid has, counting no further than `limit`: a puzzle is proper when
 * this is 1 with the default limit of 2. 0 for a grid whose givens already clash.
 */
export function countSolutions(grid: Grid, limit = 2): number {
  const search = startSearch(grid, limit, undefined);
  if (search === null) return 0;
  fill(search, 0);
  return search.count;
}

/** A solution of the grid (the first one found if there are several), or null if it has none. */
export function solve(grid: Grid): Grid | null {
  const search = startSearch(grid, 1, undefined);
  if (search === null) return null;
  fill(search, 0);
  return search.first;
}

/** A random complete grid: the solution a new puzzle is carved from. */
export function randomSolution(random: Random): Grid {
  const search = startSearch(emptyGrid(), 1, random);
  if (search === null) throw new Error('An empty grid cannot clash');
  fill(search, 0);
  if (search.first === null) throw new Error('An empty grid always has a solution');
  return search.first;
}
