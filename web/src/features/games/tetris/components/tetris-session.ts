/**
 * One game on the page: the state machine driven by an animation-frame loop, the player's
 * inputs (with the auto-repeat of a held left or right), the copy kept in the browser, and what
 * the screen shows. React stays off the per-frame path: a frame ticks the game and has the
 * playfield drawn straight on its canvas, and only when the board or the falling piece changed;
 * the panels around it (the Hud) are published to React only when one of their values changes.
 */
import {
  createGame,
  hardDrop,
  hold,
  level,
  moveLeft,
  moveRight,
  nextPieces,
  pause,
  resume,
  rotateClockwise,
  rotateCounterClockwise,
  setSoftDrop,
  tick,
  type GameState,
  type GameStatus,
  type LockReport,
} from '../lib/game';
import type { Bag } from '../lib/bag';
import type { PieceType } from '../lib/pieces';
import { AutoRepeat, type Direction } from './auto-repeat';
import { forgetGame, keepGame, savedGame } from './saved-tetris';

/** How often a game being played is saved, besides when it pauses and when the page is left. */
export const SAVE_EVERY_MS = 3000;

/** What the panels around the playfield show; `ready` is before the first game. */
export interface Hud {
  readonly status: 'ready' | GameStatus;
  readonly score: number;
  readonly lines: number;
  readonly level: number;
  readonly hold: PieceType | null;
  readonly holdUsed: boolean;
  readonly next: readonly PieceType[];
}

export type SessionEvent =
  | { readonly kind: 'lock'; readonly report: LockReport; readonly level: number; readonly levelUp: boolean }
  | { readonly kind: 'over'; readonly score: number; readonly lines: number; readonly seconds: number }
  | { readonly kind: 'paused' }
  | { readonly kind: 'resumed' };

/** Where the playfield is drawn. */
export interface PlayfieldView {
  draw(game: GameState | null): void;
}

/** The page's clock and frames (performance.now and requestAnimationFrame share a time origin). */
export interface FrameClock {
  now(): number;
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(id: number): void;
}

const browserClock: FrameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (id) => {
    cancelAnimationFrame(id);
  },
};

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** Inputs held down: left and right repeat, down is the soft drop. */
export type Held = Direction | 'down';
/** Inputs done once per press. */
export type Action = 'left' | 'right' | 'rotateClockwise' | 'rotateCounterClockwise' | 'hardDrop' | 'hold';
/** What a key or an on-screen button stands for. */
export type Command = { readonly held: Held } | { readonly action: Action } | 'pause';

const ACTIONS: Readonly<Record<Action, (state: GameState, nowMs: number) => GameState>> = {
  left: moveLeft,
  right: moveRight,
  rotateClockwise,
  rotateCounterClockwise,
  hardDrop,
  hold,
};

const READY: Hud = { status: 'ready', score: 0, lines: 0, level: 1, hold: null, holdUsed: false, next: [] };

export class TetrisSession {
  private game: GameState | null = null;
  /** Time spent playing: the state's clock also moves when a paused game resumes. */
  private playedMs = 0;
  private hud = READY;
  private hudBag: Bag | null = null;
  private view: PlayfieldView | null = null;
  private drawn: GameState | null = null;
  private frame: number | null = null;
  private savedAt = 0;
  private readonly repeat = new AutoRepeat();
  private readonly watchers = new Set<() => void>();
  private readonly listeners = new Set<(event: SessionEvent) => void>();

  constructor(
    private readonly clock: FrameClock = browserClock,
    private readonly seed: () => number = randomSeed,
  ) {}

  /** For useSyncExternalStore: called whenever the Hud changes. */
  readonly subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  readonly getHud = (): Hud => this.hud;

  listen(listener: (event: SessionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Draws the playfield on `view` from now on; returns what stops it. */
  attach(view: PlayfieldView): () => void {
    this.view = view;
    this.drawn = null;
    this.draw();
    return () => {
      if (this.view === view) this.view = null;
    };
  }

  /** Takes up the game saved on the last visit, if any: it comes back paused. */
  restoreSaved(): void {
    const saved = savedGame();
    if (saved === null) return;
    this.stopLoop();
    this.game = saved.game;
    this.playedMs = saved.playedMs;
    this.changed();
  }

  /** A new game, replacing any game there is (which is not recorded: it was not finished). */
  start(): void {
    const now = this.clock.now();
    this.repeat.releaseAll();
    this.game = createGame(this.seed(), now);
    this.playedMs = 0;
    this.changed();
    this.save();
    this.loop();
  }

  /** Stops the game where it is, and keeps it. */
  pause(): void {
    const now = this.clock.now();
    if (this.game?.status !== 'playing') return;
    this.repeat.releaseAll();
    this.apply((state) => pause(setSoftDrop(state, false, now), now));
    this.stopLoop();
    this.save();
    this.emit({ kind: 'paused' });
  }

  resume(): void {
    if (this.game?.status !== 'paused') return;
    this.apply((state) => resume(state, this.clock.now()));
    this.emit({ kind: 'resumed' });
    this.loop();
  }

  togglePause(): void {
    if (this.game?.status === 'playing') this.pause();
    else this.resume();
  }

  press(input: Held): void {
    const now = this.clock.now();
    if (this.game?.status !== 'playing') return;
    if (input === 'down') this.apply((state) => setSoftDrop(state, true, now));
    else if (this.repeat.press(input, now)) this.apply((state) => ACTIONS[input](state, now));
  }

  release(input: Held): void {
    const now = this.clock.now();
    if (input === 'down') {
      if (this.game?.status === 'playing') this.apply((state) => setSoftDrop(state, false, now));
    } else {
      this.repeat.release(input, now);
    }
  }

  act(action: Action): void {
    const now = this.clock.now();
    if (this.game?.status === 'playing') this.apply((state) => ACTIONS[action](state, now));
  }

  /** A key or button goes down: a held input starts, an action is done, pause toggles. */
  down(command: Command): void {
    if (command === 'pause') this.togglePause();
    else if ('held' in command) this.press(command.held);
    else this.act(command.action);
  }

  /** A key or button comes up: a held input ends. */
  up(command: Command): void {
    if (command !== 'pause' && 'held' in command) this.release(command.held);
  }

  private readonly onFrame = (time: number): void => {
    this.frame = null;
    const direction = this.repeat.active();
    if (direction !== null) {
      for (const at of this.repeat.due(time)) this.apply((state) => ACTIONS[direction](state, at));
    }
    this.apply((state) => tick(state, time));
    const game = this.game;
    if (game?.status !== 'playing') return;
    if (time - this.savedAt >= SAVE_EVERY_MS) this.save();
    this.draw();
    this.loop();
  };

  /** Keeps the game being played (or paused) in the browser. */
  private save(): void {
    const game = this.game;
    if (game === null || game.status === 'over') return;
    this.savedAt = this.clock.now();
    keepGame({ game, playedMs: this.playedMs });
  }

  private loop(): void {
    if (this.frame === null && this.game?.status === 'playing') this.frame = this.clock.requestFrame(this.onFrame);
  }

  private stopLoop(): void {
    if (this.frame !== null) this.clock.cancelFrame(this.frame);
    this.frame = null;
  }

  /**
   * Moves the game on by one step and tells what it did: a lock (with its line clear), the end
   * of the game. While playing, the frame draws the result; otherwise it is drawn at once.
   */
  private apply(step: (state: GameState) => GameState): void {
    const before = this.game;
    if (before === null) return;
    const after = step(before);
    if (after === before) return;
    if (before.status === 'playing') this.playedMs += after.now - before.now;
    this.game = after;
    if (after.lastLock !== before.lastLock && after.lastLock !== null) {
      this.emit({ kind: 'lock', report: after.lastLock, level: level(after), levelUp: level(after) > level(before) });
    }
    if (after.status === 'over' && before.status !== 'over') {
      this.stopLoop();
      this.repeat.releaseAll();
      forgetGame();
      this.emit({ kind: 'over', score: after.score, lines: after.lines, seconds: Math.round(this.playedMs / 1000) });
    }
    if (after.status !== 'playing') this.draw();
    this.publish();
  }

  /** A game replaced or restored: drawn and shown afresh. */
  private changed(): void {
    this.draw();
    this.publish();
  }

  /**
   * Draws the playfield unless what it shows, the board and the falling piece, is what was
   * drawn last (the state's other fields change at every tick).
   */
  private draw(): void {
    const game = this.game;
    if (this.view === null) return;
    if (this.drawn !== null && game !== null && game.board === this.drawn.board && game.active === this.drawn.active) return;
    this.drawn = game;
    this.view.draw(game);
  }

  private publish(): void {
    const game = this.game;
    if (game === null) return;
    const current = this.hud;
    const next = game.bag === this.hudBag ? current.next : nextPieces(game);
    this.hudBag = game.bag;
    if (
      game.status === current.status &&
      game.score === current.score &&
      game.lines === current.lines &&
      game.hold === current.hold &&
      game.holdUsed === current.holdUsed &&
      next === current.next
    ) {
      return;
    }
    this.hud = {
      status: game.status,
      score: game.score,
      lines: game.lines,
      level: level(game),
      hold: game.hold,
      holdUsed: game.holdUsed,
      next,
    };
    for (const watcher of this.watchers) watcher();
  }

  private emit(event: SessionEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
