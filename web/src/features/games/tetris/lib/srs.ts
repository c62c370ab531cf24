/**
 * The Super Rotation System: a rotation first tries the plain turn, then up to four nudged
 * positions ("wall kicks"), and takes the first that fits.
 */
import { collides, type Board } from './board';
import type { Piece, PieceType, Rotation } from './pieces';

/** 1 turns clockwise, −1 counter-clockwise. */
export type Direction = 1 | -1;

/** Which of the five tests placed the piece: 1 is the plain turn, 2–5 the kicks. */
export type KickTest = 1 | 2 | 3 | 4 | 5;

/** A kick as the guideline writes it: x to the right, y **upwards**. */
export type Kick = readonly [x: number, y: number];
type KickTests = readonly [Kick, Kick, Kick, Kick, Kick];

/** A rotation between two states, named as the guideline names them (0, R, 2, L). */
export type Transition = '0R' | 'R0' | 'R2' | '2R' | '2L' | 'L2' | 'L0' | '0L';

const STATE_NAMES = ['0', 'R', '2', 'L'] as const;

/** The kick tests of J, L, S, T and Z, copied from the guideline's table. */
export const JLSTZ_KICKS: Readonly<Record<Transition, KickTests>> = {
  '0R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  R0: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  R2: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  '2R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  '2L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
  L2: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  L0: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  '0L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
};

/** The I piece's own kick tests (it turns about a grid corner, so it needs longer reaches). */
export const I_KICKS: Readonly<Record<Transition, KickTests>> = {
  '0R': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  R0: [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  R2: [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
  '2R': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '2L': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  L2: [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  L0: [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '0L': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
};

/** O looks the same in every state, so it only ever tries the plain turn. */
const O_KICKS: readonly Kick[] = [[0, 0]];

export function transition(from: Rotation, to: Rotation): Transition {
  return `${STATE_NAMES[from]}${STATE_NAMES[to]}` as Transition;
}

/** The tests a piece tries, in order, when it turns from one state to the next. */
export function kickTests(type: PieceType, from: Rotation, to: Rotation): readonly Kick[] {
  if (type === 'O') return O_KICKS;
  return (type === 'I' ? I_KICKS : JLSTZ_KICKS)[transition(from, to)];
}

function turned(rotation: Rotation, direction: Direction): Rotation {
  return ((rotation + direction + 4) % 4) as Rotation;
}

export interface RotationResult {
  readonly piece: Piece;
  /** Kept because T-spin rules look at it: the fifth test upgrades a mini T-spin to a full one. */
  readonly test: KickTest;
}

/** Rotates a piece with SRS, or returns null when all five tests collide. */
export function rotate(board: Board, piece: Piece, direction: Direction): RotationResult | null {
  const rotation = turned(piece.rotation, direction);
  const tests = kickTests(piece.type, piece.rotation, rotation);
  for (const [index, [dx, dy]] of tests.entries()) {
    // The table's y points up; the matrix's rows count down.
    const candidate: Piece = { ...piece, rotation, x: piece.x + dx, y: piece.y - dy };
    if (!collides(board, candidate)) return { piece: candidate, test: (index + 1) as KickTest };
  }
  return null;
}
