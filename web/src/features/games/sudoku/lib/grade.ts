/**
 * Grading by the techniques a solver needs, not by the number of givens: 24 givens can be easy
 * and 30 can need an X-Wing, and the hardest step is what a player feels.
 */
import type { Grid } from './grid';
import { harder, type Level } from './level';
import { TECHNIQUE_LEVEL, applyStep, boardOf, nextStep, type Technique } from './techniques';

export interface Grading {
  /** The level of the hardest technique needed; 'expert' when the techniques do not finish it. */
  readonly level: Level;
  readonly solved: boolean;
  /** Each technique used, in the order first needed. */
  readonly techniques: readonly Technique[];
}

/**
 * Solves like a person, always with the easiest technique that makes progress, allowing those up
 * to `maxLevel`; since the easiest comes first, the hardest one used is the one the puzzle needs.
 * A puzzle the techniques finish has exactly one solution, each step being a sound deduction.
 */
export function analyse(puzzle: Grid, maxLevel: Level = 'expert'): Grading {
  const board = boardOf(puzzle);
  let empty = board.values.reduce((count, value) => count + (value === 0 ? 1 : 0), 0);
  let level: Level = 'easy';
  const techniques: Technique[] = [];
  for (let step = nextStep(board, maxLevel); step !== null; step = nextStep(board, maxLevel)) {
    applyStep(board, step);
    if (step.kind === 'place') empty--;
    level = harder(level, TECHNIQUE_LEVEL[step.technique]);
    if (!techniques.includes(step.technique)) techniques.push(step.technique);
  }
  const solved = empty === 0;
  return { level: solved ? level : 'expert', solved, techniques };
}

export function grade(puzzle: Grid): Level {
  return analyse(puzzle).level;
}
