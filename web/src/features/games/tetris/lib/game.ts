/**
 * The whole game as a deterministic state machine. Every function takes the current state and
 * the time (milliseconds on the caller's clock, e.g. requestAnimationFrame's timestamp) and
 * returns a new state; nothing here reads a clock or draws. Each action first brings the game up
 * to its time (`tick`), so gravity and lock delay are applied exactly in between, at whatever
 * rate the caller runs. The state is plain JSON (see save.ts for restoring it).
 *
 * Left to the UI: auto-repeat of a held left or right (DAS/ARR: call moveLeft/moveRight again),
 * and any animation of a line clear. The guideline leaves the entry delay to each game: here
 * there is none, the next piece spawns the moment the last one locks.
 */
import { createBag, preview, takePiece, type Bag } from './bag';
import { clearLines, collides, dropDistance, emptyBoard, ghostPiece, isBoardEmpty, placePiece, type Board } from './board';
import { pieceCells, SKYLINE, spawnPiece, type Piece, type PieceType } from './pieces';
import { gravityMs, HARD_DROP_POINTS_PER_ROW, levelFor, scoreLock, SOFT_DROP_POINTS_PER_ROW } from './scoring';
import { rotate, type Direction, type KickTest } from './srs';
import { detectTSpin, type TSpin } from './tspin';

/** How long a piece may rest on the stack before it locks. */
export const LOCK_DELAY_MS = 500;
/** Moves and rotations that may restart the lock delay at one row ("move reset"). */
export const MAX_LOCK_RESETS = 15;
/** Soft drop falls this many times faster than the level's gravity. */
const SOFT_DROP_SPEEDUP = 20;

export type GameStatus = 'playing' | 'paused' | 'over';
/** Block out: the next piece spawned on blocks. Lock out: a piece locked wholly above the skyline. */
export type GameOver = 'block-out' | 'lock-out';

/** What the last lock did, for the UI to announce ("T-spin double", "back-to-back", "combo 3"). */
export interface LockReport {
  readonly lines: number;
  readonly tSpin: TSpin;
  readonly perfectClear: boolean;
  readonly backToBack: boolean;
  readonly combo: number;
  readonly points: number;
}

export interface GameState {
  readonly board: Board;
  /** The falling piece; null once the game is over. */
  readonly active: Piece | null;
  readonly hold: PieceType | null;
  /** Whether hold was used since the falling piece spawned: once per piece. */
  readonly holdUsed: boolean;
  readonly bag: Bag;
  readonly score: number;
  readonly lines: number;
  /** Whether the last line clear was difficult, so the next difficult one earns the bonus. */
  readonly backToBack: boolean;
  /** Consecutive line-clearing pieces minus one; −1 when the last piece cleared nothing. */
  readonly combo: number;
  readonly status: GameStatus;
  readonly gameOver: GameOver | null;
  /** Whether soft drop is held. */
  readonly softDrop: boolean;
  /** The time the game has been brought up to. */
  readonly now: number;
  /** When the falling piece last fell a row, spawned, or left the surface it rested on. */
  readonly fallAt: number;
  /** When the lock delay started; set exactly while the piece rests on something. */
  readonly lockAt: number | null;
  /** Lock-delay restarts used at the piece's lowest row so far. */
  readonly lockResets: number;
  /** The lowest row the piece's box has reached: falling below it gives the resets back. */
  readonly lowestY: number;
  /** The kick test of the rotation that was the piece's last successful action, or null. */
  readonly lastRotation: KickTest | null;
  readonly lastLock: LockReport | null;
}

export function level(state: GameState): number {
  return levelFor(state.lines);
}

/** The next pieces to come, for the preview. */
export function nextPieces(state: GameState): readonly PieceType[] {
  return preview(state.bag);
}

/** Where the falling piece would land. */
export function ghost(state: GameState): Piece | null {
  return state.active === null ? null : ghostPiece(state.board, state.active);
}

function isResting(board: Board, piece: Piece): boolean {
  return dropDistance(board, piece) === 0;
}

/**
 * Puts a new piece in the matrix at its spawn position; if the way is clear it drops one row at
 * once, as the guideline asks, so it shows in the top visible row.
 */
function spawn(state: GameState, type: PieceType, at: number): GameState {
  const spawned = spawnPiece(type);
  if (collides(state.board, spawned)) return { ...state, active: null, status: 'over', gameOver: 'block-out' };
  const lower = { ...spawned, y: spawned.y + 1 };
  const piece = collides(state.board, lower) ? spawned : lower;
  return {
    ...state,
    active: piece,
    fallAt: at,
    lockAt: isResting(state.board, piece) ? at : null,
    lockResets: 0,
    lowestY: piece.y,
    lastRotation: null,
  };
}

function spawnNext(state: GameState, at: number): GameState {
  const { piece, bag } = takePiece(state.bag);
  return spawn({ ...state, bag }, piece, at);
}

/** Locks the falling piece, clears lines, scores, and spawns the next piece. */
function lockActive(state: GameState, piece: Piece, at: number): GameState {
  const tSpin = detectTSpin(state.board, piece, state.lastRotation);
  const placed = placePiece(state.board, piece);
  if (pieceCells(piece).every(([, y]) => y < SKYLINE)) {
    return { ...state, board: placed, active: null, status: 'over', gameOver: 'lock-out' };
  }
  const { board, rows } = clearLines(placed);
  const perfectClear = rows.length > 0 && isBoardEmpty(board);
  const result = scoreLock(rows.length, tSpin, perfectClear, level(state), state);
  return spawnNext(
    {
      ...state,
      board,
      score: state.score + result.points,
      lines: state.lines + rows.length,
      backToBack: result.backToBack,
      combo: result.combo,
      holdUsed: false,
      lastLock: {
        lines: rows.length,
        tSpin,
        perfectClear,
        backToBack: result.backToBackBonus,
        combo: result.combo,
        points: result.points,
      },
    },
    at,
  );
}

/**
 * The piece has come to rest at `at` (by falling or by a move): the lock delay starts, unless
 * its resets at this row are used up, in which case it locks at once.
 */
function land(state: GameState, piece: Piece, at: number): GameState {
  if (state.lockResets >= MAX_LOCK_RESETS) return lockActive(state, piece, at);
  return { ...state, active: piece, lockAt: at };
}

/** Milliseconds per row of fall now. */
function rowInterval(state: GameState): number {
  return gravityMs(level(state)) / (state.softDrop ? SOFT_DROP_SPEEDUP : 1);
}

/**
 * Advances gravity and lock delay to `nowMs`. Events happen at their exact times (a piece lands
 * at the moment its last row falls, locks 500 ms later, and the next one spawns then), so the
 * result does not depend on how often this is called. Does nothing unless playing, or with a time
 * that is not a number (which would never compare as reached). Time never runs backwards.
 */
export function tick(state: GameState, nowMs: number): GameState {
  if (state.status !== 'playing' || !Number.isFinite(nowMs)) return state;
  const now = Math.max(nowMs, state.now);
  let current = state;
  while (current.status === 'playing' && current.active !== null) {
    const piece = current.active;
    if (current.lockAt !== null) {
      const lockTime = current.lockAt + LOCK_DELAY_MS;
      if (lockTime > now) break;
      current = lockActive(current, piece, lockTime);
      continue;
    }
    const interval = rowInterval(current);
    const rows = Math.floor((now - current.fallAt) / interval);
    if (rows <= 0) break;
    const distance = dropDistance(current.board, piece);
    const fallen = Math.min(rows, distance);
    const fallAt = current.fallAt + fallen * interval;
    const lowered = { ...piece, y: piece.y + fallen };
    current = {
      ...current,
      active: lowered,
      fallAt,
      score: current.score + (current.softDrop ? fallen * SOFT_DROP_POINTS_PER_ROW : 0),
      lastRotation: fallen > 0 ? null : current.lastRotation,
      ...(lowered.y > current.lowestY ? { lowestY: lowered.y, lockResets: 0 } : {}),
    };
    if (fallen < distance) break;
    current = land(current, lowered, fallAt);
  }
  return current.now === now ? current : { ...current, now };
}

/**
 * A successful move or rotation. While the lock delay runs it restarts it (a move reset), up to
 * MAX_LOCK_RESETS times per row; after that the piece locks as soon as it rests. Reaching a new
 * lowest row gives the resets back. Moving off the edge of the stack starts the fall afresh.
 */
function moved(state: GameState, piece: Piece, lastRotation: KickTest | null): GameState {
  const at = state.now;
  const deeper = piece.y > state.lowestY;
  const wasResting = state.lockAt !== null;
  if (wasResting && !deeper && state.lockResets >= MAX_LOCK_RESETS) {
    const next = { ...state, active: piece, lastRotation, lockAt: null, fallAt: at };
    return isResting(state.board, piece) ? lockActive(next, piece, at) : next;
  }
  const next: GameState = {
    ...state,
    active: piece,
    lastRotation,
    lowestY: Math.max(piece.y, state.lowestY),
    lockResets: deeper ? 0 : state.lockResets + (wasResting ? 1 : 0),
    lockAt: null,
    fallAt: wasResting ? at : state.fallAt,
  };
  if (!isResting(state.board, piece)) return next;
  return wasResting ? { ...next, lockAt: at } : land(next, piece, at);
}

/** Brings the game up to `nowMs` and returns it with its falling piece, if it is being played. */
function playing(state: GameState, nowMs: number): { state: GameState; piece: Piece | null } {
  const current = tick(state, nowMs);
  return { state: current, piece: current.status === 'playing' ? current.active : null };
}

function shift(state: GameState, dx: number, nowMs: number): GameState {
  const { state: current, piece } = playing(state, nowMs);
  if (piece === null) return current;
  const shifted = { ...piece, x: piece.x + dx };
  return collides(current.board, shifted) ? current : moved(current, shifted, null);
}

export function moveLeft(state: GameState, nowMs: number): GameState {
  return shift(state, -1, nowMs);
}

export function moveRight(state: GameState, nowMs: number): GameState {
  return shift(state, 1, nowMs);
}

function turn(state: GameState, direction: Direction, nowMs: number): GameState {
  const { state: current, piece } = playing(state, nowMs);
  if (piece === null) return current;
  const result = rotate(current.board, piece, direction);
  return result === null ? current : moved(current, result.piece, result.test);
}

export function rotateClockwise(state: GameState, nowMs: number): GameState {
  return turn(state, 1, nowMs);
}

export function rotateCounterClockwise(state: GameState, nowMs: number): GameState {
  return turn(state, -1, nowMs);
}

/**
 * Holding soft drop makes the piece fall SOFT_DROP_SPEEDUP times faster, scoring a point a row;
 * it still waits out the lock delay on landing. The new speed counts from the change.
 */
export function setSoftDrop(state: GameState, held: boolean, nowMs: number): GameState {
  const current = tick(state, nowMs);
  if (current.softDrop === held) return current;
  return { ...current, softDrop: held, fallAt: current.now };
}

/** Drops the piece to its landing row and locks it at once, scoring two points a row. */
export function hardDrop(state: GameState, nowMs: number): GameState {
  const { state: current, piece } = playing(state, nowMs);
  if (piece === null) return current;
  const distance = dropDistance(current.board, piece);
  const dropped = { ...piece, y: piece.y + distance };
  return lockActive(
    {
      ...current,
      score: current.score + distance * HARD_DROP_POINTS_PER_ROW,
      lastRotation: distance > 0 ? null : current.lastRotation,
    },
    dropped,
    current.now,
  );
}

/**
 * Puts the falling piece in the hold box and brings out the one held before (or the next piece
 * the first time), at the spawn position. Allowed once until the next piece locks.
 */
export function hold(state: GameState, nowMs: number): GameState {
  const { state: current, piece } = playing(state, nowMs);
  if (piece === null || current.holdUsed) return current;
  const held = { ...current, hold: piece.type, holdUsed: true };
  return current.hold === null ? spawnNext(held, current.now) : spawn(held, current.hold, current.now);
}

/** Freezes the game: ticks and actions do nothing until `resume`. */
export function pause(state: GameState, nowMs: number): GameState {
  const current = tick(state, nowMs);
  return current.status === 'playing' ? { ...current, status: 'paused' } : current;
}

/**
 * Continues a paused game at `nowMs`, moving its timers by the time spent paused. The clock may
 * have restarted meanwhile (a restored game on a new page): only the difference matters.
 */
export function resume(state: GameState, nowMs: number): GameState {
  if (state.status !== 'paused' || !Number.isFinite(nowMs)) return state;
  const shiftBy = nowMs - state.now;
  return {
    ...state,
    status: 'playing',
    now: nowMs,
    fallAt: state.fallAt + shiftBy,
    lockAt: state.lockAt === null ? null : state.lockAt + shiftBy,
  };
}

/** A new game dealt from `seed`, its first piece spawning at `nowMs`. */
export function createGame(seed: number, nowMs: number): GameState {
  return spawnNext(
    {
      board: emptyBoard(),
      active: null,
      hold: null,
      holdUsed: false,
      bag: createBag(seed),
      score: 0,
      lines: 0,
      backToBack: false,
      combo: -1,
      status: 'playing',
      gameOver: null,
      softDrop: false,
      now: nowMs,
      fallAt: nowMs,
      lockAt: null,
      lockResets: 0,
      lowestY: 0,
      lastRotation: null,
      lastLock: null,
    },
    nowMs,
  );
}
