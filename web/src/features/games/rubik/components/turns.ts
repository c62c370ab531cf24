/**
 * How moves meet the screen: which layers a move turns about which axis (for the animation), the
 * move a drag on a sticker makes, and the move a key makes.
 *
 * Each move's layers are found from the cube model itself, by matching what the move does to a
 * solved cube against the layer turns of facelets.ts, so the picture cannot turn a layer the
 * model does not.
 */
import { moveState, toFacelets } from '../lib/cube';
import { FACES, STICKERS, faceOf, layerTurn, type Vector } from '../lib/facelets';
import type { Move, MoveBase, SliceBase } from '../lib/notation';

export interface LayerTurn {
  /** 0, 1, 2 for x (towards R), y (towards U), z (towards F). */
  readonly axis: 0 | 1 | 2;
  /** The coordinates along the axis of the layers that turn. */
  readonly layers: readonly number[];
  /** A clockwise turn is a quarter turn this way: 1 is counterclockwise seen from the axis' positive end. */
  readonly quarter: 1 | -1;
}

const AXES = [0, 1, 2] as const;
const LAYER_SETS: readonly (readonly number[])[] = [[1], [-1], [0], [0, 1], [-1, 0], [-1, 0, 1]];
const found = new Map<MoveBase, LayerTurn>();

/** The layers a move turns; looked up once per move base, on first use. */
export function layerTurnOf(base: MoveBase): LayerTurn {
  const known = found.get(base);
  if (known !== undefined) return known;
  const target = toFacelets(moveState({ base, turns: 1 })).join('');
  for (const axis of AXES) {
    for (const layers of LAYER_SETS) {
      for (const quarter of [1, -1] as const) {
        if (layerTurn(axis, layers, quarter).map(faceOf).join('') !== target) continue;
        const turn = { axis, layers, quarter };
        found.set(base, turn);
        return turn;
      }
    }
  }
  throw new Error(`${base} turns no layer of the cube`);
}

/** The angle, in degrees, a move turns its layers by (positive: counterclockwise seen from the axis' positive end). */
function angle(move: Move): number {
  const { quarter } = layerTurnOf(move.base);
  return 90 * quarter * (move.turns === 3 ? -1 : move.turns);
}

/**
 * The CSS transform that ends a move's animation. CSS's y axis points down, the model's up: that
 * mirrors the space, which reverses the sense of rotations about x and z.
 */
export function turnTransform(move: Move): string {
  const { axis } = layerTurnOf(move.base);
  const degrees = angle(move);
  if (axis === 0) return `rotateX(${String(-degrees)}deg)`;
  if (axis === 1) return `rotateY(${String(degrees)}deg)`;
  return `rotateZ(${String(-degrees)}deg)`;
}

/** How the cube is seen: turned `ry` degrees about the vertical axis, then tilted `rx` about the horizontal one (CSS `rotateX(rx) rotateY(ry)`). */
export interface View {
  readonly rx: number;
  readonly ry: number;
}

/** A direction of the model's space as it points on the screen (x right, y down), perspective left out. */
function onScreen(v: Vector, view: View): readonly [number, number] {
  const a = (view.ry * Math.PI) / 180;
  const b = (view.rx * Math.PI) / 180;
  const [x, y, z] = [v[0], -v[1], v[2]];
  const x1 = x * Math.cos(a) + z * Math.sin(a);
  const z1 = -x * Math.sin(a) + z * Math.cos(a);
  return [x1, y * Math.cos(b) - z1 * Math.sin(b)];
}

const unit = (axis: number, sign: number): Vector => [axis === 0 ? sign : 0, axis === 1 ? sign : 0, axis === 2 ? sign : 0];
const cross = (a: Vector, b: Vector): Vector => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** The moves that turn one layer: a face or a slice. */
const SINGLE_LAYER: readonly MoveBase[] = [...FACES, ...(['M', 'E', 'S'] satisfies SliceBase[])];

/**
 * The move a drag of (dx, dy) pixels on sticker `facelet` makes: the sticker's layer turns the
 * way the drag goes. Of the four directions along the sticker's face, the one that points most
 * like the drag on the screen is the way the sticker moves; turning about the axis across it
 * (normal × direction) carries the sticker that way.
 */
export function dragTurn(facelet: number, dx: number, dy: number, view: View): Move | null {
  const sticker = STICKERS[facelet];
  const length = Math.hypot(dx, dy);
  if (sticker === undefined || length === 0) return null;
  const normalAxis = sticker.normal.findIndex((n) => n !== 0);
  let best: { direction: Vector; score: number } | null = null;
  for (const axis of AXES) {
    if (axis === normalAxis) continue;
    for (const sign of [1, -1]) {
      const direction = unit(axis, sign);
      const [sx, sy] = onScreen(direction, view);
      const score = (sx * dx + sy * dy) / ((Math.hypot(sx, sy) || 1) * length);
      if (best === null || score > best.score) best = { direction, score };
    }
  }
  if (best === null) return null;
  const around = cross(sticker.normal, best.direction);
  const axis = around.findIndex((n) => n !== 0);
  const quarter = around[axis] ?? 0;
  const layer = sticker.position[axis];
  for (const base of SINGLE_LAYER) {
    const turn = layerTurnOf(base);
    if (turn.axis === axis && turn.layers[0] === layer) return { base, turns: turn.quarter === quarter ? 1 : 3 };
  }
  return null;
}

const KEY_BASES = new Map<string, MoveBase>([
  ...[...FACES, 'M', 'E', 'S'].map((letter): [string, MoveBase] => [letter, letter as MoveBase]),
  ['X', 'x'],
  ['Y', 'y'],
  ['Z', 'z'],
]);

/** The move a key makes: U D L R F B M E S and X Y Z turn clockwise, with Shift counterclockwise. */
export function moveForKey(key: string, shift: boolean): Move | null {
  const base = KEY_BASES.get(key.toUpperCase());
  return base === undefined ? null : { base, turns: shift ? 3 : 1 };
}
