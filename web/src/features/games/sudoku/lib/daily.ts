/**
 * The daily puzzle: generated from the date, so every reader gets the same one without a server
 * storing it. Changing the generator, the grading or the random source changes every daily
 * puzzle, past ones included; the daily tests pin one date's puzzle to catch that.
 */
import { generate, type Puzzle } from './generate';
import type { Level } from './level';

/**
 * The level for each UTC weekday, Sunday first: easy on Monday and Tuesday, medium on
 * Wednesday and Thursday, hard on Friday and Saturday and expert on Sunday, the week getting
 * harder towards the weekend as printed puzzles do.
 */
const LEVEL_BY_WEEKDAY: readonly Level[] = ['expert', 'easy', 'easy', 'medium', 'medium', 'hard', 'hard'];

export interface DailyPuzzle extends Puzzle {
  /** The UTC date, YYYY-MM-DD. */
  readonly date: string;
}

/** The UTC day of a YYYY-MM-DD date as a timestamp, or null for anything that is not a real date. */
function dayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March; a real date comes back unchanged.
  return new Date(time).toISOString().startsWith(date) ? time : null;
}

/** The UTC date of a timestamp, as the daily puzzle names it; the caller passes the clock. */
export function utcDate(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** The level of a date's puzzle, or null when the date is not real. */
export function dailyLevel(date: string): Level | null {
  const time = dayOf(date);
  return time === null ? null : (LEVEL_BY_WEEKDAY[new Date(time).getUTCDay()] ?? null);
}

/** The puzzle of a UTC date (YYYY-MM-DD), the same for everyone; null when the date is not real. */
export function dailyPuzzle(date: string): DailyPuzzle | null {
  const level = dailyLevel(date);
  return level === null ? null : { ...generate(level, `sudoku-daily:${date}`), date };
}
