import { describe, expect, it } from 'vitest';
import { createGame, hardDrop, moveLeft, resume, rotateClockwise, setSoftDrop, tick, type GameState } from './game';
import { restore } from './save';
import { gameWith } from './testing/game';
import { tAt } from './testing/matrix';

function played(): GameState {
  let game = createGame(11, 0);
  game = hardDrop(rotateClockwise(moveLeft(game, 100), 200), 300);
  game = hardDrop(game, 400);
  return tick(setSoftDrop(game, true, 900), 1200);
}

/** The state with its times counted from its own `now`, to compare games on different clocks. */
function relative(state: GameState) {
  const { now } = state;
  return { ...state, now: 0, fallAt: state.fallAt - now, lockAt: state.lockAt === null ? null : state.lockAt - now };
}

describe('save and restore', () => {
  it('round-trips a game through JSON, paused where it was saved, with no key held', () => {
    const game = played();
    expect(restore(JSON.stringify(game))).toEqual({ ...game, status: 'paused', softDrop: false });
  });

  it('carries on exactly as the original after resuming on a new clock', () => {
    const game = setSoftDrop(played(), false, 1200);
    const restored = restore(JSON.stringify(game));
    if (restored === null) throw new Error('not restored');
    // The new page's clock starts near 0; 1.5 s after resuming equals 1.5 s after saving.
    const resumed = tick(resume(restored, 50), 1550);
    const original = tick(game, 2700);
    expect(relative(resumed)).toEqual(relative(original));
    expect(resumed.active).not.toEqual(restored.active); // it has fallen meanwhile
  });

  it('keeps a finished game finished', () => {
    const over = hardDrop(gameWith(Array<string>(22).fill('....#.....'), { type: 'O', rotation: 0, x: -1, y: 30 }), 0);
    expect(over.status).toBe('over');
    expect(restore(JSON.stringify(over))).toEqual(over);
  });

  const game = played();
  const corruptions: [string, string][] = [
    ['not JSON', '{"board":'],
    ['null', 'null'],
    ['an array', '[]'],
    ['an empty object', '{}'],
    ['a short board', JSON.stringify({ ...game, board: game.board.slice(1) })],
    ['a narrow row', JSON.stringify({ ...game, board: [game.board[0]?.slice(1), ...game.board.slice(1)] })],
    ['an unknown block', JSON.stringify({ ...game, board: [['X', ...(game.board[0]?.slice(1) ?? [])], ...game.board.slice(1)] })],
    ['an unknown piece', JSON.stringify({ ...game, active: { ...game.active, type: 'Q' } })],
    ['a fifth rotation state', JSON.stringify({ ...game, active: { ...game.active, rotation: 4 } })],
    ['a piece inside the stack', JSON.stringify({ ...game, active: { ...game.active, y: 38 } })],
    ['a piece outside the matrix', JSON.stringify({ ...game, active: { ...game.active, x: 12 } })],
    ['a lock delay running mid-air', JSON.stringify({ ...game, lockAt: 0 })],
    ['a short preview', JSON.stringify({ ...game, bag: { ...game.bag, queue: ['T', 'T'] } })],
    ['a fractional PRNG state', JSON.stringify({ ...game, bag: { ...game.bag, random: 0.5 } })],
    ['a negative score', JSON.stringify({ ...game, score: -100 })],
    ['an unknown status', JSON.stringify({ ...game, status: 'won' })],
    ['a finished game with a piece', JSON.stringify({ ...game, status: 'over', gameOver: 'block-out' })],
    ['too many lock resets', JSON.stringify({ ...game, lockResets: 16 })],
    ['an unknown kick test', JSON.stringify({ ...game, lastRotation: 6 })],
    ['a bad lock report', JSON.stringify({ ...game, lastLock: { lines: 5 } })],
    ['a missing field', JSON.stringify({ ...game, combo: undefined })],
  ];
  it.each(corruptions)('returns null for %s', (_, json) => {
    expect(restore(json)).toBeNull();
  });

  it('accepts the states it guards against only in their valid form', () => {
    const resting = gameWith([], tAt(0, 4, 39));
    expect(restore(JSON.stringify(resting))).not.toBeNull();
    expect(restore(JSON.stringify({ ...resting, lockAt: null }))).toBeNull();
  });
});
