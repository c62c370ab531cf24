import { describe, expect, it } from 'vitest';
import { SOLVED, applyMoves, equals, isSolved, toFacelets } from '../lib/cube';
import { formatMoves, invertMoves, parseMoves } from '../lib/notation';
import {
  MIN_SCORED_SCRAMBLE,
  INSPECTION_MS,
  elapsedMs,
  gameReducer,
  initialGame,
  readSavedGame,
  score,
  toSavedGame,
  type GameAction,
  type GameState,
} from './game-state';

const T0 = 1_000_000;

function play(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce(gameReducer, state);
}

const turns = (text: string, now: number): GameAction[] => parseMoves(text).map((move) => ({ type: 'turn', move, now }));
const scrambled = (text: string) => play(initialGame(), { type: 'scramble', moves: parseMoves(text), now: T0 });

describe('score', () => {
  it('takes 2 points a second and 10 a move from 3000, never going below 0', () => {
    expect(score(60_000, 50)).toBe(2380);
    expect(score(12_345, 2)).toBe(2955);
    expect(score(3_600_000, 100)).toBe(0);
  });
});

describe('a scrambled game', () => {
  it('scores a solve of a scramble of at least MIN_SCORED_SCRAMBLE moves', () => {
    const scramble = 'R U F D L B R U F D L B R U F';
    expect(parseMoves(scramble)).toHaveLength(MIN_SCORED_SCRAMBLE);
    const solution = formatMoves(invertMoves(parseMoves(scramble)));
    const state = play(scrambled(scramble), ...turns(solution, T0 + 1000));
    expect(state.phase).toBe('won');
    expect(state.result).toEqual({ won: true, ms: 0, moves: 15, score: 2850 });
  });

  it('inspects, starts the clock at the first turn that is not a rotation, and is won when solved', () => {
    let state = scrambled('R U');
    expect(state.phase).toBe('inspection');
    expect(state.inspectionEnds).toBe(T0 + INSPECTION_MS);
    expect(state.announcement?.what).toEqual({ kind: 'scrambled' });
    state = play(state, ...turns('y', T0 + 2000), ...turns("y'", T0 + 3000));
    expect(state.phase).toBe('inspection');
    state = play(state, ...turns("U'", T0 + 4000));
    expect(state.phase).toBe('solving');
    expect(state.clock).toEqual({ ms: 0, since: T0 + 4000 });
    expect(state.announcement?.what).toMatchObject({ kind: 'turned', count: 1 });
    state = play(state, ...turns("R'", T0 + 14_000));
    expect(state.phase).toBe('won');
    // y y' do not count: two moves in 10 s.
    // A two-move scramble is practice: won, without a score.
    expect(state.result).toEqual({ won: true, ms: 10_000, moves: 2, score: 0 });
    expect(state.announcement?.what).toEqual({ kind: 'won', result: state.result });
    expect(elapsedMs(state, T0 + 99_000)).toBe(10_000);
  });

  it('starts the clock when the 15 seconds of inspection are over', () => {
    let state = play(scrambled('R U'), { type: 'tick', now: T0 + 14_999 });
    expect(state.phase).toBe('inspection');
    state = play(state, { type: 'tick', now: T0 + 15_200 });
    expect(state.phase).toBe('solving');
    expect(state.announcement?.what).toEqual({ kind: 'started' });
    expect(elapsedMs(state, T0 + 20_000)).toBe(5_000);
    // A turn after the inspection's end, before a tick told it, is timed from that end too.
    const late = play(scrambled('R U'), ...turns('F', T0 + 16_000));
    expect(elapsedMs(late, T0 + 16_000)).toBe(1_000);
  });

  it('ends, not won, when the solution is asked for, and plays it to the solved cube', () => {
    let state = play(scrambled("R U F'"), ...turns('D', T0 + 5_000));
    const moves = parseMoves("D' F U' R'");
    state = play(state, { type: 'solution', moves, of: state.cube, now: T0 + 8_000 });
    expect(state.phase).toBe('gaveUp');
    expect(state.result).toEqual({ won: false, ms: 3_000, moves: 1, score: 0 });
    expect(state.announcement?.what).toEqual({ kind: 'solution', length: 4, gaveUp: true });
    state = play(state, { type: 'step' }, { type: 'step' }, { type: 'step' });
    expect(state.solution).toMatchObject({ next: 3, playing: true });
    state = play(state, { type: 'step' });
    expect(state.solution).toMatchObject({ next: 4, playing: false });
    expect(isSolved(state.cube)).toBe(true);
    expect(state.announcement?.what).toMatchObject({ kind: 'step', step: 4, total: 4, solved: true });
    // The moves of the solution are not the player's.
    expect(state.history).toHaveLength(1);
    expect(play(state, { type: 'step' })).toBe(state);
  });

  it('drops a solution found for a cube that has turned since, and the one shown when the player turns', () => {
    const state = scrambled('R U');
    const before = state.cube;
    const turned = play(state, ...turns('F', T0 + 1_000));
    expect(play(turned, { type: 'solution', moves: parseMoves("U' R'"), of: before, now: T0 + 2_000 })).toBe(turned);
    const shown = play(state, { type: 'solution', moves: parseMoves("U' R'"), of: before, now: T0 + 2_000 }, { type: 'play', playing: false });
    expect(shown.solution).toMatchObject({ next: 0, playing: false });
    expect(play(shown, ...turns('F', T0 + 3_000)).solution).toBeNull();
  });
});

describe('free play', () => {
  it('turns the cube without a game, a clock or a count', () => {
    const state = play(initialGame(), ...turns("R U R' U'", T0));
    expect(state.phase).toBe('free');
    expect(state.history).toEqual([]);
    expect(state.announcement?.what).toMatchObject({ kind: 'turned', count: null });
    const solved = play(state, { type: 'solution', moves: parseMoves("U R U' R'"), of: state.cube, now: T0 });
    expect(solved.phase).toBe('free');
    expect(solved.result).toBeNull();
  });
});

describe('the picture', () => {
  it('draws queued moves one by one, or settles at once', () => {
    const state = play(initialGame(), ...turns('R U', T0));
    expect(state.queue).toHaveLength(2);
    expect(equals(state.shown, SOLVED)).toBe(true);
    const one = play(state, { type: 'shown' });
    expect(equals(one.shown, applyMoves(SOLVED, parseMoves('R')))).toBe(true);
    expect(play(one, { type: 'shown' })).toMatchObject({ queue: [], shown: state.cube });
    expect(play(state, { type: 'settled' })).toMatchObject({ queue: [], shown: state.cube });
  });
});

describe('the saved game', () => {
  it('resumes the same cube, moves and time', () => {
    const state = play(scrambled("R U F' L2"), ...turns('x D B2', T0 + 3_000));
    const saved = toSavedGame(state, T0 + 10_000);
    expect(saved).toEqual({ scramble: "R U F' L2", history: 'x D B2', phase: 'solving', ms: 7_000, inspectionLeftMs: 0 });
    const read = readSavedGame(JSON.stringify(saved));
    if (read === null) throw new Error('not read back');
    const resumed = play(initialGame(), { type: 'restore', saved: read, now: T0 + 50_000 });
    expect(toFacelets(resumed.cube)).toEqual(toFacelets(state.cube));
    expect(resumed.history).toEqual(state.history);
    expect(resumed.phase).toBe('solving');
    expect(elapsedMs(resumed, T0 + 51_000)).toBe(8_000);
  });

  it('resumes the inspection with the time it had left', () => {
    const saved = toSavedGame(scrambled('R U'), T0 + 5_000);
    expect(saved).toMatchObject({ phase: 'inspection', inspectionLeftMs: 10_000 });
    const read = readSavedGame(JSON.stringify(saved));
    if (read === null) throw new Error('not read back');
    expect(play(initialGame(), { type: 'restore', saved: read, now: T0 }).inspectionEnds).toBe(T0 + 10_000);
  });

  it('is nothing outside a game', () => {
    expect(toSavedGame(initialGame(), T0)).toBeNull();
    const won = play(scrambled('R'), ...turns("R'", T0));
    expect(toSavedGame(won, T0)).toBeNull();
  });

  it('ignores what is not a game in progress', () => {
    const game = { scramble: 'R U', history: '', phase: 'solving', ms: 1000, inspectionLeftMs: 0 };
    expect(readSavedGame(JSON.stringify(game))).toEqual(game);
    for (const bad of [null, 'not json', '[]', '{}', JSON.stringify({ ...game, scramble: 'Q' }), JSON.stringify({ ...game, ms: -1 }), JSON.stringify({ ...game, phase: 'won' }), JSON.stringify({ ...game, history: "U' R'" })]) {
      expect(readSavedGame(bad), String(bad)).toBeNull();
    }
  });
});
