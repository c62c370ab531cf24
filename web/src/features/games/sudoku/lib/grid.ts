/**
 * The 9×9 grid and its geometry. Cells are numbered 0–80 row by row; a grid is 81 numbers, 0 for
 * an empty cell, so it is plain JSON and compares with a simple loop.
 */

export type Grid = readonly number[];

export const CELLS = 81;

/** Every digit as a bit (digit d is bit d−1): all of a cell's candidates fit in one number. */
export const ALL_DIGITS = 0x1ff;

/** The bit of one digit in a candidate mask. */
export function digitBit(digit: number): number {
  return 1 << (digit - 1);
}

const range9 = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export function rowOf(cell: number): number {
  return Math.floor(cell / 9);
}

export function colOf(cell: number): number {
  return cell % 9;
}

export function boxOf(cell: number): number {
  return Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);
}

/** The 27 units: rows 0–8, columns 9–17, boxes 18–26, each the list of its nine cells. */
export const UNITS: readonly (readonly number[])[] = [
  ...range9.map((row) => range9.map((col) => row * 9 + col)),
  ...range9.map((col) => range9.map((row) => row * 9 + col)),
  ...range9.map((box) =>
    range9.map((i) => (Math.floor(box / 3) * 3 + Math.floor(i / 3)) * 9 + (box % 3) * 3 + (i % 3)),
  ),
];

/** The units of each cell: its row, its column and its box, in that order. */
export const UNITS_OF: readonly (readonly [number, number, number])[] = Array.from(
  { length: CELLS },
  (_, cell) => [rowOf(cell), 9 + colOf(cell), 18 + boxOf(cell)] as const,
);

/** The 20 cells sharing a unit with each cell, which may not repeat its digit. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) => {
  const peers = new Set<number>();
  for (const unit of UNITS_OF[cell] ?? []) {
    for (const other of UNITS[unit] ?? []) if (other !== cell) peers.add(other);
  }
  return [...peers].sort((a, b) => a - b);
});

/** PEER_TABLE[a * 81 + b] is 1 when a and b see each other: the techniques ask this in their inner loops. */
const PEER_TABLE = new Uint8Array(CELLS * CELLS);
PEERS.forEach((peers, cell) => {
  for (const peer of peers) PEER_TABLE[cell * CELLS + peer] = 1;
});

export function sees(a: number, b: number): boolean {
  return PEER_TABLE[a * CELLS + b] === 1;
}

/** How many bits of a 9-bit mask are set, by table: the solver asks this for every cell it visits. */
export const BIT_COUNT: Uint8Array = Uint8Array.from({ length: 1 << 9 }, (_, mask) => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
});

export function bitCount(mask: number): number {
  return BIT_COUNT[mask] ?? 0;
}

/** The digit of a single-bit mask. */
export function digitOfBit(bit: number): number {
  return 32 - Math.clz32(bit);
}

export function emptyGrid(): number[] {
  return new Array<number>(CELLS).fill(0);
}

/**
 * A grid from text: 81 cells, a digit 1–9 or 0 or '.' for an empty one; whitespace and the
 * `|`, `-` and `+` of printed grids are ignored so a puzzle can be pasted as it is printed.
 * Null for anything else.
 */
export function parseGrid(text: string): Grid | null {
  const cells = text.replace(/[\s|+-]/g, '');
  if (!/^[0-9.]{81}$/.test(cells)) return null;
  return Array.from(cells, (char) => (char === '.' ? 0 : Number(char)));
}

/** The 81-character form, '.' for an empty cell, the way puzzles are usually exchanged. */
export function serializeGrid(grid: Grid): string {
  return grid.map((value) => (value === 0 ? '.' : String(value))).join('');
}

/** The filled cells whose digit a peer repeats, to highlight; empty for a grid without clashes. */
export function conflicts(grid: Grid): ReadonlySet<number> {
  const clashing = new Set<number>();
  for (const unit of UNITS) {
    const cellOfDigit = new Map<number, number>();
    for (const cell of unit) {
      const value = grid[cell] ?? 0;
      if (value === 0) continue;
      const first = cellOfDigit.get(value);
      if (first === undefined) {
        cellOfDigit.set(value, cell);
      } else {
        clashing.add(first);
        clashing.add(cell);
      }
    }
  }
  return clashing;
}

export function countGivens(grid: Grid): number {
  return grid.reduce((count, value) => count + (value === 0 ? 0 : 1), 0);
}

/** Whether every cell is filled and nothing clashes. */
export function isSolvedGrid(grid: Grid): boolean {
  return grid.every((value) => value !== 0) && conflicts(grid).size === 0;
}

