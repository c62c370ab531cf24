/**
 * Cube notation (WCA style): face turns U D L R F B, slices M E S, wide turns (Rw, also written r)
 * and whole-cube rotations x y z, each clockwise as seen from its face (M like L, E like D, S like
 * F; x like R, y like U, z like F), with ' for counterclockwise and 2 for a half turn.
 */
import { FACES, type Face } from './facelets';

export type SliceBase = 'M' | 'E' | 'S';
export type WideBase = `${Face}w`;
export type RotationBase = 'x' | 'y' | 'z';
export type MoveBase = Face | SliceBase | WideBase | RotationBase;

/** Every move base: the UI can offer a button for each. */
export const MOVE_BASES: readonly MoveBase[] = [
  ...FACES,
  'M',
  'E',
  'S',
  ...FACES.map((face): WideBase => `${face}w`),
  'x',
  'y',
  'z',
];

/** Clockwise quarter turns: 1 is a quarter turn, 2 a half turn, 3 a counterclockwise quarter turn ('). */
export type Turns = 1 | 2 | 3;

export interface Move {
  readonly base: MoveBase;
  readonly turns: Turns;
}

const SUFFIX: Record<Turns, string> = { 1: '', 2: '2', 3: "'" };

export function formatMove(move: Move): string {
  return move.base + SUFFIX[move.turns];
}

/** Moves separated by single spaces, e.g. "R U R' U'". */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}

/**
 * One move: a base (lowercase u d l r f b is the wide turn), then 2, ', 2' or nothing. The
 * typographic apostrophe ’ counts as a prime, as it is what phones and word processors type.
 */
const MOVE_PATTERN = /\s*(?:([URFDLB])(w?)|([urfdlb])|([MESxyz]))(2?['’]|2)?\s*/y;

/**
 * Reads a sequence like "R U2 F' Rw x2" (spaces optional: "RUR'U'"). Throws an Error naming the
 * first thing that is not a move, so the UI can show it.
 */
export function parseMoves(text: string): Move[] {
  const moves: Move[] = [];
  MOVE_PATTERN.lastIndex = 0;
  while (MOVE_PATTERN.lastIndex < text.length) {
    const at = MOVE_PATTERN.lastIndex;
    const match = MOVE_PATTERN.exec(text);
    if (match === null) {
      if (text.slice(at).trim() === '') break;
      throw new Error(`Not a move at position ${String(at + 1)}: "${text.slice(at).trim()}"`);
    }
    const [, face, wide, lowerWide, other, suffix] = match;
    const base = (face !== undefined ? face + (wide ?? '') : lowerWide !== undefined ? `${lowerWide.toUpperCase()}w` : other) as MoveBase;
    const turns: Turns = suffix === undefined ? 1 : suffix.startsWith('2') ? 2 : 3;
    moves.push({ base, turns });
  }
  return moves;
}

/** The move that undoes `move`. */
export function invertMove(move: Move): Move {
  return { base: move.base, turns: (4 - move.turns) as Turns };
}

/** The sequence that undoes `moves`: the inverses in reverse order. */
export function invertMoves(moves: readonly Move[]): Move[] {
  return moves.map(invertMove).reverse();
}
