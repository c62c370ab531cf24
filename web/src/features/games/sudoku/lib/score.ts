/**
 * The score of a solved puzzle:
 *
 *   score = round(base × 2·par / (par + seconds) / (1 + 0.25·hints + 0.1·mistakes))
 *
 *   level    base   par
 *   easy      250    5 min
 *   medium    500   10 min
 *   hard     1000   20 min
 *   expert   1600   30 min
 *
 * Solving in par time earns the base; faster earns up to twice it, slower tends to nothing but
 * never reaches it. Base and par both grow with the level, so at any time a harder puzzle scores
 * more than an easier one. Above 1000 needs a hard puzzle solved cleanly within par or an expert
 * one within 66 minutes: medium tops out at 1000 itself (the best-score achievement fires above
 * 1000). Hints and mistakes divide rather than subtract, so the score stays positive: one hint
 * takes a fifth off, four halve it, and a mistake weighs as much as 0.4 hints.
 */
import type { Level } from './level';

const BASE: Readonly<Record<Level, number>> = { easy: 250, medium: 500, hard: 1000, expert: 1600 };

const PAR_SECONDS: Readonly<Record<Level, number>> = { easy: 300, medium: 600, hard: 1200, expert: 1800 };

export function score(level: Level, seconds: number, hintsUsed: number, mistakes: number): number {
  const par = PAR_SECONDS[level];
  const speed = (2 * par) / (par + Math.max(0, seconds));
  const penalty = 1 + 0.25 * Math.max(0, hintsUsed) + 0.1 * Math.max(0, mistakes);
  return Math.round((BASE[level] * speed) / penalty);
}
