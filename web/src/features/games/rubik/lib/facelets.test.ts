import { describe, expect, it } from 'vitest';
import { CORNER_FACELETS, EDGE_FACELETS, STICKERS, faceOf, layerTurn, type Vector } from './facelets';

const sticker = (index: number) => {
  const found = STICKERS[index];
  if (found === undefined) throw new Error(`No sticker ${String(index)}`);
  return found;
};
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vector, b: Vector): Vector => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

describe('sticker geometry', () => {
  it('puts 54 stickers on distinct places, each facing out of its face', () => {
    expect(new Set(STICKERS.map((s) => `${s.position.join()}/${s.normal.join()}`)).size).toBe(54);
    STICKERS.forEach((s, i) => {
      const axis = s.normal.findIndex((n) => n !== 0);
      expect(s.position[axis]).toBe(s.normal[axis]);
      expect(faceOf(i)).toBe('URFDLB'[Math.floor(i / 9)]);
    });
    // The centre of F is in front, the centre of U on top.
    expect(sticker(22)).toEqual({ position: [0, 0, 1], normal: [0, 0, 1] });
    expect(sticker(4)).toEqual({ position: [0, 1, 0], normal: [0, 1, 0] });
  });

  it("lists each corner's stickers on one cubie, U/D first, then clockwise", () => {
    for (const stickers of CORNER_FACELETS) {
      const [a, b, c] = stickers.map(sticker);
      if (a === undefined || b === undefined || c === undefined) throw new Error('A corner has three stickers');
      expect(b.position).toEqual(a.position);
      expect(c.position).toEqual(a.position);
      expect(Math.abs(a.normal[1])).toBe(1);
      // Clockwise seen from outside: the three normals form a left-handed triple.
      expect(dot(a.normal, cross(b.normal, c.normal))).toBe(-1);
    }
  });

  it("lists each edge's two stickers on one cubie", () => {
    for (const [a = -1, b = -1] of EDGE_FACELETS) expect(sticker(a).position).toEqual(sticker(b).position);
  });
});

describe('layerTurn', () => {
  it('is a permutation that turns four times back to the start', () => {
    const perm = layerTurn(1, [1], -1);
    expect([...perm].sort((a, b) => a - b)).toEqual(STICKERS.map((_, i) => i));
    let state = STICKERS.map((_, i) => i);
    for (let k = 0; k < 4; k++) state = perm.map((from) => state[from] ?? -1);
    expect(state).toEqual(STICKERS.map((_, i) => i));
  });

  it('moves 20 stickers for a face turn and 12 for a slice', () => {
    const moved = (perm: number[]) => perm.filter((from, to) => from !== to).length;
    expect(moved(layerTurn(0, [1], -1))).toBe(20);
    expect(moved(layerTurn(0, [0], 1))).toBe(12);
  });
});
