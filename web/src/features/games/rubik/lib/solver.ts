/**
 * Kociemba's two-phase algorithm.
 *
 * Phase 1 turns the cube into the subgroup H = <U, D, R2, L2, F2, B2>: corners untwisted, edges
 * unflipped, the four middle-layer edges in the middle layer. Its coordinates are twist (2187),
 * flip (2048) and the slice edges' places (495); the lower bound is the larger of the exact
 * distances of (twist, places) and (flip, places). Phase 2 solves a cube in H with H's ten moves;
 * its coordinates are the corner permutation (8!), the permutation of the eight U/D edges (8!)
 * and the order of the slice edges (4!), bounded by (corners, order) and (edges, order).
 *
 * Both phases are iterative-deepening searches. Every phase-1 solution is extended by the
 * shortest phase-2 solution that still beats the best total so far, and phase-1 solutions get
 * longer until a short enough total is found (see SolveOptions). Phase 2 is capped (PHASE2_CAP),
 * so the first total is usually 20–23 moves; searching longer gives shorter ones.
 *
 * Indices are in range by construction; `?? 0` only satisfies noUncheckedIndexedAccess.
 */
import { SLICE_COUNT, SLICE_ORDER_COUNT, flip, permutation, sliceSorted, twist } from './coordinates';
import { InvalidCubeError, faceTurnSeenFrom, homeRotation, multiply, validate, type Cube } from './cube';
import { FACES } from './facelets';
import type { Move, Turns } from './notation';
import { FACE_TURNS, PHASE2_TURNS, solverTables, tablesBuildMilliseconds, type Tables } from './tables';

export interface SolveOptions {
  /**
   * Never return a longer solution (default 25). Every position has a solution of 20 moves, but
   * the closer this is to 20, the longer the search can take.
   */
  readonly maxLength?: number;
  /** Stop as soon as a solution this short is found (default 21). */
  readonly targetLength?: number;
  /**
   * When this many milliseconds have passed, return the best solution found so far, or the first
   * one found after that (default 100). Infinity searches until `targetLength` is reached, so the
   * result does not depend on the machine's speed.
   */
  readonly timeLimitMs?: number;
}

/** The face of each turn number (tables.ts FACE_TURNS): U R F D L B are 0–5. */
const FACE_OF_TURN = Int8Array.from(FACE_TURNS, (_, turn) => Math.floor(turn / 3));
const PHASE2_FACE = Int8Array.from(PHASE2_TURNS, (turn) => FACE_OF_TURN[turn] ?? 0);

/**
 * Whether a turn of `face` may follow one of `lastFace` (-1 for none): never the same face (that
 * would be one turn), and of two opposite faces, which commute, only in one order (U before D, R
 * before L, F before B).
 */
const mayFollow = (face: number, lastFace: number) => face !== lastFace && face !== lastFace - 3;

/**
 * Which turns may end phase 1: quarter turns of R, F, L, B. A phase-1 solution ending with a
 * phase-2 turn was in H a turn earlier, and that shorter one was tried first.
 */
const ENDS_PHASE1 = Uint8Array.from(FACE_TURNS, (_, turn) => (PHASE2_TURNS.includes(turn) ? 0 : 1));

/** Turn numbers with turns of the same face in a row made one (R R2 is R'; R R' is nothing). */
function mergeTurns(turns: Iterable<number>): number[] {
  const merged: number[] = [];
  for (const turn of turns) {
    const last = merged.at(-1);
    if (last === undefined || FACE_OF_TURN[last] !== FACE_OF_TURN[turn]) {
      merged.push(turn);
      continue;
    }
    merged.pop();
    const quarters = ((last % 3) + (turn % 3) + 2) % 4;
    if (quarters !== 0) merged.push(turn - (turn % 3) + quarters - 1);
  }
  return merged;
}

/**
 * Phase 2 is not searched deeper than this while phase 1 can still get longer: a deep phase-2
 * search costs more than trying further phase-1 solutions, and gives longer totals too (the
 * min2phase solver caps it likewise). Should the search find nothing within the maximum length
 * with the cap, it runs again without it, so the cap never makes it fail.
 */
const PHASE2_CAP = 12;

/** How often (in nodes) the search looks at the clock. */
const CLOCK_INTERVAL = 4096;

/**
 * One search: two nested iterative deepenings over coordinates. The hot loops read the tables
 * from fields, which is what keeps them fast.
 */
class Search {
  private readonly twistMove: Uint16Array;
  private readonly flipMove: Uint16Array;
  private readonly sliceMove: Uint16Array;
  private readonly cornerMove: Uint16Array;
  private readonly edgeMove: Uint16Array;
  private readonly sliceOrderMove: Uint8Array;
  private readonly twistSliceDepth: Uint8Array;
  private readonly flipSliceDepth: Uint8Array;
  private readonly cornerSliceDepth: Uint8Array;
  private readonly edgeSliceDepth: Uint8Array;
  private readonly cube: Cube;
  private readonly maxLength: number;
  private readonly targetLength: number;
  private readonly deadline: number;
  private readonly path: Int8Array;
  private best: number[] | null = null;
  private bestLength = 0;
  private phase2Cap = PHASE2_CAP;
  private stopped = false;
  private nodes = 0;

  constructor(cube: Cube, options: SolveOptions) {
    const t: Tables = solverTables();
    this.twistMove = t.twistMove;
    this.flipMove = t.flipMove;
    this.sliceMove = t.sliceMove;
    this.cornerMove = t.cornerMove;
    this.edgeMove = t.edgeMove;
    this.sliceOrderMove = t.sliceOrderMove;
    this.twistSliceDepth = t.twistSliceDepth;
    this.flipSliceDepth = t.flipSliceDepth;
    this.cornerSliceDepth = t.cornerSliceDepth;
    this.edgeSliceDepth = t.edgeSliceDepth;
    this.cube = cube;
    this.maxLength = options.maxLength ?? 25;
    if (!Number.isInteger(this.maxLength) || this.maxLength < 0 || this.maxLength > 50) throw new RangeError('maxLength is a whole number of moves, at most 50');
    this.targetLength = options.targetLength ?? 21;
    this.deadline = performance.now() + (options.timeLimitMs ?? 100);
    this.path = new Int8Array(this.maxLength + 1);
  }

  /** The best solution's turn numbers, or null when there is none within `maxLength`. */
  run(): number[] | null {
    this.deepen();
    if (this.best === null) {
      this.phase2Cap = Infinity;
      this.deepen();
    }
    return this.best;
  }

  /** Phase-1 solutions of growing length, until the best total is no longer than they are. */
  private deepen(): void {
    const tw = twist(this.cube.co);
    const fl = flip(this.cube.eo);
    const slice = sliceSorted(this.cube.ep);
    this.bestLength = this.best?.length ?? this.maxLength + 1;
    for (let length = this.phase1Bound(tw, fl, slice); length < this.bestLength && !this.stopped; length++) {
      this.phase1(tw, fl, slice, 0, length, -1);
    }
  }

  private phase1Bound(tw: number, fl: number, slice: number): number {
    const places = (slice / SLICE_ORDER_COUNT) | 0;
    const a = this.twistSliceDepth[SLICE_COUNT * tw + places] ?? 0;
    const b = this.flipSliceDepth[SLICE_COUNT * fl + places] ?? 0;
    return a > b ? a : b;
  }

  /** Extends the phase-1 path at `depth` by exactly `togo` turns that reach H. */
  private phase1(tw: number, fl: number, slice: number, depth: number, togo: number, lastFace: number): void {
    if (togo === 0) {
      this.phase2Start(depth, slice);
      return;
    }
    this.tick();
    for (let turn = 0; turn < 18 && !this.stopped; turn++) {
      const face = FACE_OF_TURN[turn] ?? 0;
      if (!mayFollow(face, lastFace)) {
        turn += 2;
        continue;
      }
      if (togo === 1 && ENDS_PHASE1[turn] === 0) continue;
      // As in phase 2, the second table is read only when the first one's bound passes.
      const slice2 = this.sliceMove[18 * slice + turn] ?? 0;
      const places2 = (slice2 / SLICE_ORDER_COUNT) | 0;
      const tw2 = this.twistMove[18 * tw + turn] ?? 0;
      if ((this.twistSliceDepth[SLICE_COUNT * tw2 + places2] ?? 0) >= togo) continue;
      const fl2 = this.flipMove[18 * fl + turn] ?? 0;
      if ((this.flipSliceDepth[SLICE_COUNT * fl2 + places2] ?? 0) >= togo) continue;
      this.path[depth] = turn;
      this.phase1(tw2, fl2, slice2, depth + 1, togo - 1, face);
    }
  }

  /** At the end of a phase-1 solution: finds the shortest phase 2 that improves on the best total. */
  private phase2Start(depth: number, order: number): void {
    const limit = Math.min(this.bestLength - 1 - depth, this.phase2Cap);
    if (limit < 0) return;
    // The permutations after phase 1, by replaying its turns on the pieces (cheap: once per phase-1 solution).
    let cp = this.cube.cp;
    let ep = this.cube.ep;
    for (const turn of this.path.subarray(0, depth)) {
      const state = FACE_TURNS[turn] ?? this.cube;
      const [cpBefore, epBefore] = [cp, ep];
      cp = state.cp.map((from) => cpBefore[from] ?? 0);
      ep = state.ep.map((from) => epBefore[from] ?? 0);
    }
    const corners = permutation(cp);
    const edges = permutation(ep, 0, 8);
    // Phase 2 may start on the face phase 1 ended with (R then R2): `found` merges the two, which
    // is how a position one quarter turn from solved gets that one turn back.
    for (let length = this.phase2Bound(corners, edges, order); length <= limit && !this.stopped; length++) {
      if (this.phase2(corners, edges, order, depth, length, -1)) {
        this.found(depth + length);
        return;
      }
    }
  }

  private phase2Bound(corners: number, edges: number, order: number): number {
    const a = this.cornerSliceDepth[SLICE_ORDER_COUNT * corners + order] ?? 0;
    const b = this.edgeSliceDepth[SLICE_ORDER_COUNT * edges + order] ?? 0;
    return a > b ? a : b;
  }

  /** Whether `togo` phase-2 turns from `depth` on solve the cube (the path then holds them). */
  private phase2(corners: number, edges: number, order: number, depth: number, togo: number, lastFace: number): boolean {
    if (togo === 0) return true;
    this.tick();
    for (let i = 0; i < 10 && !this.stopped; i++) {
      const face = PHASE2_FACE[i] ?? 0;
      if (!mayFollow(face, lastFace)) continue;
      // The corner bound alone rejects many turns: the edges are looked at only when it passes.
      const order2 = this.sliceOrderMove[10 * order + i] ?? 0;
      const corners2 = this.cornerMove[10 * corners + i] ?? 0;
      if ((this.cornerSliceDepth[SLICE_ORDER_COUNT * corners2 + order2] ?? 0) >= togo) continue;
      const edges2 = this.edgeMove[10 * edges + i] ?? 0;
      if ((this.edgeSliceDepth[SLICE_ORDER_COUNT * edges2 + order2] ?? 0) >= togo) continue;
      this.path[depth] = PHASE2_TURNS[i] ?? 0;
      if (this.phase2(corners2, edges2, order2, depth + 1, togo - 1, face)) return true;
    }
    return false;
  }

  private found(length: number): void {
    this.best = mergeTurns(this.path.subarray(0, length));
    this.bestLength = this.best.length;
    if (this.bestLength <= this.targetLength || performance.now() > this.deadline) this.stopped = true;
  }

  /** Counts a node; now and then stops the search when time is up and there is something to return. */
  private tick(): void {
    if (++this.nodes % CLOCK_INTERVAL === 0 && this.best !== null && performance.now() > this.deadline) this.stopped = true;
  }
}

/**
 * Face turns that solve `cube` (to a solved cube in whatever orientation it is held: the moves
 * are named as seen from the cube's current orientation). No two turns in a row are of the same
 * face. Throws an InvalidCubeError for a position no real cube can be in, and an Error when
 * there is no solution within `maxLength`.
 */
export function solve(cube: Cube, options: SolveOptions = {}): Move[] {
  const problem = validate(cube);
  if (problem !== null) throw new InvalidCubeError(problem);
  const rotation = homeRotation(cube);
  const turns = new Search(multiply(cube, rotation), options).run();
  if (turns === null) throw new Error(`No solution within ${String(options.maxLength ?? 25)} moves`);
  return turns.map((turn) =>
    faceTurnSeenFrom(rotation, { base: FACES[FACE_OF_TURN[turn] ?? 0] ?? 'U', turns: ((turn % 3) + 1) as Turns }),
  );
}

/**
 * Builds the solver's tables now rather than on the first solve (e.g. when the game opens) and
 * returns how long that took, in milliseconds.
 */
export function prepareSolver(): number {
  solverTables();
  return tablesBuildMilliseconds();
}
