/**
 * The cube state at cubie level: which corner and edge sits in each place and how it is turned,
 * plus where the six centres are. The solver works on this; the UI paints `toFacelets`.
 *
 * Orientation: slice moves and whole-cube rotations move centres, so the state keeps a centre
 * permutation next to the corners and edges, and every move — face, slice, wide or rotation — is
 * one element of the same group, applied by `multiply`. Piece identities are colours, which never
 * change, so a rotated cube is simply a state whose centres are permuted; `homeRotation` finds the
 * rotation that brings them back, which is how the solver gets a cube with standard centres.
 *
 * Places and pieces are numbered as in Kociemba's papers: corners URF UFL ULB UBR DFR DLF DBL DRB,
 * edges UR UF UL UB DR DF DL DB FR FL BL BR, centres U R F D L B.
 */
import { CORNER_FACELETS, EDGE_FACELETS, FACES, STICKERS, faceOf, layerTurn, type Face } from './facelets';
import type { Move, MoveBase } from './notation';

export interface Cube {
  /** `cp[i]`: the corner in corner place i. */
  readonly cp: readonly number[];
  /** `co[i]`: how many times the corner in place i is twisted clockwise (0–2). */
  readonly co: readonly number[];
  /** `ep[i]`: the edge in edge place i. */
  readonly ep: readonly number[];
  /** `eo[i]`: 1 when the edge in place i is flipped. */
  readonly eo: readonly number[];
  /** `centers[f]`: the centre (by its colour, an index into FACES) on face f. */
  readonly centers: readonly number[];
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const SOLVED: Cube = { cp: range(8), co: Array(8).fill(0), ep: range(12), eo: Array(12).fill(0), centers: range(6) };

/** Thrown for a state no sequence of moves reaches (or that is not a cube at all). */
export class InvalidCubeError extends Error {
  override name = 'InvalidCubeError';
}

const at = (values: readonly number[], i: number) => values[i] ?? 0;

/**
 * `a` then `b`: the state reached by doing, from state `a`, the moves that take a solved cube to
 * `b`. Applying a move to a state is `multiply(state, move)`.
 */
export function multiply(a: Cube, b: Cube): Cube {
  return {
    cp: b.cp.map((p) => at(a.cp, p)),
    co: b.cp.map((p, i) => (at(a.co, p) + at(b.co, i)) % 3),
    ep: b.ep.map((p) => at(a.ep, p)),
    eo: b.ep.map((p, i) => (at(a.eo, p) + at(b.eo, i)) % 2),
    centers: b.centers.map((p) => at(a.centers, p)),
  };
}

/** The state that undoes `a`: `multiply(a, inverse(a))` is solved. */
export function inverse(a: Cube): Cube {
  const cp: number[] = [];
  const co: number[] = [];
  const ep: number[] = [];
  const eo: number[] = [];
  const centers: number[] = [];
  a.cp.forEach((p, i) => {
    cp[p] = i;
    co[p] = (3 - at(a.co, i)) % 3;
  });
  a.ep.forEach((p, i) => {
    ep[p] = i;
    eo[p] = at(a.eo, i);
  });
  a.centers.forEach((p, i) => (centers[p] = i));
  return { cp, co, ep, eo, centers };
}

export function equals(a: Cube, b: Cube): boolean {
  const same = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return same(a.cp, b.cp) && same(a.co, b.co) && same(a.ep, b.ep) && same(a.eo, b.eo) && same(a.centers, b.centers);
}

/** The colours of a piece on a solved cube, in the order of its place's stickers. */
const CORNER_COLORS = CORNER_FACELETS.map((stickers) => stickers.map(faceOf));
const EDGE_COLORS = EDGE_FACELETS.map((stickers) => stickers.map(faceOf));

/** The 54 sticker colours, in the facelet numbering (facelets.ts); a colour is named by its face on a solved cube. */
export function toFacelets(cube: Cube): Face[] {
  const facelets = STICKERS.map((_, i) => faceOf(i));
  cube.centers.forEach((center, face) => (facelets[9 * face + 4] = FACES[center] ?? 'U'));
  const paint = (places: readonly (readonly number[])[], colors: readonly (readonly Face[])[], perm: readonly number[], ori: readonly number[]) => {
    places.forEach((stickers, i) => {
      const piece = colors[at(perm, i)] ?? [];
      piece.forEach((color, n) => (facelets[at(stickers, (n + at(ori, i)) % stickers.length)] = color));
    });
  };
  paint(CORNER_FACELETS, CORNER_COLORS, cube.cp, cube.co);
  paint(EDGE_FACELETS, EDGE_COLORS, cube.ep, cube.eo);
  return facelets;
}

/**
 * Reads 54 sticker colours (an array, or a string like "UUUUUUUUURRR…"). Throws an
 * InvalidCubeError when a piece's colours match no piece; the result may still be unreachable
 * (a twisted corner, two identical pieces), which `validate` tells.
 */
export function fromFacelets(facelets: string | readonly string[]): Cube {
  // Stickers are single ASCII letters, so splitting a string into characters is safe.
  const colors: readonly string[] = typeof facelets === 'string' ? Array.from(facelets) : facelets;
  if (colors.length !== 54) throw new InvalidCubeError(`A cube has 54 stickers, not ${String(colors.length)}`);
  const color = (index: number) => FACES.indexOf(colors[index] as Face);
  if (colors.some((_, i) => color(i) < 0)) throw new InvalidCubeError('Sticker colours are named U R F D L B');
  const cp: number[] = [];
  const co: number[] = [];
  CORNER_FACELETS.forEach((stickers) => {
    const seen = stickers.map((s) => colors[s]);
    const ori = seen.findIndex((c) => c === 'U' || c === 'D');
    const turned = seen.map((_, n) => seen[(n + ori) % 3]);
    const piece = CORNER_COLORS.findIndex((piece) => piece.every((c, n) => c === turned[n]));
    if (ori < 0 || piece < 0) throw new InvalidCubeError(`No corner has the colours ${seen.join('')}`);
    cp.push(piece);
    co.push(ori);
  });
  const ep: number[] = [];
  const eo: number[] = [];
  EDGE_FACELETS.forEach((stickers, i) => {
    const seen = stickers.map((s) => colors[s]);
    const flipped = [seen[1], seen[0]];
    const piece = EDGE_COLORS.findIndex((piece) => piece.every((c, n) => c === seen[n]));
    const flippedPiece = EDGE_COLORS.findIndex((piece) => piece.every((c, n) => c === flipped[n]));
    if (piece < 0 && flippedPiece < 0) throw new InvalidCubeError(`No edge has the colours ${seen.join('')}`);
    ep[i] = piece < 0 ? flippedPiece : piece;
    eo[i] = piece < 0 ? 1 : 0;
  });
  return { cp, co, ep, eo, centers: FACES.map((_, face) => color(9 * face + 4)) };
}

/** Whether every face shows one colour: solved in any orientation. */
export function isSolved(cube: Cube): boolean {
  const facelets = toFacelets(cube);
  return facelets.every((color, i) => color === facelets[9 * Math.floor(i / 9) + 4]);
}

/** How each move base turns the cube: the axis (x y z), which layers, and which way a clockwise turn goes. */
const LAYER_TURNS: Record<MoveBase, readonly [0 | 1 | 2, readonly number[], 1 | -1]> = {
  R: [0, [1], -1],
  L: [0, [-1], 1],
  M: [0, [0], 1],
  Rw: [0, [0, 1], -1],
  Lw: [0, [-1, 0], 1],
  x: [0, [-1, 0, 1], -1],
  U: [1, [1], -1],
  D: [1, [-1], 1],
  E: [1, [0], 1],
  Uw: [1, [0, 1], -1],
  Dw: [1, [-1, 0], 1],
  y: [1, [-1, 0, 1], -1],
  F: [2, [1], -1],
  B: [2, [-1], 1],
  S: [2, [0], -1],
  Fw: [2, [0, 1], -1],
  Bw: [2, [-1, 0], 1],
  z: [2, [-1, 0, 1], -1],
};

/** Each move as a state (what it does to a solved cube), derived from the sticker geometry. */
const MOVE_STATES = new Map(
  (Object.keys(LAYER_TURNS) as MoveBase[]).map((base) => {
    const [axis, layers, quarter] = LAYER_TURNS[base];
    const quarterTurn = fromFacelets(layerTurn(axis, layers, quarter).map(faceOf));
    const half = multiply(quarterTurn, quarterTurn);
    return [base, [quarterTurn, half, multiply(half, quarterTurn)] as const];
  }),
);

/** The state a move produces from a solved cube. */
export function moveState(move: Move): Cube {
  const state = MOVE_STATES.get(move.base)?.[move.turns - 1];
  if (state === undefined) throw new Error(`Unknown move ${move.base}`);
  return state;
}

export function applyMove(cube: Cube, move: Move): Cube {
  return multiply(cube, moveState(move));
}

export function applyMoves(cube: Cube, moves: readonly Move[]): Cube {
  return moves.reduce(applyMove, cube);
}

/** The 24 whole-cube rotations, as states (all reached from x and y). */
const ROTATIONS: readonly Cube[] = (() => {
  const found = [SOLVED];
  // The loop also visits the rotations it adds.
  for (const rotation of found) {
    for (const base of ['x', 'y'] as const) {
      const next = applyMove(rotation, { base, turns: 1 });
      if (!found.some((r) => equals(r, next))) found.push(next);
    }
  }
  return found;
})();

/**
 * The whole-cube rotation that brings the centres of `cube` home: `multiply(cube, rotation)` has
 * U on top and F in front. Throws when the centres are not a rotation of a cube's.
 */
export function homeRotation(cube: Cube): Cube {
  const rotation = ROTATIONS.find((r) => r.centers.every((c, i) => cube.centers[c] === i));
  if (rotation === undefined) throw new InvalidCubeError('The centres are not where a real cube has them');
  return rotation;
}

const FACE_TURNS: readonly Move[] = FACES.flatMap((base) => ([1, 2, 3] as const).map((turns) => ({ base, turns })));

/**
 * The face turn that does to a cube held in its current orientation what `move` does to it
 * turned by `rotation` (`rotation` move `rotation⁻¹`). The solver solves the re-oriented cube
 * and hands back its moves this way, so they apply to the cube as the player holds it.
 */
export function faceTurnSeenFrom(rotation: Cube, move: Move): Move {
  const conjugate = multiply(multiply(rotation, moveState(move)), inverse(rotation));
  const turn = FACE_TURNS.find((m) => equals(moveState(m), conjugate));
  if (turn === undefined) throw new Error(`${move.base} is not a face turn`);
  return turn;
}

/** Why `cube` cannot be reached by turning a real cube, or null when it can. */
export function validate(cube: Cube): string | null {
  const isPermutation = (values: readonly number[], n: number) => values.length === n && range(n).every((v) => values.includes(v));
  if (!isPermutation(cube.cp, 8) || cube.co.length !== 8 || cube.co.some((o) => o !== 0 && o !== 1 && o !== 2)) return 'The corners are not the eight corners of a cube';
  if (!isPermutation(cube.ep, 12) || cube.eo.length !== 12 || cube.eo.some((o) => o !== 0 && o !== 1)) return 'The edges are not the twelve edges of a cube';
  if (!ROTATIONS.some((r) => r.centers.every((c, i) => c === cube.centers[i]))) return 'The centres are not where a real cube has them';
  if (cube.co.reduce((a, b) => a + b, 0) % 3 !== 0) return 'A corner is twisted';
  if (cube.eo.reduce((a, b) => a + b, 0) % 2 !== 0) return 'An edge is flipped';
  if ((parity(cube.cp) + parity(cube.ep) + parity(cube.centers)) % 2 !== 0) return 'Two pieces are swapped';
  return null;
}

/** 1 for an odd permutation, 0 for an even one. */
export function parity(values: readonly number[]): number {
  let swaps = 0;
  for (let i = 0; i < values.length; i++) for (let j = i + 1; j < values.length; j++) if (at(values, j) < at(values, i)) swaps++;
  return swaps % 2;
}
