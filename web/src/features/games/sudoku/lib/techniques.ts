/**
 * The techniques a human solver uses, each a search for its pattern on the candidates. Grading
 * and hints both depend on trying them easiest first, so a step is always explained by the
 * simplest technique that finds it.
 */
import * as geometry from './grid';
import type { Grid } from './grid';
import { atMost, type Level } from './level';

/**
 * Local copies of the grid's tables: the searches read them in their inner loops, and under the
 * test runner each use of an import is a read through the module's namespace, which made
 * generation three times slower there.
 */
const { ALL_DIGITS, BIT_COUNT, CELLS, PEERS, UNITS, UNITS_OF, digitBit, digitOfBit, sees } = geometry;

export type Technique =
  | 'naked-single'
  | 'hidden-single'
  | 'pointing'
  | 'box-line'
  | 'naked-pair'
  | 'hidden-pair'
  | 'naked-triple'
  | 'hidden-triple'
  | 'x-wing'
  | 'xy-wing'
  | 'swordfish';

/** What each technique is worth; a puzzle needing none beyond these is at most 'hard'. */
export const TECHNIQUE_LEVEL: Readonly<Record<Technique, Exclude<Level, 'expert'>>> = {
  'naked-single': 'easy',
  'hidden-single': 'easy',
  pointing: 'medium',
  'box-line': 'medium',
  'naked-pair': 'medium',
  'hidden-pair': 'medium',
  'naked-triple': 'medium',
  'hidden-triple': 'medium',
  'x-wing': 'hard',
  'xy-wing': 'hard',
  swordfish: 'hard',
};

export interface Candidate {
  readonly cell: number;
  readonly digit: number;
}

/**
 * One deduction: a digit placed, or candidates removed. `pattern` is the cells that prove it
 * (the unit of a hidden single, the cells of a pair, the corners of an X-Wing…), for the UI to
 * highlight.
 */
export type Step =
  | {
      readonly kind: 'place';
      readonly technique: Technique;
      readonly cell: number;
      readonly digit: number;
      readonly pattern: readonly number[];
    }
  | {
      readonly kind: 'eliminate';
      readonly technique: Technique;
      readonly eliminations: readonly Candidate[];
      readonly pattern: readonly number[];
    };

/**
 * The logical solver's working state. Mutable typed arrays: grading a puzzle applies a step per
 * digit and more, and the generator grades every puzzle it carves. A filled cell has no
 * candidates.
 */
export interface Board {
  readonly values: Uint8Array;
  readonly candidates: Uint16Array;
}

/** The board of a grid, each empty cell's candidates being the digits no peer holds. */
export function boardOf(grid: Grid): Board {
  const values = Uint8Array.from(grid);
  const candidates = new Uint16Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    if (values[cell] !== 0) continue;
    let used = 0;
    for (const peer of PEERS[cell] ?? []) {
      const value = values[peer] ?? 0;
      if (value !== 0) used |= digitBit(value);
    }
    candidates[cell] = ALL_DIGITS & ~used;
  }
  return { values, candidates };
}

export function applyStep(board: Board, step: Step): void {
  if (step.kind === 'place') {
    const bit = digitBit(step.digit);
    board.values[step.cell] = step.digit;
    board.candidates[step.cell] = 0;
    for (const peer of PEERS[step.cell] ?? []) board.candidates[peer] = (board.candidates[peer] ?? 0) & ~bit;
    return;
  }
  for (const { cell, digit } of step.eliminations) {
    board.candidates[cell] = (board.candidates[cell] ?? 0) & ~digitBit(digit);
  }
}

/** Calls `visit` with each way of choosing `size` of `items` (in order) until it returns a result. */
function firstCombination<T, R>(items: readonly T[], size: number, visit: (chosen: readonly T[]) => R | null): R | null {
  const chosen: T[] = [];
  const pick = (from: number): R | null => {
    if (chosen.length === size) return visit(chosen);
    for (let i = from; i <= items.length - (size - chosen.length); i++) {
      chosen.push(items[i] as T);
      const result = pick(i + 1);
      chosen.pop();
      if (result !== null) return result;
    }
    return null;
  };
  return pick(0);
}

/** The eliminations of the digits in `mask` from `cells` where they are still candidates. */
function eliminationsOf(board: Board, cells: Iterable<number>, mask: number): Candidate[] {
  const eliminations: Candidate[] = [];
  for (const cell of cells) {
    for (let hit = (board.candidates[cell] ?? 0) & mask; hit !== 0; hit &= hit - 1) {
      eliminations.push({ cell, digit: digitOfBit(hit & -hit) });
    }
  }
  return eliminations;
}

function eliminate(technique: Technique, eliminations: readonly Candidate[], pattern: readonly number[]): Step | null {
  return eliminations.length === 0 ? null : { kind: 'eliminate', technique, eliminations, pattern };
}

/** A cell with one candidate left. */
function nakedSingle(board: Board): Step | null {
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = board.candidates[cell] ?? 0;
    if (BIT_COUNT[mask] === 1) return { kind: 'place', technique: 'naked-single', cell, digit: digitOfBit(mask), pattern: [cell] };
  }
  return null;
}

/** A digit with one place left in a unit. */
function hiddenSingle(board: Board): Step | null {
  for (const unit of UNITS) {
    let once = 0;
    let twice = 0;
    for (const cell of unit) {
      const mask = board.candidates[cell] ?? 0;
      twice |= once & mask;
      once |= mask;
    }
    const only = once & ~twice;
    if (only === 0) continue;
    const bit = only & -only;
    const cell = unit.find((c) => ((board.candidates[c] ?? 0) & bit) !== 0) ?? 0;
    return { kind: 'place', technique: 'hidden-single', cell, digit: digitOfBit(bit), pattern: unit };
  }
  return null;
}

/**
 * Locked candidates. Pointing: a digit confined to one line within a box leaves the rest of the
 * line. Box-line reduction: a digit confined to one box within a line leaves the rest of the box.
 */
function lockedCandidates(board: Board, technique: 'pointing' | 'box-line'): Step | null {
  // Pointing looks in the boxes (units 18–26) for a row or column (kinds 0 and 1 in UNITS_OF);
  // box-line reduction looks in the rows and columns (units 0–17) for a box (kind 2).
  const [first, end, kinds] = technique === 'pointing' ? [18, 27, [0, 1]] : [0, 18, [2]];
  for (let unit = first; unit < end; unit++) {
    const cells = UNITS[unit] ?? [];
    for (let bit = 1; bit < ALL_DIGITS; bit <<= 1) {
      const holding = cells.filter((cell) => ((board.candidates[cell] ?? 0) & bit) !== 0);
      if (holding.length < 2) continue;
      for (const kind of kinds) {
        const target = UNITS_OF[holding[0] ?? 0]?.[kind] ?? 0;
        if (!holding.every((cell) => UNITS_OF[cell]?.[kind] === target)) continue;
        const outside = (UNITS[target] ?? []).filter((cell) => !cells.includes(cell));
        const step = eliminate(technique, eliminationsOf(board, outside, bit), holding);
        if (step !== null) return step;
      }
    }
  }
  return null;
}

/** `size` cells of a unit holding only `size` digits between them: no other cell of the unit can hold those. */
function nakedSubset(board: Board, size: number, technique: Technique): Step | null {
  for (const unit of UNITS) {
    const open = unit.filter((cell) => {
      const count = BIT_COUNT[board.candidates[cell] ?? 0] ?? 0;
      return count >= 2 && count <= size;
    });
    const step = firstCombination(open, size, (cells) => {
      const union = cells.reduce((mask, cell) => mask | (board.candidates[cell] ?? 0), 0);
      if (BIT_COUNT[union] !== size) return null;
      const others = unit.filter((cell) => !cells.includes(cell));
      return eliminate(technique, eliminationsOf(board, others, union), [...cells]);
    });
    if (step !== null) return step;
  }
  return null;
}

/** `size` digits of a unit with only `size` places between them: those places hold nothing else. */
function hiddenSubset(board: Board, size: number, technique: Technique): Step | null {
  for (const unit of UNITS) {
    // places[d] is where digit d+1 can go in the unit, as a mask of the unit's positions.
    const places = new Array<number>(9).fill(0);
    unit.forEach((cell, position) => {
      for (let mask = board.candidates[cell] ?? 0; mask !== 0; mask &= mask - 1) {
        const index = digitOfBit(mask & -mask) - 1;
        places[index] = (places[index] ?? 0) | (1 << position);
      }
    });
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((index) => {
      const count = BIT_COUNT[places[index] ?? 0] ?? 0;
      return count >= 2 && count <= size;
    });
    const step = firstCombination(digits, size, (chosen) => {
      const union = chosen.reduce((mask, index) => mask | (places[index] ?? 0), 0);
      if (BIT_COUNT[union] !== size) return null;
      const cells = unit.filter((_, position) => (union & (1 << position)) !== 0);
      const keep = chosen.reduce((mask, index) => mask | (1 << index), 0);
      return eliminate(technique, eliminationsOf(board, cells, ALL_DIGITS & ~keep), cells);
    });
    if (step !== null) return step;
  }
  return null;
}

/**
 * Fish: when a digit's places in `size` rows all lie in the same `size` columns, those columns
 * hold it in these rows, so no other row may have it there (and the same with rows and columns
 * swapped). X-Wing is size 2, Swordfish size 3.
 */
function fish(board: Board, size: number, technique: Technique): Step | null {
  const rowFirst = (line: number, position: number) => line * 9 + position;
  const colFirst = (line: number, position: number) => position * 9 + line;
  for (let bit = 1; bit < ALL_DIGITS; bit <<= 1) {
    for (const at of [rowFirst, colFirst]) {
      const places = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((line) => {
        let mask = 0;
        for (let position = 0; position < 9; position++) {
          if ((board.candidates[at(line, position)] ?? 0) & bit) mask |= 1 << position;
        }
        return mask;
      });
      const bases = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((line) => {
        const count = BIT_COUNT[places[line] ?? 0] ?? 0;
        return count >= 2 && count <= size;
      });
      const step = firstCombination(bases, size, (lines) => {
        const union = lines.reduce((mask, line) => mask | (places[line] ?? 0), 0);
        if (BIT_COUNT[union] !== size) return null;
        const covered: number[] = [];
        const pattern: number[] = [];
        for (let position = 0; position < 9; position++) {
          if ((union & (1 << position)) === 0) continue;
          for (let line = 0; line < 9; line++) (lines.includes(line) ? pattern : covered).push(at(line, position));
        }
        return eliminate(
          technique,
          eliminationsOf(board, covered, bit),
          pattern.filter((cell) => ((board.candidates[cell] ?? 0) & bit) !== 0),
        );
      });
      if (step !== null) return step;
    }
  }
  return null;
}

/**
 * XY-Wing: a pivot {x,y} seeing pincers {x,z} and {y,z}. Whichever the pivot holds, one pincer is
 * z, so a cell seeing both pincers cannot be z.
 */
function xyWing(board: Board): Step | null {
  const pairs: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (BIT_COUNT[board.candidates[cell] ?? 0] === 2) pairs.push(cell);
  for (const pivot of pairs) {
    const p = board.candidates[pivot] ?? 0;
    const wings = pairs.filter((cell) => sees(pivot, cell) && (board.candidates[cell] ?? 0) !== p);
    const step = firstCombination(wings, 2, ([first = 0, second = 0]) => {
      const a = board.candidates[first] ?? 0;
      const b = board.candidates[second] ?? 0;
      if (a === b || BIT_COUNT[p | a | b] !== 3) return null;
      const both = (PEERS[first] ?? []).filter((cell) => sees(cell, second));
      return eliminate('xy-wing', eliminationsOf(board, both, a & b), [pivot, first, second]);
    });
    if (step !== null) return step;
  }
  return null;
}

/** Easiest first: the solver takes the first that finds something. */
const FINDERS: readonly (readonly [Technique, (board: Board) => Step | null])[] = [
  ['naked-single', nakedSingle],
  ['hidden-single', hiddenSingle],
  ['pointing', (board) => lockedCandidates(board, 'pointing')],
  ['box-line', (board) => lockedCandidates(board, 'box-line')],
  ['naked-pair', (board) => nakedSubset(board, 2, 'naked-pair')],
  ['hidden-pair', (board) => hiddenSubset(board, 2, 'hidden-pair')],
  ['naked-triple', (board) => nakedSubset(board, 3, 'naked-triple')],
  ['hidden-triple', (board) => hiddenSubset(board, 3, 'hidden-triple')],
  ['x-wing', (board) => fish(board, 2, 'x-wing')],
  ['xy-wing', xyWing],
  ['swordfish', (board) => fish(board, 3, 'swordfish')],
];

/** The easiest step on the board using techniques up to `maxLevel`, or null when they find nothing. */
export function nextStep(board: Board, maxLevel: Level = 'expert'): Step | null {
  for (const [technique, find] of FINDERS) {
    if (!atMost(TECHNIQUE_LEVEL[technique], maxLevel)) break;
    const step = find(board);
    if (step !== null) return step;
  }
  return null;
}

/** The step one technique finds, whatever easier ones would find: how each technique is tested. */
export function findStep(board: Board, technique: Technique): Step | null {
  const finder = FINDERS.find(([name]) => name === technique);
  return finder ? finder[1](board) : null;
}
