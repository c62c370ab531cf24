/**
 * Guideline scoring, levels and gravity. Line clears and T-spins score their table value times
 * the level the piece locked at (before any level-up it causes); drops score per row, whatever
 * the level.
 */
import type { TSpin } from './tspin';

export const SOFT_DROP_POINTS_PER_ROW = 1;
export const HARD_DROP_POINTS_PER_ROW = 2;

/** Points by lines cleared (index 0–4). */
const LINE_CLEAR_POINTS = [0, 100, 300, 500, 800] as const;
/** A mini clears at most two lines: clearing three fills all four corners, which is a full T-spin. */
const MINI_TSPIN_POINTS = [100, 200, 400] as const;
const TSPIN_POINTS = [400, 800, 1200, 1600] as const;

/**
 * The optional perfect-clear bonus (the board left empty by a clear), as in Tetris Effect and
 * the 2020 mobile game: added to the clear's own score, 800 / 1200 / 1800 / 2000 for one to four
 * lines, 3200 for a back-to-back tetris.
 */
const PERFECT_CLEAR_POINTS = [0, 800, 1200, 1800, 2000] as const;
const BACK_TO_BACK_TETRIS_PERFECT_CLEAR_POINTS = 3200;

const COMBO_POINTS = 50;
const BACK_TO_BACK_FACTOR = 1.5;

/** What the player has chained before this lock. */
export interface Chains {
  /** Whether the last line clear was a difficult one (a tetris or a T-spin with lines). */
  readonly backToBack: boolean;
  /** Consecutive pieces that have cleared lines, minus one: −1 when the last piece cleared none. */
  readonly combo: number;
}

export interface LockScore extends Chains {
  readonly points: number;
  /** Whether this clear earned the back-to-back bonus. */
  readonly backToBackBonus: boolean;
}

function table(points: readonly number[], index: number): number {
  const value = points[index];
  if (value === undefined) throw new RangeError(`No score for ${String(index)} lines`);
  return value;
}

/**
 * Scores one lock. A tetris or a T-spin (mini included) that clears lines is "difficult": after
 * another difficult clear it scores ×1.5. Singles, doubles and triples break the chain; a lock
 * that clears nothing (T-spin or not) leaves it as it is but ends the combo.
 */
export function scoreLock(
  lines: number,
  tSpin: TSpin,
  perfectClear: boolean,
  level: number,
  chains: Chains,
): LockScore {
  const base = table(tSpin === 'full' ? TSPIN_POINTS : tSpin === 'mini' ? MINI_TSPIN_POINTS : LINE_CLEAR_POINTS, lines);
  if (lines === 0) return { points: base * level, backToBackBonus: false, backToBack: chains.backToBack, combo: -1 };
  const difficult = lines === 4 || tSpin !== 'none';
  const backToBackBonus = difficult && chains.backToBack;
  const combo = chains.combo + 1;
  const perfect = !perfectClear
    ? 0
    : lines === 4 && backToBackBonus
      ? BACK_TO_BACK_TETRIS_PERFECT_CLEAR_POINTS
      : table(PERFECT_CLEAR_POINTS, lines);
  const points = (base * (backToBackBonus ? BACK_TO_BACK_FACTOR : 1) + COMBO_POINTS * combo + perfect) * level;
  return { points, backToBackBonus, backToBack: difficult, combo };
}

const LINES_PER_LEVEL = 10;

/** The level after clearing a number of lines: 1 at the start, one more every 10 lines. */
export function levelFor(lines: number): number {
  return 1 + Math.floor(lines / LINES_PER_LEVEL);
}

/**
 * Past level 20 a row takes under half a millisecond — the piece already crosses the whole
 * visible matrix in one 60 Hz frame ("20G") — so later levels keep that speed (the formula's
 * base would also turn negative at level 115).
 */
const FASTEST_GRAVITY_LEVEL = 20;

/** Milliseconds per row of fall at a level: the guideline's (0.8 − (level − 1) × 0.007)^(level − 1) s. */
export function gravityMs(level: number): number {
  const n = Math.min(Math.max(level, 1), FASTEST_GRAVITY_LEVEL) - 1;
  return 1000 * (0.8 - n * 0.007) ** n;
}
