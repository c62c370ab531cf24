/**
 * Resuming a saved game. A GameState is plain JSON, so saving is `JSON.stringify(state)`;
 * `restore` checks every field of what comes back (storage can hold anything: an older format,
 * a truncated write, a hand edit) and rebuilds the state only from checked values.
 */
import { PREVIEW_SIZE, type Bag } from './bag';
import { collides, dropDistance, type Block, type Board } from './board';
import { isPieceType, MATRIX_HEIGHT, MATRIX_WIDTH, type Piece } from './pieces';
import { MAX_LOCK_RESETS, type GameOver, type GameState, type GameStatus, type LockReport } from './game';
import type { KickTest } from './srs';
import type { TSpin } from './tspin';

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInteger(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function readBoard(value: unknown): Board | null {
  if (!Array.isArray(value) || value.length !== MATRIX_HEIGHT) return null;
  const rows: Block[][] = [];
  for (const row of value as unknown[]) {
    if (!Array.isArray(row) || row.length !== MATRIX_WIDTH) return null;
    const blocks = row as unknown[];
    if (!blocks.every((block) => block === null || isPieceType(block))) return null;
    rows.push(blocks);
  }
  return rows;
}

function readPiece(value: unknown): Piece | null {
  if (!isRecord(value)) return null;
  const { type, rotation, x, y } = value;
  if (!isPieceType(type) || !isInteger(rotation, 0, 3) || !isInteger(x, -3) || !isInteger(y, -3)) return null;
  return { type, rotation: rotation as Piece['rotation'], x, y };
}

function readBag(value: unknown): Bag | null {
  if (!isRecord(value)) return null;
  const { random, queue } = value;
  if (!isInteger(random, 0, 2 ** 32 - 1) || !Array.isArray(queue) || queue.length < PREVIEW_SIZE) return null;
  const pieces = queue as unknown[];
  return pieces.every(isPieceType) ? { random, queue: pieces } : null;
}

function readLockReport(value: unknown): LockReport | null {
  if (!isRecord(value)) return null;
  const { lines, tSpin, perfectClear, backToBack, combo, points } = value;
  if (
    !isInteger(lines, 0, 4) ||
    !isOneOf<TSpin>(['none', 'mini', 'full'], tSpin) ||
    typeof perfectClear !== 'boolean' ||
    typeof backToBack !== 'boolean' ||
    !isInteger(combo, -1) ||
    !isInteger(points, 0)
  ) {
    return null;
  }
  return { lines, tSpin, perfectClear, backToBack, combo, points };
}

/**
 * The game saved as JSON, or null if it is not a valid game. A game saved while playing comes
 * back paused at the moment it was saved: the page's clock has restarted, so `resume` with the
 * new clock's time is what continues it, with the timers as they were.
 */
export function restore(json: string): GameState | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const board = readBoard(data.board);
  const bag = readBag(data.bag);
  const active = data.active === null ? null : readPiece(data.active);
  const lastLock = data.lastLock === null ? null : readLockReport(data.lastLock);
  const { hold, holdUsed, score, lines, backToBack, combo, status, gameOver } = data;
  const { now, fallAt, lockAt, lockResets, lowestY, lastRotation } = data;
  if (
    board === null ||
    bag === null ||
    (data.active !== null && active === null) ||
    (data.lastLock !== null && lastLock === null) ||
    !(hold === null || isPieceType(hold)) ||
    typeof holdUsed !== 'boolean' ||
    !isInteger(score, 0) ||
    !isInteger(lines, 0) ||
    typeof backToBack !== 'boolean' ||
    !isInteger(combo, -1) ||
    !isOneOf<GameStatus>(['playing', 'paused', 'over'], status) ||
    !(gameOver === null || isOneOf<GameOver>(['block-out', 'lock-out'], gameOver)) ||
    !isTime(now) ||
    !isTime(fallAt) ||
    !(lockAt === null || isTime(lockAt)) ||
    !isInteger(lockResets, 0, MAX_LOCK_RESETS) ||
    !isInteger(lowestY, -3) ||
    !(lastRotation === null || isInteger(lastRotation, 1, 5))
  ) {
    return null;
  }
  // The game is over exactly when there is no falling piece, and the falling piece must fit
  // where it is, with the lock delay running exactly when it rests (or it would lock mid-air).
  if ((status === 'over') !== (active === null) || (status === 'over') !== (gameOver !== null)) return null;
  if (active !== null && (collides(board, active) || (lockAt !== null) !== (dropDistance(board, active) === 0))) {
    return null;
  }
  return {
    board,
    active,
    hold,
    holdUsed,
    bag,
    score,
    lines,
    backToBack,
    combo,
    status: status === 'playing' ? 'paused' : status,
    gameOver,
    // No key is held on the page the game comes back on.
    softDrop: false,
    now,
    fallAt,
    lockAt,
    lockResets,
    lowestY,
    lastRotation: lastRotation as KickTest | null,
    lastLock,
  };
}
