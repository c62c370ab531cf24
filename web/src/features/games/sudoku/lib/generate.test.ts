// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GIVEN_RANGE, generate, type Puzzle } from './generate';
import { analyse } from './grade';
import { countGivens, isSolvedGrid, serializeGrid } from './grid';
import { LEVELS } from './level';
import { countSolutions } from './solver';

/**
 * Puzzles checked per level: 1,000 by default (the issue asks for it; the four levels take
 * about 20 s on a two-core machine). SUDOKU_PUZZLES_PER_LEVEL=50 makes a quick run.
 */
const configured: unknown = import.meta.env.SUDOKU_PUZZLES_PER_LEVEL;
const COUNT = typeof configured === 'string' && /^\d+$/.test(configured) ? Number(configured) : 1000;

/** What is wrong with a generated puzzle; empty when nothing. */
function problems(puzzle: Puzzle): string[] {
  const { level, givens, solution } = puzzle;
  const found: string[] = [];
  if (!isSolvedGrid(solution)) found.push('the solution is not a solved grid');
  if (givens.some((value, cell) => value !== 0 && value !== solution[cell])) found.push('a given differs from the solution');
  if (givens.some((value, cell) => (value === 0) !== (givens[80 - cell] === 0))) found.push('the givens are not symmetric');
  const count = countGivens(givens);
  if (count < GIVEN_RANGE[level].min || count > GIVEN_RANGE[level].max) found.push(`${String(count)} givens`);
  if (countSolutions(givens) !== 1) found.push('not exactly one solution');
  const grading = analyse(givens);
  if (grading.level !== level) found.push(`graded ${grading.level}`);
  return found;
}

describe('generate', () => {
  it.each(LEVELS)(`makes ${String(COUNT)} valid, unique, distinct %s puzzles graded at their level`, (level) => {
    const seen = new Set<string>();
    for (let seed = 0; seed < COUNT; seed++) {
      const puzzle = generate(level, seed);
      expect(puzzle.level).toBe(level);
      expect(problems(puzzle), `${level} seed ${String(seed)}: ${serializeGrid(puzzle.givens)}`).toEqual([]);
      seen.add(serializeGrid(puzzle.givens));
    }
    expect(seen.size).toBe(COUNT);
  }, 60_000 + COUNT * 60);

  it('makes the same puzzle for the same seed, a string seed included', () => {
    expect(generate('hard', 12)).toEqual(generate('hard', 12));
    expect(generate('medium', 'a seed')).toEqual(generate('medium', 'a seed'));
    expect(generate('medium', 'a seed')).not.toEqual(generate('medium', 'another seed'));
  });

  it('gives easier levels more givens on average', () => {
    const mean = (level: (typeof LEVELS)[number]) =>
      Array.from({ length: 100 }, (_, seed) => countGivens(generate(level, seed).givens)).reduce((a, b) => a + b) / 100;
    expect(mean('easy')).toBeGreaterThan(mean('medium'));
    expect(mean('medium')).toBeGreaterThan(mean('expert'));
  });
});
