// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { elapsedMs, newGame, play, restoreGame, serializeGame, valuesOf, type Action, type GameState } from './game';
import { digitBit, parseGrid, serializeGrid, type Grid } from './grid';

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

const GIVENS = grid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const SOLUTION = grid('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
const START = 1_000_000;

function start(): GameState {
  return newGame({ level: 'easy', givens: GIVENS, solution: SOLUTION }, 'test', START);
}

function run(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce(play, state);
}

/** r1c3 is empty and its solution is 4; r1c4 is empty with solution 6. */
const R1C3 = 2;
const R1C4 = 3;

describe('a new game', () => {
  it('has the givens fixed, the clock running and nothing played', () => {
    const state = start();
    expect(state.cells.filter((cell) => cell.given)).toHaveLength(30);
    expect(state.cells[0]).toEqual({ given: true, value: 5, notes: 0 });
    expect(state.cells[R1C3]).toEqual({ given: false, value: 0, notes: 0 });
    expect(state.status).toBe('playing');
    expect(elapsedMs(state, START + 5000)).toBe(5000);
    expect(valuesOf(state)).toEqual(GIVENS);
  });
});

describe('entering digits', () => {
  it('fills the selected cell and counts a wrong digit as a mistake', () => {
    let state = run(start(), { type: 'select', cell: R1C3 }, { type: 'enter', digit: 4, now: START });
    expect(state.cells[R1C3]?.value).toBe(4);
    expect(state.mistakes).toBe(0);
    state = play(state, { type: 'enter', digit: 9, now: START });
    expect(state.cells[R1C3]?.value).toBe(9);
    expect(state.mistakes).toBe(1);
  });

  it('ignores a given, no selection, a digit out of range and the same digit again', () => {
    const state = start();
    expect(play(state, { type: 'enter', digit: 4, now: START })).toBe(state);
    const onGiven = play(state, { type: 'select', cell: 0 });
    expect(play(onGiven, { type: 'enter', digit: 4, now: START })).toBe(onGiven);
    const selected = play(state, { type: 'select', cell: R1C3 });
    expect(play(selected, { type: 'enter', digit: 0, now: START })).toBe(selected);
    expect(play(selected, { type: 'enter', digit: 10, now: START })).toBe(selected);
    const entered = play(selected, { type: 'enter', digit: 4, now: START });
    expect(play(entered, { type: 'enter', digit: 4, now: START })).toBe(entered);
    expect(play(state, { type: 'select', cell: 81 })).toBe(state);
  });

  it('erases a digit or notes, not a given', () => {
    const state = run(start(), { type: 'select', cell: R1C3 }, { type: 'enter', digit: 4, now: START }, { type: 'erase' });
    expect(state.cells[R1C3]).toEqual({ given: false, value: 0, notes: 0 });
    const onGiven = play(state, { type: 'select', cell: 0 });
    expect(play(onGiven, { type: 'erase' })).toBe(onGiven);
  });
});

describe('pencil notes', () => {
  it('toggles a note in an empty cell only', () => {
    let state = run(start(), { type: 'select', cell: R1C3 }, { type: 'note', digit: 1 }, { type: 'note', digit: 2 });
    expect(state.cells[R1C3]?.notes).toBe(digitBit(1) | digitBit(2));
    state = play(state, { type: 'note', digit: 1 });
    expect(state.cells[R1C3]?.notes).toBe(digitBit(2));
    const filled = play(state, { type: 'enter', digit: 4, now: START });
    expect(filled.cells[R1C3]?.notes).toBe(0);
    expect(play(filled, { type: 'note', digit: 3 })).toBe(filled);
  });

  it("clears an entered digit from the notes of the cells that see it, and undo brings them back", () => {
    const noted = run(
      start(),
      { type: 'select', cell: R1C4 },
      { type: 'note', digit: 4 },
      { type: 'note', digit: 6 },
      { type: 'select', cell: 80 - 8 }, // r9c1: another row, column and box
      { type: 'note', digit: 4 },
    );
    const entered = run(noted, { type: 'select', cell: R1C3 }, { type: 'enter', digit: 4, now: START });
    expect(entered.cells[R1C4]?.notes).toBe(digitBit(6));
    expect(entered.cells[72]?.notes).toBe(digitBit(4));
    const undone = play(entered, { type: 'undo' });
    expect(undone.cells).toEqual(noted.cells);
  });
});

describe('undo and redo', () => {
  it('walk the history both ways, and a new move drops what could be redone', () => {
    const first = run(start(), { type: 'select', cell: R1C3 }, { type: 'enter', digit: 4, now: START });
    const second = run(first, { type: 'select', cell: R1C4 }, { type: 'enter', digit: 6, now: START });
    const back = run(second, { type: 'undo' }, { type: 'undo' });
    expect(back.cells).toEqual(start().cells);
    expect(back.redo).toHaveLength(2);
    const forward = run(back, { type: 'redo', now: START }, { type: 'redo', now: START });
    expect(forward.cells).toEqual(second.cells);
    const branched = run(back, { type: 'redo', now: START }, { type: 'select', cell: R1C4 }, { type: 'note', digit: 1 });
    expect(branched.redo).toEqual([]);
    expect(play(branched, { type: 'redo', now: START })).toBe(branched);
  });

  it('do nothing with nothing to undo, and do not take back a mistake', () => {
    const state = start();
    expect(play(state, { type: 'undo' })).toBe(state);
    const undone = run(state, { type: 'select', cell: R1C3 }, { type: 'enter', digit: 9, now: START }, { type: 'undo' });
    expect(undone.cells[R1C3]?.value).toBe(0);
    expect(undone.mistakes).toBe(1);
  });
});

describe('check', () => {
  it('lists the wrong digits until the board changes', () => {
    const state = run(
      start(),
      { type: 'select', cell: R1C3 },
      { type: 'enter', digit: 4, now: START },
      { type: 'select', cell: R1C4 },
      { type: 'enter', digit: 1, now: START },
      { type: 'check' },
    );
    expect(state.wrong).toEqual([R1C4]);
    expect(play(state, { type: 'erase' }).wrong).toEqual([]);
  });
});

describe('hint', () => {
  it('places the next logical digit as an undoable move and counts it', () => {
    const state = play(start(), { type: 'hint', now: START });
    const given = state.hint;
    expect(given).not.toBeNull();
    const cell = given?.cell ?? -1;
    expect(state.cells[cell]?.value).toBe(SOLUTION[cell]);
    expect(state.selected).toBe(cell);
    expect(state.hintsUsed).toBe(1);
    expect(state.mistakes).toBe(0);
    expect(play(state, { type: 'undo' }).cells).toEqual(start().cells);
  });

  it('corrects a wrong digit when that is where the hint goes', () => {
    const hinted = play(start(), { type: 'hint', now: START }).hint;
    const cell = hinted?.cell ?? -1;
    const wrong = ((SOLUTION[cell] ?? 0) % 9) + 1;
    const state = run(start(), { type: 'select', cell }, { type: 'enter', digit: wrong, now: START }, { type: 'hint', now: START });
    expect(state.cells[cell]?.value).toBe(SOLUTION[cell]);
  });
});

/** The actions that fill every empty cell with its solution, the last at `now`. */
function solving(state: GameState, now: number): Action[] {
  return state.cells.flatMap((cell, index) =>
    cell.value === 0 ? [{ type: 'select', cell: index } as const, { type: 'enter', digit: SOLUTION[index] ?? 0, now } as const] : [],
  );
}

describe('solving', () => {
  it('is detected on the last digit, stops the clock and freezes the board', () => {
    const state = start();
    const solved = run(state, ...solving(state, START + 90_000));
    expect(solved.status).toBe('solved');
    expect(elapsedMs(solved, START + 500_000)).toBe(90_000);
    expect(serializeGrid(valuesOf(solved))).toBe(serializeGrid(SOLUTION));
    expect(run(solved, { type: 'undo' }, { type: 'hint', now: START }, { type: 'pause', now: START })).toBe(solved);
  });

  it('is detected on redo and on a hint too', () => {
    const state = start();
    const almost = run(state, ...solving(state, START).slice(0, -1));
    const last = solving(state, START).at(-1);
    if (last === undefined) throw new Error('nothing to solve');
    const redone = run(almost, last, { type: 'undo' }, { type: 'redo', now: START + 5000 });
    expect(redone.status).toBe('solved');
    expect(play(almost, { type: 'hint', now: START }).status).toBe('solved');
  });
});

describe('the clock', () => {
  it('does not count pauses, and ignores moves while paused', () => {
    const paused = play(start(), { type: 'pause', now: START + 10_000 });
    expect(paused.status).toBe('paused');
    expect(elapsedMs(paused, START + 60_000)).toBe(10_000);
    const selected = play(paused, { type: 'select', cell: R1C3 });
    expect(play(selected, { type: 'enter', digit: 4, now: START + 20_000 })).toBe(selected);
    expect(play(paused, { type: 'pause', now: START })).toBe(paused);
    const resumed = play(paused, { type: 'resume', now: START + 60_000 });
    expect(elapsedMs(resumed, START + 65_000)).toBe(15_000);
    expect(play(resumed, { type: 'resume', now: START })).toBe(resumed);
  });

  it('never runs backwards when the system clock is set back', () => {
    expect(elapsedMs(start(), START - 5000)).toBe(0);
  });
});

describe('saving', () => {
  function played(): GameState {
    return run(
      start(),
      { type: 'select', cell: R1C3 },
      { type: 'note', digit: 4 },
      { type: 'enter', digit: 4, now: START },
      { type: 'select', cell: R1C4 },
      { type: 'enter', digit: 1, now: START },
      { type: 'undo' },
      { type: 'hint', now: START },
    );
  }

  it('round-trips through JSON, the clock carrying on from the time saved', () => {
    const state = played();
    const restored = restoreGame(serializeGame(state, START + 30_000), START + 500_000);
    expect(restored).toEqual({ ...state, playedMs: 30_000, resumedAt: START + 500_000, hint: null, wrong: [] });
    expect(elapsedMs(restored ?? state, START + 510_000)).toBe(40_000);
  });

  it('keeps a paused game paused and a solved game solved', () => {
    const paused = play(played(), { type: 'pause', now: START + 1000 });
    expect(restoreGame(serializeGame(paused, START + 9000), START + 20_000)).toMatchObject({ status: 'paused', resumedAt: null, playedMs: 1000 });
    const solved = run(start(), ...solving(start(), START + 2000));
    expect(restoreGame(serializeGame(solved, START + 9000), START)).toMatchObject({ status: 'solved', playedMs: 2000 });
  });

  it('rejects a corrupt or tampered save', () => {
    const json = serializeGame(played(), START);
    const saved = JSON.parse(json) as Record<string, unknown>;
    const edited = (change: (copy: Record<string, unknown>) => void) => {
      const copy = structuredClone(saved);
      change(copy);
      return JSON.stringify(copy);
    };
    const cells = (copy: Record<string, unknown>) => copy.cells as Record<string, unknown>[];
    const undo = (copy: Record<string, unknown>) => copy.undo as Record<string, unknown>[][];
    for (const corrupt of [
      '',
      'not json',
      json.slice(0, -5),
      'null',
      '[]',
      edited((copy) => (copy.version = 2)),
      edited((copy) => (copy.level = 'impossible')),
      edited((copy) => (copy.id = 7)),
      edited((copy) => (copy.solution = serializeGrid(GIVENS))),
      edited((copy) => (copy.solution = `${serializeGrid(SOLUTION).slice(0, 80)}4`)),
      edited((copy) => (copy.cells = cells(copy).slice(1))),
      edited((copy) => Object.assign(cells(copy)[0] ?? {}, { value: 4 })),
      edited((copy) => Object.assign(cells(copy)[R1C4] ?? {}, { value: 12 })),
      edited((copy) => Object.assign(cells(copy)[R1C4] ?? {}, { given: 'no' })),
      edited((copy) => Object.assign(cells(copy)[R1C3] ?? {}, { notes: 3 })),
      edited((copy) => Object.assign(undo(copy)[0]?.[0] ?? {}, { cell: 0 })),
      edited((copy) => Object.assign(undo(copy)[0]?.[0] ?? {}, { before: { value: -1, notes: 0 } })),
      edited((copy) => undo(copy).push([])),
      edited((copy) => (copy.redo = 'none')),
      edited((copy) => (copy.selected = 81)),
      edited((copy) => (copy.status = 'solved')),
      edited((copy) => (copy.status = 'won')),
      edited((copy) => (copy.playedMs = -1)),
      edited((copy) => (copy.mistakes = 1.5)),
      edited((copy) => (copy.hintsUsed = '1')),
    ]) {
      expect(restoreGame(corrupt, START), corrupt).toBeNull();
    }
    expect(restoreGame(json, START)).not.toBeNull();
  });
});
