import { describe, expect, it } from 'vitest';
import { MATRIX_HEIGHT, MATRIX_WIDTH, pieceCells, type Piece, type Rotation } from './pieces';
import { boardFrom, tAt } from './testing/matrix';
import { I_KICKS, JLSTZ_KICKS, kickTests, rotate, transition, type Direction, type Kick, type Transition } from './srs';
import type { Board, Block } from './board';

/** The guideline's tables (x right, y up), written out again to catch an edit to either copy. */
const GUIDELINE_JLSTZ: Record<Transition, Kick[]> = {
  '0R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  R0: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  R2: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  '2R': [[0, 0], [-1, 0], [-1, 1], [0, -2], [-1, -2]],
  '2L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
  L2: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  L0: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
  '0L': [[0, 0], [1, 0], [1, 1], [0, -2], [1, -2]],
};
const GUIDELINE_I: Record<Transition, Kick[]> = {
  '0R': [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  R0: [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  R2: [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
  '2R': [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '2L': [[0, 0], [2, 0], [-1, 0], [2, 1], [-1, -2]],
  L2: [[0, 0], [-2, 0], [1, 0], [-2, -1], [1, 2]],
  L0: [[0, 0], [1, 0], [-2, 0], [1, -2], [-2, 1]],
  '0L': [[0, 0], [-1, 0], [2, 0], [-1, 2], [2, -1]],
};

/**
 * SRS is also defined by per-state offsets: a kick from A to B is offset(A) − offset(B), less the
 * I's true-rotation shift (its first test). Deriving the tables this way checks them a third way.
 */
const JLSTZ_OFFSETS: Record<Rotation, Kick[]> = {
  0: [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
  1: [[0, 0], [1, 0], [1, -1], [0, 2], [1, 2]],
  2: [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
  3: [[0, 0], [-1, 0], [-1, -1], [0, 2], [-1, 2]],
};
const I_OFFSETS: Record<Rotation, Kick[]> = {
  0: [[0, 0], [-1, 0], [2, 0], [-1, 0], [2, 0]],
  1: [[-1, 0], [0, 0], [0, 0], [0, 1], [0, -2]],
  2: [[-1, 1], [1, 1], [-2, 1], [1, 0], [-2, 0]],
  3: [[0, 1], [0, 1], [0, 1], [0, -1], [0, 2]],
};

const TRANSITIONS: [Rotation, Rotation, Direction][] = [
  [0, 1, 1], [1, 0, -1], [1, 2, 1], [2, 1, -1], [2, 3, 1], [3, 2, -1], [3, 0, 1], [0, 3, -1],
];

function fromOffsets(offsets: Record<Rotation, Kick[]>, from: Rotation, to: Rotation): Kick[] {
  const kicks = offsets[from].map(([x, y], i): Kick => [x - (offsets[to][i]?.[0] ?? 0), y - (offsets[to][i]?.[1] ?? 0)]);
  const [sx, sy] = kicks[0] ?? [0, 0];
  return kicks.map(([x, y]): Kick => [x - sx, y - sy]);
}

/** A board full of blocks except the given cells. */
function fullBoardExcept(cells: readonly (readonly [number, number])[]): Board {
  const open = new Set(cells.map(([x, y]) => `${String(x)},${String(y)}`));
  return Array.from({ length: MATRIX_HEIGHT }, (_, y) =>
    Array.from({ length: MATRIX_WIDTH }, (_, x): Block => (open.has(`${String(x)},${String(y)}`) ? null : 'Z')),
  );
}

/** Where a kick test would put a piece turning to `to`. */
function candidate(piece: Piece, to: Rotation, [dx, dy]: Kick): Piece {
  return { ...piece, rotation: to, x: piece.x + dx, y: piece.y - dy };
}

describe('SRS kick tables', () => {
  it.each(TRANSITIONS)('JLSTZ %s→%s is the guideline table', (from, to) => {
    for (const type of ['J', 'L', 'S', 'T', 'Z'] as const) {
      expect(kickTests(type, from, to)).toEqual(GUIDELINE_JLSTZ[transition(from, to)]);
    }
    expect(JLSTZ_KICKS[transition(from, to)]).toEqual(fromOffsets(JLSTZ_OFFSETS, from, to));
  });

  it.each(TRANSITIONS)('I %s→%s is the guideline table', (from, to) => {
    expect(kickTests('I', from, to)).toEqual(GUIDELINE_I[transition(from, to)]);
    expect(I_KICKS[transition(from, to)]).toEqual(fromOffsets(I_OFFSETS, from, to));
  });

  it('has O try only the plain turn', () => {
    for (const [from, to] of TRANSITIONS) expect(kickTests('O', from, to)).toEqual([[0, 0]]);
  });
});

describe('rotate', () => {
  /**
   * For every piece, transition and test: a matrix filled except for the piece and the place
   * test k would put it. Tests 1…k−1 must collide, and test k must be the one taken — except
   * where the T's shape makes that impossible: for these four, an earlier test fits wherever
   * test k does (it uses only cells of the T and of test k's place), so the T never gets there.
   */
  const UNREACHABLE = ['T 0R 4', 'T 2R 3', 'T 2L 3', 'T 0L 4'];
  const cases = (['I', 'J', 'L', 'S', 'T', 'Z'] as const).flatMap((type) =>
    TRANSITIONS.flatMap(([from, to, direction]) =>
      [1, 2, 3, 4, 5].map((test) => ({ type, from, to, direction, test, name: transition(from, to) })),
    ),
  );
  it.each(cases)('$type $name takes test $test when the earlier ones are blocked', ({ type, from, to, direction, test, name }) => {
    const piece: Piece = { type, rotation: from, x: 3, y: 20 };
    const places = kickTests(type, from, to).map((kick) => candidate(piece, to, kick));
    const target = places[test - 1];
    if (target === undefined) throw new Error('No such test');
    const board = fullBoardExcept([...pieceCells(piece), ...pieceCells(target)]);
    const result = rotate(board, piece, direction);
    if (UNREACHABLE.includes(`${type} ${name} ${String(test)}`)) {
      expect(result?.test).toBeLessThan(test);
      expect(result?.piece).toEqual(places[(result?.test ?? 0) - 1]);
    } else {
      expect(result).toEqual({ piece: target, test });
    }
  });

  it('fails when all five tests are blocked', () => {
    const piece: Piece = { type: 'T', rotation: 0, x: 3, y: 20 };
    expect(rotate(fullBoardExcept(pieceCells(piece)), piece, 1)).toBeNull();
  });

  it('never kicks O: it turns in place or not at all', () => {
    for (const [from, , direction] of TRANSITIONS) {
      const piece: Piece = { type: 'O', rotation: from, x: 3, y: 20 };
      const board = fullBoardExcept(pieceCells(piece));
      expect(rotate(board, piece, direction)).toEqual({ piece: { ...piece, rotation: (from + direction + 4) % 4 }, test: 1 });
    }
  });

  it('kicks an I off the left wall with its second test', () => {
    // Vertical I in state L, in column 0: its horizontal state 0 would stick out of the wall.
    const piece: Piece = { type: 'I', rotation: 3, x: -1, y: 30 };
    expect(pieceCells(piece).map(([x]) => x)).toEqual([0, 0, 0, 0]);
    expect(rotate(boardFrom([]), piece, 1)).toEqual({ piece: { type: 'I', rotation: 0, x: 0, y: 30 }, test: 2 });
  });

  it('kicks an I off the right wall with its third test (the second goes the wrong way)', () => {
    const piece: Piece = { type: 'I', rotation: 1, x: 7, y: 30 };
    expect(pieceCells(piece).map(([x]) => x)).toEqual([9, 9, 9, 9]);
    expect(rotate(boardFrom([]), piece, -1)).toEqual({ piece: { type: 'I', rotation: 0, x: 6, y: 30 }, test: 3 });
  });

  it('kicks a T into a T-spin triple slot with the fifth test', () => {
    const board = boardFrom([
      '##........',
      '#.........',
      '#.########',
      '#..#######',
      '#.########',
      '#########.',
    ]);
    // The T rests pointing up on the slot's right edge, under the overhang at column 1.
    const result = rotate(board, tAt(0, 2, 35), 1);
    expect(result).toEqual({ piece: tAt(1, 1, 37), test: 5 });
  });

  it('lifts a T out of a pit with the fourth test (two rows up)', () => {
    // A T pointing right, in a pit, turning clockwise: tests 1–3 hit the walls of the pit.
    const board = boardFrom([
      '#.#.......',
      '#..#......',
      '#.##......',
    ]);
    const result = rotate(board, tAt(1, 1, 38), 1);
    expect(result?.test).toBe(4);
    expect(result?.piece).toEqual(tAt(2, 1, 36));
  });
});
