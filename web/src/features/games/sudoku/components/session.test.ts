// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newGame } from '../lib/game';
import { parseGrid, type Grid } from '../lib/grid';
import { NO_SESSION, session, type Session, type SessionAction } from './session';

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (parsed === null) throw new Error(`Not a grid: ${text}`);
  return parsed;
}

const SOLUTION = grid('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
/** The solution with r1c3 (cell 2, a 4) left to find. */
const ONE_LEFT = SOLUTION.map((value, cell) => (cell === 2 ? 0 : value));
const GIVENS = grid('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const NOW = 1_000_000;

function started(givens: Grid = GIVENS): Session {
  return session(NO_SESSION, { type: 'start', game: newGame({ level: 'easy', givens, solution: SOLUTION }, 'test', NOW), announce: true });
}

function run(state: Session, ...actions: SessionAction[]): Session {
  return actions.reduce(session, state);
}

describe('session', () => {
  it('announces a new game, but not a resumed one, and numbers each start', () => {
    const first = started();
    expect(first.announcement).toEqual({ id: 1, what: { kind: 'started', level: 'easy' } });
    expect(first.serial).toBe(1);
    const resumed = session(first, { type: 'start', game: newGame({ level: 'hard', givens: GIVENS, solution: SOLUTION }, 'other', NOW), announce: false });
    expect(resumed.announcement).toBeNull();
    expect(resumed.serial).toBe(2);
  });

  it('asks for a cell before a digit', () => {
    const state = run(started(), { type: 'digit', digit: 4, note: false, now: NOW });
    expect(state.announcement?.what).toEqual({ kind: 'select-first' });
    expect(state.game?.cells[2]?.value).toBe(0);
  });

  it('writes notes in notes mode or when asked, and values otherwise', () => {
    const noted = run(started(), { type: 'select', cell: 2 }, { type: 'toggle-notes' }, { type: 'digit', digit: 4, note: false, now: NOW });
    expect(noted.game?.cells[2]).toMatchObject({ value: 0, notes: 0b1000 });
    const both = run(noted, { type: 'toggle-notes' }, { type: 'digit', digit: 1, note: true, now: NOW });
    expect(both.game?.cells[2]).toMatchObject({ value: 0, notes: 0b1001 });
    const entered = session(both, { type: 'digit', digit: 4, note: false, now: NOW });
    expect(entered.game?.cells[2]).toMatchObject({ value: 4, notes: 0 });
  });

  it('says what a check found, and forgets it when the board changes', () => {
    const checked = run(started(), { type: 'select', cell: 2 }, { type: 'digit', digit: 9, note: false, now: NOW }, { type: 'check' });
    expect(checked.announcement?.what).toEqual({ kind: 'checked', wrong: 1 });
    expect(run(checked, { type: 'select', cell: 3 }).announcement).toBe(checked.announcement);
    expect(run(checked, { type: 'erase' }).announcement).toBeNull();
    const clean = run(started(), { type: 'check' }, { type: 'check' });
    expect(clean.announcement).toEqual({ id: 3, what: { kind: 'checked', wrong: 0 } });
  });

  it('announces a hint with its reasoning', () => {
    const hinted = run(started(), { type: 'hint', now: NOW });
    expect(hinted.announcement?.what.kind).toBe('hint');
    expect(hinted.game?.hintsUsed).toBe(1);
  });

  it('announces the solve, then keeps the finished board as it is', () => {
    const solved = run(started(ONE_LEFT), { type: 'select', cell: 2 }, { type: 'digit', digit: 4, note: false, now: NOW + 5000 });
    expect(solved.game?.status).toBe('solved');
    expect(solved.announcement?.what).toEqual({ kind: 'solved' });
    expect(run(solved, { type: 'select', cell: 10 }, { type: 'undo' }, { type: 'digit', digit: 1, note: false, now: NOW })).toBe(solved);
  });

  it('ignores the digits of a paused game, and the game actions before any game', () => {
    const paused = run(started(), { type: 'select', cell: 2 }, { type: 'pause', now: NOW });
    expect(session(paused, { type: 'digit', digit: 4, note: false, now: NOW })).toBe(paused);
    expect(session(NO_SESSION, { type: 'hint', now: NOW })).toBe(NO_SESSION);
  });
});
