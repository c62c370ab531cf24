import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createGame, nextPieces, type GameState } from '../lib/game';
import type { Piece } from '../lib/pieces';
import { gameWith } from '../lib/testing/game';
import { ARR_MS, DAS_MS } from './auto-repeat';
import { keepGame, savedGame } from './saved-tetris';
import { SAVE_EVERY_MS, TetrisSession, type FrameClock, type SessionEvent } from './tetris-session';

const SEED = 42;

/** A clock whose time and frames the test moves on by hand. */
class TestClock implements FrameClock {
  time = 1000;
  private pending: ((time: number) => void) | null = null;

  now(): number {
    return this.time;
  }

  requestFrame(callback: (time: number) => void): number {
    this.pending = callback;
    return 1;
  }

  cancelFrame(): void {
    this.pending = null;
  }

  get running(): boolean {
    return this.pending !== null;
  }

  /** Runs frames every 16 ms up to `until`, as the browser would while the loop asks for them. */
  runUntil(until: number): void {
    while (this.pending !== null && this.time + 16 <= until) {
      this.time += 16;
      const callback = this.pending;
      this.pending = null;
      callback(this.time);
    }
    this.time = until;
  }
}

function setUp() {
  const clock = new TestClock();
  const session = new TetrisSession(clock, () => SEED);
  const drawn: (GameState | null)[] = [];
  session.attach({ draw: (game) => drawn.push(game) });
  const events: SessionEvent[] = [];
  session.listen((event) => events.push(event));
  return { clock, session, drawn, events, last: () => drawn.at(-1) ?? null };
}

/** A saved game on a board drawn as its bottom rows, restored paused and resumed at once. */
function playing(rows: readonly string[], active: Piece, changes: Partial<GameState> = {}) {
  keepGame({ game: gameWith(rows, active, changes), playedMs: 60_000 });
  const setup = setUp();
  setup.session.restoreSaved();
  setup.session.resume();
  return setup;
}

const horizontalI = (x: number, y: number): Piece => ({ type: 'I', rotation: 0, x, y });

beforeEach(() => {
  localStorage.clear();
});

describe('TetrisSession', () => {
  it('deals a new game from its seed and shows it in the Hud', () => {
    const { session, last } = setUp();
    expect(session.getHud().status).toBe('ready');
    session.start();
    const game = createGame(SEED, 1000);
    expect(session.getHud()).toEqual({ status: 'playing', score: 0, lines: 0, level: 1, hold: null, holdUsed: false, next: nextPieces(game) });
    expect(last()).toEqual(game);
  });

  it('draws only the frames where the piece moved, and tells React only of changed numbers', () => {
    const { clock, session, drawn } = setUp();
    session.start();
    const watcher = vi.fn();
    session.subscribe(watcher);
    const before = drawn.length;
    // Level 1 gravity is a row a second: 60 frames, one move.
    clock.runUntil(1990);
    expect(drawn).toHaveLength(before);
    clock.runUntil(2010);
    expect(drawn).toHaveLength(before + 1);
    expect(watcher).not.toHaveBeenCalled();
    session.press('down');
    clock.runUntil(2500);
    // Soft drop: a point a row.
    expect(watcher).toHaveBeenCalled();
    expect(session.getHud().score).toBeGreaterThan(0);
  });

  it('repeats a held move after the delay, at the repeat rate, until released', () => {
    const { clock, session, last } = playing([], horizontalI(3, 25));
    const pressedAt = clock.time;
    session.press('left');
    clock.runUntil(pressedAt + 16);
    expect(last()?.active?.x).toBe(2);
    clock.runUntil(pressedAt + DAS_MS + ARR_MS + 8);
    expect(last()?.active?.x).toBe(0);
    session.release('left');
    clock.runUntil(clock.time + 500);
    expect(last()?.active?.x).toBe(0);
  });

  it('tells of a line clear and a level up, and ends the game once, counting the time played', () => {
    const { clock, session, events } = playing(['#.........', '####....##'], horizontalI(4, 30), { lines: 9, score: 500 });
    clock.runUntil(clock.time + 4000);
    session.act('hardDrop');
    expect(events.at(-1)).toEqual({
      kind: 'lock',
      report: { lines: 1, tSpin: 'none', perfectClear: false, backToBack: false, combo: 0, points: 100 },
      level: 2,
      levelUp: true,
    });
    expect(session.getHud()).toMatchObject({ lines: 10, level: 2 });
    expect(savedGame()).not.toBeNull();
    // Drop everything in the middle until the stack reaches the top.
    while (session.getHud().status === 'playing') session.act('hardDrop');
    const over = events.filter((event) => event.kind === 'over');
    expect(over).toEqual([{ kind: 'over', score: session.getHud().score, lines: 10, seconds: 64 }]);
    expect(clock.running).toBe(false);
    expect(savedGame()).toBeNull();
    session.act('hardDrop');
    session.pause();
    expect(events.filter((event) => event.kind === 'over')).toHaveLength(1);
    expect(savedGame()).toBeNull();
  });

  it('saves every few seconds of play and when paused; the saved game comes back paused', () => {
    const { clock, session, events } = setUp();
    session.start();
    clock.runUntil(1000 + SAVE_EVERY_MS - 100);
    session.act('hardDrop');
    const early = savedGame();
    expect(early?.game.score).toBe(0);
    clock.runUntil(1000 + SAVE_EVERY_MS + 20);
    expect(savedGame()?.game.score).toBe(session.getHud().score);
    clock.runUntil(9000);
    session.pause();
    expect(events.at(-1)).toEqual({ kind: 'paused' });
    expect(clock.running).toBe(false);
    const saved = savedGame();
    expect(saved?.playedMs).toBe(8000);
    expect(saved?.game.status).toBe('paused');

    const next = setUp();
    next.session.restoreSaved();
    expect(next.session.getHud()).toEqual({ ...session.getHud(), status: 'paused' });
    expect(next.last()?.board).toEqual(saved?.game.board);
    next.clock.runUntil(5000);
    next.session.resume();
    expect(next.events).toEqual([{ kind: 'resumed' }]);
    expect(next.clock.running).toBe(true);
  });

  it('ignores input unless a game is being played', () => {
    const { session, drawn } = setUp();
    session.act('hardDrop');
    session.press('left');
    session.pause();
    expect(drawn).toHaveLength(1);
    expect(session.getHud().status).toBe('ready');
    session.start();
    session.pause();
    const paused = drawn.length;
    session.act('hardDrop');
    session.press('down');
    expect(drawn).toHaveLength(paused);
    expect(session.getHud().score).toBe(0);
  });

  it('lets go of a held key when it pauses, and counts no paused time as played', () => {
    const { clock, session, last } = playing([], horizontalI(3, 25));
    session.press('right');
    session.pause();
    clock.runUntil(clock.time + 10_000);
    session.resume();
    clock.runUntil(clock.time + 1000);
    expect(last()?.active?.x).toBe(4);
    session.pause();
    expect(savedGame()?.playedMs).toBe(61_000);
  });
});
