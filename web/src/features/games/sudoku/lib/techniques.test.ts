// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL_DIGITS, CELLS, digitBit, parseGrid } from './grid';
import { applyStep, boardOf, findStep, nextStep, type Board, type Candidate, type Step } from './techniques';

/**
 * A board with every candidate everywhere, on which no technique finds anything, and then the
 * given candidates taken away: each test draws only the pattern it is about.
 */
function blankBoard(): Board {
  return { values: new Uint8Array(CELLS), candidates: new Uint16Array(CELLS).fill(ALL_DIGITS) };
}

/** Row r, column c, both counted from 1 as sudoku notation does. */
function at(row: number, col: number): number {
  return (row - 1) * 9 + (col - 1);
}

function only(board: Board, cell: number, digits: readonly number[]): void {
  board.candidates[cell] = digits.reduce((mask, digit) => mask | digitBit(digit), 0);
}

function remove(board: Board, cells: readonly number[], digit: number): void {
  for (const cell of cells) board.candidates[cell] = (board.candidates[cell] ?? 0) & ~digitBit(digit);
}

const row = (r: number) => Array.from({ length: 9 }, (_, c) => at(r, c + 1));
const col = (c: number) => Array.from({ length: 9 }, (_, r) => at(r + 1, c));

function sorted(eliminations: readonly Candidate[]): Candidate[] {
  return [...eliminations].sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

function eliminations(step: Step | null): Candidate[] {
  if (step?.kind !== 'eliminate') throw new Error(`Expected eliminations, got ${JSON.stringify(step)}`);
  return sorted(step.eliminations);
}

function each(cells: readonly number[], digits: readonly number[]): Candidate[] {
  return sorted(cells.flatMap((cell) => digits.map((digit) => ({ cell, digit }))));
}

describe('the blank board', () => {
  it('gives no technique anything to find', () => {
    expect(nextStep(blankBoard())).toBeNull();
  });
});

describe('naked single', () => {
  it('places the one digit a cell can still hold', () => {
    const board = boardOf(parseGrid(`12345678.${'.'.repeat(72)}`) ?? []);
    expect(findStep(board, 'naked-single')).toMatchObject({ kind: 'place', cell: 8, digit: 9 });
  });
});

describe('hidden single', () => {
  it('places a digit where its unit has only one place for it', () => {
    const board = blankBoard();
    remove(board, row(1).filter((cell) => cell !== at(1, 5)), 5);
    expect(findStep(board, 'hidden-single')).toMatchObject({ kind: 'place', cell: at(1, 5), digit: 5, pattern: row(1) });
  });
});

describe('naked pair and triple', () => {
  it('pair: two cells holding only 1 and 2 take them from the rest of the row', () => {
    const board = blankBoard();
    only(board, at(1, 1), [1, 2]);
    only(board, at(1, 2), [1, 2]);
    const step = findStep(board, 'naked-pair');
    expect(step?.pattern).toEqual([at(1, 1), at(1, 2)]);
    expect(eliminations(step)).toEqual(each(row(1).slice(2), [1, 2]));
  });

  it('triple: {1,2}, {2,3} and {1,3} take 1, 2 and 3 from the rest of the row', () => {
    const board = blankBoard();
    only(board, at(1, 1), [1, 2]);
    only(board, at(1, 5), [2, 3]);
    only(board, at(1, 9), [1, 3]);
    expect(findStep(board, 'naked-pair')).toBeNull();
    const others = row(1).filter((cell) => ![at(1, 1), at(1, 5), at(1, 9)].includes(cell));
    expect(eliminations(findStep(board, 'naked-triple'))).toEqual(each(others, [1, 2, 3]));
  });
});

describe('hidden pair and triple', () => {
  it('pair: 3 and 7 having only two places in a row clear the other candidates there', () => {
    const board = blankBoard();
    const pair = [at(1, 1), at(1, 5)];
    for (const digit of [3, 7]) remove(board, row(1).filter((cell) => !pair.includes(cell)), digit);
    const step = findStep(board, 'hidden-pair');
    expect(step?.pattern).toEqual(pair);
    expect(eliminations(step)).toEqual(each(pair, [1, 2, 4, 5, 6, 8, 9]));
  });

  it('triple: 4, 5 and 6 confined to three cells of a row clear the other candidates there', () => {
    const board = blankBoard();
    const triple = [at(1, 2), at(1, 6), at(1, 8)];
    for (const digit of [4, 5, 6]) remove(board, row(1).filter((cell) => !triple.includes(cell)), digit);
    remove(board, [at(1, 2)], 6); // so 6 has only two places and no pair hides in the triple
    expect(findStep(board, 'hidden-pair')).toBeNull();
    expect(eliminations(findStep(board, 'hidden-triple'))).toEqual(each(triple, [1, 2, 3, 7, 8, 9]));
  });
});

describe('locked candidates', () => {
  it('pointing: a 9 confined to one row of a box leaves the rest of the row', () => {
    const board = blankBoard();
    remove(board, [at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)], 9);
    const step = findStep(board, 'pointing');
    expect(step?.pattern).toEqual([at(1, 1), at(1, 2), at(1, 3)]);
    expect(eliminations(step)).toEqual(each(row(1).slice(3), [9]));
  });

  it('box-line: a 9 confined to one box of a row leaves the rest of the box', () => {
    const board = blankBoard();
    remove(board, row(1).slice(3), 9);
    expect(eliminations(findStep(board, 'box-line'))).toEqual(
      each([at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)], [9]),
    );
  });
});

describe('fish', () => {
  it('X-Wing: 4 only in columns 3 and 7 of rows 2 and 6 leaves the rest of those columns', () => {
    const board = blankBoard();
    for (const r of [2, 6]) remove(board, row(r).filter((cell) => cell !== at(r, 3) && cell !== at(r, 7)), 4);
    const step = findStep(board, 'x-wing');
    expect(step?.pattern).toEqual([at(2, 3), at(6, 3), at(2, 7), at(6, 7)]);
    const others = [...col(3), ...col(7)].filter((cell) => ![2, 6].includes(Math.floor(cell / 9) + 1));
    expect(eliminations(step)).toEqual(each(others, [4]));
  });

  it('X-Wing in columns: rows and columns swapped', () => {
    const board = blankBoard();
    for (const c of [1, 9]) remove(board, col(c).filter((cell) => cell !== at(4, c) && cell !== at(8, c)), 2);
    const others = [...row(4), ...row(8)].filter((cell) => cell % 9 !== 0 && cell % 9 !== 8);
    expect(eliminations(findStep(board, 'x-wing'))).toEqual(each(others, [2]));
  });

  it('Swordfish: 8 in rows 1, 5 and 9 only within columns 2, 5 and 8', () => {
    const board = blankBoard();
    const places: Record<number, number[]> = { 1: [2, 5], 5: [5, 8], 9: [2, 8] };
    for (const [r, cols] of Object.entries(places)) {
      remove(board, row(Number(r)).filter((cell) => !cols.includes((cell % 9) + 1)), 8);
    }
    expect(findStep(board, 'x-wing')).toBeNull();
    const others = [...col(2), ...col(5), ...col(8)].filter((cell) => ![1, 5, 9].includes(Math.floor(cell / 9) + 1));
    expect(eliminations(findStep(board, 'swordfish'))).toEqual(each(others, [8]));
  });
});

describe('XY-Wing', () => {
  it('pivot {1,2} with pincers {1,3} and {2,3}: a cell seeing both pincers cannot be 3', () => {
    const board = blankBoard();
    only(board, at(1, 1), [1, 2]);
    only(board, at(1, 5), [1, 3]);
    only(board, at(5, 1), [2, 3]);
    const step = findStep(board, 'xy-wing');
    expect(step?.pattern).toEqual([at(1, 1), at(1, 5), at(5, 1)]);
    expect(eliminations(step)).toEqual([{ cell: at(5, 5), digit: 3 }]);
  });
});

describe('nextStep', () => {
  it('takes the easiest technique that finds something', () => {
    const board = blankBoard();
    only(board, at(1, 1), [1, 2]);
    only(board, at(1, 2), [1, 2]);
    remove(board, row(9).filter((cell) => cell !== at(9, 9)), 5);
    expect(nextStep(board)?.technique).toBe('hidden-single');
  });

  it('stops at the level it is allowed', () => {
    const board = blankBoard();
    only(board, at(1, 1), [1, 2]);
    only(board, at(1, 2), [1, 2]);
    expect(nextStep(board, 'easy')).toBeNull();
    expect(nextStep(board, 'medium')?.technique).toBe('naked-pair');
  });
});

describe('applyStep', () => {
  it('places a digit and takes it from the peers', () => {
    const board = blankBoard();
    applyStep(board, { kind: 'place', technique: 'naked-single', cell: 0, digit: 5, pattern: [0] });
    expect(board.values[0]).toBe(5);
    expect(board.candidates[0]).toBe(0);
    expect((board.candidates[1] ?? 0) & digitBit(5)).toBe(0);
    expect((board.candidates[80] ?? 0) & digitBit(5)).not.toBe(0);
  });

  it('removes eliminated candidates only', () => {
    const board = blankBoard();
    applyStep(board, { kind: 'eliminate', technique: 'x-wing', eliminations: [{ cell: 3, digit: 4 }], pattern: [] });
    expect(board.candidates[3]).toBe(ALL_DIGITS & ~digitBit(4));
    expect(board.candidates[4]).toBe(ALL_DIGITS);
  });
});
