/**
 * The seven tetrominoes and the matrix they move in, as the Tetris Guideline defines them.
 *
 * Coordinates: x is the column (0 at the left wall), y the row counted **downwards** from the
 * top of the matrix, so a renderer can draw rows in order. The matrix is 10 × 40: rows 0–19 are
 * the hidden buffer above the skyline and rows 20–39 the 20 visible rows (guideline rows 40…1
 * counted from the floor). The 20 hidden rows leave room for kicks and a piece that spawns high
 * above a tall stack; nothing is drawn there.
 */

export const MATRIX_WIDTH = 10;
export const MATRIX_HEIGHT = 40;
export const VISIBLE_ROWS = 20;
/** The first visible row; a piece locking entirely above it is a lock out. */
export const SKYLINE = MATRIX_HEIGHT - VISIBLE_ROWS;

export const PIECE_TYPES = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'] as const;
export type PieceType = (typeof PIECE_TYPES)[number];

/** SRS rotation states: 0 = spawn, 1 = R (one turn clockwise), 2 = two turns, 3 = L. */
export type Rotation = 0 | 1 | 2 | 3;

/** A tetromino in the matrix: (x, y) is the top-left corner of its SRS bounding box. */
export interface Piece {
  readonly type: PieceType;
  readonly rotation: Rotation;
  readonly x: number;
  readonly y: number;
}

export type Cell = readonly [x: number, y: number];

/**
 * The spawn orientation of each piece inside its SRS bounding box (4 × 4 for I, 3 × 3 for J, L,
 * S, T and Z, and O drawn in the middle of a 4-wide box so it spawns in the middle columns). All
 * spawn flat side down, J, L and T with their flat side first, as the guideline draws them.
 */
const SPAWN_SHAPES: Readonly<Record<PieceType, readonly string[]>> = {
  I: ['....', 'IIII', '....', '....'],
  J: ['J..', 'JJJ', '...'],
  L: ['..L', 'LLL', '...'],
  O: ['.OO.', '.OO.', '....'],
  S: ['.SS', 'SS.', '...'],
  T: ['.T.', 'TTT', '...'],
  Z: ['ZZ.', '.ZZ', '...'],
};

function spawnCells(type: PieceType): Cell[] {
  return SPAWN_SHAPES[type].flatMap((row, y) => row.split('').flatMap((char, x): Cell[] => (char === '.' ? [] : [[x, y]])));
}

/**
 * One clockwise turn inside the box: SRS rotates J, L, S, T, Z and I about the centre of their
 * box (a cell centre for the 3 × 3 box, a grid corner for the I's 4 × 4). O does not turn: its
 * four states look the same, so it never needs a kick.
 */
function turnClockwise(type: PieceType, cells: readonly Cell[]): Cell[] {
  if (type === 'O') return [...cells];
  const last = type === 'I' ? 3 : 2;
  return cells.map(([x, y]): Cell => [last - y, x]);
}

type States = readonly [readonly Cell[], readonly Cell[], readonly Cell[], readonly Cell[]];

function rotationStates(type: PieceType): States {
  const spawn = spawnCells(type);
  const right = turnClockwise(type, spawn);
  const two = turnClockwise(type, right);
  return [spawn, right, two, turnClockwise(type, two)];
}

/** Each piece's cells in its four rotation states, computed once. */
const SHAPES: Readonly<Record<PieceType, States>> = {
  I: rotationStates('I'),
  J: rotationStates('J'),
  L: rotationStates('L'),
  O: rotationStates('O'),
  S: rotationStates('S'),
  T: rotationStates('T'),
  Z: rotationStates('Z'),
};

/** The cells of a piece's shape in a rotation state, relative to its box. */
export function shape(type: PieceType, rotation: Rotation): readonly Cell[] {
  return SHAPES[type][rotation];
}

/** The four matrix cells a piece covers. */
export function pieceCells(piece: Piece): Cell[] {
  return shape(piece.type, piece.rotation).map(([x, y]): Cell => [piece.x + x, piece.y + y]);
}

/**
 * Where a piece enters the matrix: its box's left edge at column 3 puts I and O in the middle
 * columns (3–6 and 4–5) and the 3-wide pieces in the left-middle columns (3–5); its top row at
 * 18 puts the flat side on guideline row 21 and the rest on row 22, just above the skyline.
 */
export function spawnPiece(type: PieceType): Piece {
  return { type, rotation: 0, x: 3, y: SKYLINE - 2 };
}

export function isPieceType(value: unknown): value is PieceType {
  return typeof value === 'string' && (PIECE_TYPES as readonly string[]).includes(value);
}
