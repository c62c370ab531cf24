/**
 * The generator: a random solution, givens removed in random symmetric pairs while the puzzle
 * keeps one solution, and the result kept only if its grade is the level asked for.
 *
 * Removing givens as long as the solution stays unique is cheap (the bitmask solver takes
 * microseconds) and leaves a puzzle where every given matters; which techniques it then needs
 * is luck, so a puzzle of the wrong grade (or outside the level's range of givens) is thrown
 * away and another one carved. Measured over 4,000 carvings per level, 99% of those for easy
 * come out easy, 7% of those for medium medium, 4% hard and 16% expert: an average hard puzzle
 * costs some 25 carvings, about 10 ms.
 */
import { analyse } from './grade';
import type { Grid } from './grid';
import type { Level } from './level';
import { hashString, mulberry32, shuffled, type Random } from './random';
import { countSolutions, randomSolution } from './solver';

export interface Puzzle {
  readonly level: Level;
  /** The starting grid, 0 for an empty cell. */
  readonly givens: Grid;
  readonly solution: Grid;
}

/**
 * How many givens each level has (inclusive). Removal stops at `min`, which is what keeps easy
 * puzzles generous (a puzzle carved to the bone is rarely easy-feeling even when singles solve
 * it); a puzzle with more than `max` is thrown away. The harder levels' ranges are where carving
 * ends anyway, trimmed so that the average count falls with the level (about 36, 28.5, 27.4
 * and 26.9): their difficulty comes from the techniques, not the count.
 */
export const GIVEN_RANGE: Readonly<Record<Level, { readonly min: number; readonly max: number }>> = {
  easy: { min: 36, max: 40 },
  medium: { min: 28, max: 34 },
  hard: { min: 24, max: 30 },
  expert: { min: 22, max: 28 },
};

/**
 * Attempts before giving up. At the rarest level (hard, about 1 carving in 25) the chance that
 * 1,000 attempts all miss is below 1e-17, so in practice this bound only stops a broken change
 * from looping forever (1,000 carvings take about half a second).
 */
const MAX_ATTEMPTS = 1000;

/** Cells removed together, each with its mirror through the centre (180° symmetry, as printed puzzles are). */
const MIRRORED: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, cell) => (cell === 40 ? [40] : [cell, 80 - cell]));

/** A puzzle carved from the solution for the level, or null when it comes out at another grade. */
function carve(solution: Grid, level: Level, random: Random): Grid | null {
  const puzzle = solution.slice();
  let givens = puzzle.length;
  const { min, max } = GIVEN_RANGE[level];
  for (const cells of shuffled(random, MIRRORED)) {
    if (givens - cells.length < min) continue;
    for (const cell of cells) puzzle[cell] = 0;
    if (countSolutions(puzzle) === 1) {
      givens -= cells.length;
    } else {
      for (const cell of cells) puzzle[cell] = solution[cell] ?? 0;
    }
  }
  return givens <= max && analyse(puzzle).level === level ? puzzle : null;
}

/**
 * A puzzle of the level with exactly one solution. The seed decides everything (a string is
 * hashed first): each retry carries on with the same random stream, so a seed always names the
 * same puzzle, on every device. Throws only if MAX_ATTEMPTS carvings all miss the level.
 */
export function generate(level: Level, seed: number | string): Puzzle {
  const random = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const solution = randomSolution(random);
    const givens = carve(solution, level, random);
    if (givens !== null) return { level, givens, solution };
  }
  throw new Error(`No ${level} sudoku in ${String(MAX_ATTEMPTS)} attempts`);
}
