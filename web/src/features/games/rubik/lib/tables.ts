/**
 * Move and pruning tables for the two-phase solver, built on first use (`solverTables`).
 *
 * Move tables give a coordinate's value after each move; pruning tables give, for a pair of
 * coordinates, the exact number of moves needed to solve that pair, which is a lower bound for the
 * whole cube. Both are computed here rather than shipped: 6.2 MB in memory (2.2 MB of move
 * tables, four 1-MB pruning tables of one byte an entry), built in about 0.3 s on a server core
 * (see the benchmark), which is less than downloading them would take. On a slow phone that may
 * be 1–1.5 s: call `prepareSolver` early (when the game opens), or should that still be in the
 * way, run this module in a Web Worker, which it needs nothing changed for. Packing the pruning
 * tables to 4 bits an entry would halve their memory if that ever matters.
 *
 * Indices are in range by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
 */
import {
  FLIP_COUNT,
  PERM8_COUNT,
  SLICE_COUNT,
  SLICE_ORDER_COUNT,
  TWIST_COUNT,
  flip,
  permutation,
  setFlip,
  setPermutation,
  setSliceSorted,
  setTwist,
  sliceSorted,
  twist,
} from './coordinates';
import { SOLVED, moveState, type Cube } from './cube';
import { FACES } from './facelets';

/** The 18 face turns, numbered `3 * face + turns - 1` with faces in FACES order (U R F D L B). */
export const FACE_TURNS: readonly Cube[] = FACES.flatMap((base) => ([1, 2, 3] as const).map((turns) => moveState({ base, turns })));

/** The turns that keep a cube in phase 2's subgroup <U, D, R2, L2, F2, B2>, as face-turn numbers. */
export const PHASE2_TURNS: readonly number[] = [0, 1, 2, 4, 7, 9, 10, 11, 13, 16];

export interface Tables {
  /** Phase 1, 18 turns: `twistMove[18 * twist + turn]`. */
  readonly twistMove: Uint16Array;
  readonly flipMove: Uint16Array;
  /** The slice coordinate with its edges' order (coordinates.ts `sliceSorted`), 11880 × 18. */
  readonly sliceMove: Uint16Array;
  /** Phase 2, 10 turns (PHASE2_TURNS order): corner permutation, 8! × 10. */
  readonly cornerMove: Uint16Array;
  /** The permutation of the eight U/D-layer edges, 8! × 10. */
  readonly edgeMove: Uint16Array;
  /** The order of the slice edges, 24 × 10. */
  readonly sliceOrderMove: Uint8Array;
  /** Moves to solve twist and slice places together: `[495 * twist + places]`. */
  readonly twistSliceDepth: Uint8Array;
  readonly flipSliceDepth: Uint8Array;
  /** Phase-2 moves to solve corners and slice order: `[24 * corners + order]`. */
  readonly cornerSliceDepth: Uint8Array;
  readonly edgeSliceDepth: Uint8Array;
}

/** A coordinate of the corners or of the edges (coordinates.ts), as the move tables need it. */
interface Coordinate {
  readonly count: number;
  readonly pieces: 'corners' | 'edges';
  /** 3 for twist and 2 for flip, which add each turn's own; 0 for the others, which only move pieces. */
  readonly modulus: number;
  readonly set: (pieces: Int8Array, value: number) => void;
  readonly get: (pieces: Int8Array) => number;
}

/**
 * A coordinate's move table over the face turns numbered in `turns`: for each value, build
 * pieces with it, turn them, read the value back. Where a face's quarter turn is in the list, its
 * half and counter turns are looked up as two and three quarter turns instead, which is cheaper.
 */
function moveTable(coordinate: Coordinate, turns: readonly number[]): Uint16Array {
  const { count, pieces, modulus, set, get } = coordinate;
  const width = turns.length;
  const table = new Uint16Array(count * width);
  const size = pieces === 'corners' ? 8 : 12;
  const before = new Int8Array(size);
  const after = new Int8Array(size);
  const quarterColumn = turns.map((turn) => turns.indexOf(turn - (turn % 3)));
  const previousColumn = turns.map((turn) => turns.indexOf(turn - 1));
  const direct = turns.flatMap((turn, column) => {
    if (quarterColumn[column] !== -1 && turn % 3 !== 0) return [];
    const state = FACE_TURNS[turn] ?? SOLVED;
    return [{ column, from: pieces === 'corners' ? state.cp : state.ep, add: pieces === 'corners' ? state.co : state.eo }];
  });
  for (let value = 0; value < count; value++) {
    set(before, value);
    for (const { column, from, add } of direct) {
      for (let i = 0; i < size; i++) {
        const piece = before[from[i] ?? 0] ?? 0;
        after[i] = modulus === 0 ? piece : (piece + (add[i] ?? 0)) % modulus;
      }
      table[width * value + column] = get(after);
    }
  }
  for (const power of [1, 2]) {
    turns.forEach((turn, column) => {
      const quarter = quarterColumn[column] ?? -1;
      const previous = previousColumn[column] ?? -1;
      if (quarter === -1 || turn % 3 !== power) return;
      for (let value = 0; value < count; value++) {
        table[width * value + column] = table[width * (table[width * value + previous] ?? 0) + quarter] ?? 0;
      }
    });
  }
  return table;
}

/**
 * Breadth-first distances from solved for pairs of coordinates (index `a * bCount + b`, solved
 * is 0), given each one's move table with `turnCount` turns. The move sets are closed under
 * inverses, so the distance from solved is the distance to solved. Level by level: early levels
 * expand the states found last, late ones look for unreached states next to the last level, which
 * is quicker when most states are already reached.
 */
function depthTable(aCount: number, aMove: ArrayLike<number>, bCount: number, bMove: ArrayLike<number>, turnCount: number): Uint8Array {
  const size = aCount * bCount;
  const depth = new Uint8Array(size).fill(UNREACHED);
  depth[0] = 0;
  let reached = 1;
  for (let d = 0; reached < size; d++) {
    const backward = reached > size / 2;
    for (let a = 0; a < aCount; a++) {
      for (let b = 0; b < bCount; b++) {
        const index = a * bCount + b;
        if (depth[index] !== (backward ? UNREACHED : d)) continue;
        for (let turn = 0; turn < turnCount; turn++) {
          const next = (aMove[a * turnCount + turn] ?? 0) * bCount + (bMove[b * turnCount + turn] ?? 0);
          if (backward) {
            if (depth[next] === d) {
              depth[index] = d + 1;
              reached++;
              break;
            }
          } else if (depth[next] === UNREACHED) {
            depth[next] = d + 1;
            reached++;
          }
        }
      }
    }
  }
  return depth;
}

const UNREACHED = 255;

function buildTables(): Tables {
  const allTurns = FACE_TURNS.map((_, turn) => turn);
  const twistMove = moveTable({ count: TWIST_COUNT, pieces: 'corners', modulus: 3, set: setTwist, get: twist }, allTurns);
  const flipMove = moveTable({ count: FLIP_COUNT, pieces: 'edges', modulus: 2, set: setFlip, get: flip }, allTurns);
  const sliceMove = moveTable(
    { count: SLICE_COUNT * SLICE_ORDER_COUNT, pieces: 'edges', modulus: 0, set: setSliceSorted, get: sliceSorted },
    allTurns,
  );
  const cornerMove = moveTable(
    { count: PERM8_COUNT, pieces: 'corners', modulus: 0, set: (cp, value) => {
        setPermutation(cp, value, 8);
      }, get: (cp) => permutation(cp) },
    PHASE2_TURNS,
  );
  // In phase 2 the U/D edges stay in places 0–7, and the slice edges can sit at home meanwhile.
  const edgeMove = moveTable(
    {
      count: PERM8_COUNT,
      pieces: 'edges',
      modulus: 0,
      set: (ep, value) => {
        setPermutation(ep, value, 8);
        ep.set([8, 9, 10, 11], 8);
      },
      get: (ep) => permutation(ep, 0, 8),
    },
    PHASE2_TURNS,
  );
  const sliceOrderMove = Uint8Array.from({ length: SLICE_ORDER_COUNT * PHASE2_TURNS.length }, (_, i) => {
    const order = Math.floor(i / PHASE2_TURNS.length);
    return sliceMove[18 * order + (PHASE2_TURNS[i % PHASE2_TURNS.length] ?? 0)] ?? 0;
  });
  const placesMove = Uint16Array.from({ length: SLICE_COUNT * 18 }, (_, i) => Math.floor((sliceMove[18 * SLICE_ORDER_COUNT * Math.floor(i / 18) + (i % 18)] ?? 0) / SLICE_ORDER_COUNT));
  return {
    twistMove,
    flipMove,
    sliceMove,
    cornerMove,
    edgeMove,
    sliceOrderMove,
    twistSliceDepth: depthTable(TWIST_COUNT, twistMove, SLICE_COUNT, placesMove, 18),
    flipSliceDepth: depthTable(FLIP_COUNT, flipMove, SLICE_COUNT, placesMove, 18),
    cornerSliceDepth: depthTable(PERM8_COUNT, cornerMove, SLICE_ORDER_COUNT, sliceOrderMove, 10),
    edgeSliceDepth: depthTable(PERM8_COUNT, edgeMove, SLICE_ORDER_COUNT, sliceOrderMove, 10),
  };
}

let tables: Tables | undefined;
let buildMilliseconds = 0;

/** The tables, built on the first call. */
export function solverTables(): Tables {
  if (tables === undefined) {
    const start = performance.now();
    tables = buildTables();
    buildMilliseconds = performance.now() - start;
  }
  return tables;
}

/** How long building the tables took, in milliseconds (0 before they are built). */
export function tablesBuildMilliseconds(): number {
  return buildMilliseconds;
}
