import { describe, expect, it } from 'vitest';
import { SLICE_COUNT, SLICE_ORDER_COUNT, flip, permutation, sliceSorted, twist } from './coordinates';
import { multiply } from './cube';
import { seededRandom } from './random';
import { randomState } from './scramble';
import { FACE_TURNS, PHASE2_TURNS, solverTables } from './tables';

const tables = solverTables();
const at = (table: ArrayLike<number>, index: number) => {
  const value = table[index];
  if (value === undefined) throw new Error(`Index ${String(index)} is outside the table`);
  return value;
};

describe('move tables', () => {
  it('agree with turning the pieces', () => {
    const random = seededRandom(3);
    for (let n = 0; n < 50; n++) {
      const cube = randomState(random);
      FACE_TURNS.forEach((turn, t) => {
        const after = multiply(cube, turn);
        expect(at(tables.twistMove, 18 * twist(cube.co) + t)).toBe(twist(after.co));
        expect(at(tables.flipMove, 18 * flip(cube.eo) + t)).toBe(flip(after.eo));
        expect(at(tables.sliceMove, 18 * sliceSorted(cube.ep) + t)).toBe(sliceSorted(after.ep));
      });
      // Phase 2's coordinates only mean something in H: the corners, and the edges restricted to it.
      const inH = { ...cube, ep: [...permutationOf8(random), 8, 9, 10, 11] };
      PHASE2_TURNS.forEach((t, i) => {
        const after = multiply(inH, FACE_TURNS[t] ?? inH);
        expect(at(tables.cornerMove, 10 * permutation(inH.cp) + i)).toBe(permutation(after.cp));
        expect(at(tables.edgeMove, 10 * permutation(inH.ep, 0, 8) + i)).toBe(permutation(after.ep, 0, 8));
        expect(at(tables.sliceOrderMove, 10 * sliceSorted(inH.ep) + i)).toBe(sliceSorted(after.ep));
      });
    }
  });
});

function permutationOf8(random: ReturnType<typeof seededRandom>): number[] {
  const values = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let i = 7; i > 0; i--) {
    const j = random.int(i + 1);
    [values[i], values[j]] = [values[j] ?? 0, values[i] ?? 0];
  }
  return values;
}

describe('pruning tables', () => {
  /** Every entry is reached, 0 only at solved, and differs by at most 1 from its neighbours. */
  function checkDistances(depth: Uint8Array, bCount: number, neighbours: (a: number, b: number, turn: number) => number, turnCount: number) {
    expect(depth[0]).toBe(0);
    expect(depth.indexOf(0, 1)).toBe(-1);
    expect(depth.indexOf(255)).toBe(-1);
    const random = seededRandom(5);
    for (let n = 0; n < 2000; n++) {
      const index = random.int(depth.length);
      const here = at(depth, index);
      const next = Array.from({ length: turnCount }, (_, turn) => at(depth, neighbours(Math.floor(index / bCount), index % bCount, turn)));
      expect(next.every((d) => Math.abs(d - here) <= 1)).toBe(true);
      expect(next.some((d) => d === here - 1)).toBe(true);
    }
  }
  const places = (slice: number) => Math.floor(slice / SLICE_ORDER_COUNT);

  it('hold exact distances for phase 1', () => {
    const placesMove = (p: number, turn: number) => places(at(tables.sliceMove, 18 * SLICE_ORDER_COUNT * p + turn));
    checkDistances(tables.twistSliceDepth, SLICE_COUNT, (a, b, t) => at(tables.twistMove, 18 * a + t) * SLICE_COUNT + placesMove(b, t), 18);
    checkDistances(tables.flipSliceDepth, SLICE_COUNT, (a, b, t) => at(tables.flipMove, 18 * a + t) * SLICE_COUNT + placesMove(b, t), 18);
  });

  it('hold exact distances for phase 2', () => {
    const order = (b: number, t: number) => at(tables.sliceOrderMove, 10 * b + t);
    checkDistances(tables.cornerSliceDepth, SLICE_ORDER_COUNT, (a, b, t) => at(tables.cornerMove, 10 * a + t) * SLICE_ORDER_COUNT + order(b, t), 10);
    checkDistances(tables.edgeSliceDepth, SLICE_ORDER_COUNT, (a, b, t) => at(tables.edgeMove, 10 * a + t) * SLICE_ORDER_COUNT + order(b, t), 10);
  });
});
