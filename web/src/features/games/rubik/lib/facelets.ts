/**
 * The 54 stickers ("facelets") of a 3x3 cube and where they sit in space.
 *
 * Numbering follows Kociemba's facelet string, so positions can be written down and compared with
 * other tools: the faces in the order U R F D L B, nine stickers each, read row by row as the face
 * is seen from outside with U on top (U itself is seen with B on top, D with F on top). Index
 * `9 * face + 3 * row + column`; the centre of a face is `9 * face + 4`.
 *
 * Space: x points to R, y to U, z to F; a sticker's cubie sits at coordinates in {-1, 0, 1}.
 * Layer turns are derived from this geometry (see `layerTurn`) rather than typed in as tables, so
 * every move, slice and rotation is consistent with the sticker layout by construction.
 */

export const FACES = ['U', 'R', 'F', 'D', 'L', 'B'] as const;
export type Face = (typeof FACES)[number];

export type Vector = readonly [number, number, number];

export interface Sticker {
  /** The centre of the sticker's cubie; each coordinate is -1, 0 or 1. */
  readonly position: Vector;
  /** The outward direction the sticker faces: a unit vector along one axis. */
  readonly normal: Vector;
}

/** Where the sticker in `row`, `column` of each face is, seen as the numbering above describes. */
const FACE_GEOMETRY: Record<Face, (row: number, column: number) => Sticker> = {
  U: (r, c) => ({ position: [c - 1, 1, r - 1], normal: [0, 1, 0] }),
  R: (r, c) => ({ position: [1, 1 - r, 1 - c], normal: [1, 0, 0] }),
  F: (r, c) => ({ position: [c - 1, 1 - r, 1], normal: [0, 0, 1] }),
  D: (r, c) => ({ position: [c - 1, -1, 1 - r], normal: [0, -1, 0] }),
  L: (r, c) => ({ position: [-1, 1 - r, c - 1], normal: [-1, 0, 0] }),
  B: (r, c) => ({ position: [1 - c, 1 - r, -1], normal: [0, 0, -1] }),
};

/** Sticker `i` of the facelet numbering; the UI paints a 3D cube from this. */
export const STICKERS: readonly Sticker[] = FACES.flatMap((face) =>
  Array.from({ length: 9 }, (_, i) => FACE_GEOMETRY[face](Math.floor(i / 3), i % 3)),
);

/** The index of a sticker named like "U9" or "R1" (face letter, then 1–9 in reading order). */
function facelet(name: string): number {
  const face = FACES.indexOf(name[0] as Face);
  const place = Number(name.slice(1));
  if (face < 0 || !Number.isInteger(place) || place < 1 || place > 9) throw new Error(`No facelet ${name}`);
  return 9 * face + place - 1;
}

/**
 * The stickers of each corner position URF UFL ULB UBR DFR DLF DBL DRB, starting with its U or D
 * sticker and going clockwise (seen from outside the corner). A corner's orientation counts how
 * far its U/D-coloured sticker is turned clockwise from the first of these.
 */
export const CORNER_FACELETS: readonly (readonly number[])[] = [
  ['U9', 'R1', 'F3'],
  ['U7', 'F1', 'L3'],
  ['U1', 'L1', 'B3'],
  ['U3', 'B1', 'R3'],
  ['D3', 'F9', 'R7'],
  ['D1', 'L9', 'F7'],
  ['D7', 'B9', 'L7'],
  ['D9', 'R9', 'B7'],
].map((names) => names.map(facelet));

/**
 * The stickers of each edge position UR UF UL UB DR DF DL DB FR FL BL BR, its U/D sticker first
 * (F/B for the four middle-layer edges). An edge is flipped when its first colour is not there.
 */
export const EDGE_FACELETS: readonly (readonly number[])[] = [
  ['U6', 'R2'],
  ['U8', 'F2'],
  ['U4', 'L2'],
  ['U2', 'B2'],
  ['D6', 'R8'],
  ['D2', 'F8'],
  ['D4', 'L8'],
  ['D8', 'B8'],
  ['F6', 'R4'],
  ['F4', 'L6'],
  ['B6', 'L4'],
  ['B4', 'R6'],
].map((names) => names.map(facelet));

/** The face a sticker belongs to on a solved cube, which is also its colour's name. */
export function faceOf(index: number): Face {
  const face = FACES[Math.floor(index / 9)];
  if (face === undefined) throw new Error(`No facelet ${String(index)}`);
  return face;
}

/** Rotates a vector a quarter turn about an axis: `quarter` 1 is counterclockwise seen from the axis' positive end. */
function rotate(v: Vector, axis: number, quarter: 1 | -1): Vector {
  const i = (axis + 1) % 3;
  const j = (axis + 2) % 3;
  const out = [v[0], v[1], v[2]];
  out[i] = -quarter * (v[j] ?? 0);
  out[j] = quarter * (v[i] ?? 0);
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}

const stickerKey = (s: Sticker) => `${s.position.join()}/${s.normal.join()}`;
const STICKER_INDEX = new Map(STICKERS.map((s, i) => [stickerKey(s), i]));

/**
 * The sticker permutation of turning the layers whose `axis` coordinate is in `layers` a quarter
 * turn: after the turn, position `i` shows what position `result[i]` showed before.
 */
export function layerTurn(axis: 0 | 1 | 2, layers: readonly number[], quarter: 1 | -1): number[] {
  const result = STICKERS.map((_, i) => i);
  STICKERS.forEach((sticker, from) => {
    if (!layers.includes(sticker.position[axis])) return;
    const to = STICKER_INDEX.get(stickerKey({ position: rotate(sticker.position, axis, quarter), normal: rotate(sticker.normal, axis, quarter) }));
    if (to === undefined) throw new Error('A turned sticker left the cube');
    result[to] = from;
  });
  return result;
}
