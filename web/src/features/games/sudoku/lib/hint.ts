/** Hints: the next digit a person could find by logic, with the deductions that lead to it. */
import { CELLS, bitCount, type Grid } from './grid';
import { applyStep, boardOf, nextStep, type Step } from './techniques';

export interface Hint {
  readonly cell: number;
  readonly digit: number;
  /**
   * The deductions from the current position, the last one placing the digit (earlier ones
   * remove the candidates that make it possible). Empty when the techniques find nothing and the
   * hint simply reveals the solution's digit.
   */
  readonly steps: readonly Step[];
}

/**
 * The hint for a position, or null when it is solved. Only the digits that agree with the
 * solution are reasoned from: deductions from a wrong digit would be wrong, and a digit the
 * hint gives may overwrite a wrong one.
 */
export function hint(values: Grid, solution: Grid): Hint | null {
  const trusted = values.map((value, cell) => (value === solution[cell] ? value : 0));
  if (trusted.every((value) => value !== 0)) return null;
  const board = boardOf(trusted);
  const steps: Step[] = [];
  for (let step = nextStep(board); step !== null; step = nextStep(board)) {
    steps.push(step);
    if (step.kind === 'place') return { cell: step.cell, digit: step.digit, steps };
    applyStep(board, step);
  }
  // Stuck: reveal the most constrained open cell, where the player is likeliest to be stuck too.
  let cell = -1;
  for (let other = 0; other < CELLS; other++) {
    if (trusted[other] !== 0) continue;
    if (cell < 0 || bitCount(board.candidates[other] ?? 0) < bitCount(board.candidates[cell] ?? 0)) cell = other;
  }
  return { cell, digit: solution[cell] ?? 0, steps: [] };
}
