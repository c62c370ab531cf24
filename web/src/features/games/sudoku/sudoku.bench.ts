// @vitest-environment node
/**
 * Generation time per level: `npx vitest bench --run src/features/games/sudoku`, with
 * SUDOKU_BENCH_PUZZLES puzzles per level (default 200), each from the next seed so the
 * retries a level needs are part of its time. Prints the mean and the 95th percentile per
 * level after vitest's own table.
 */
import { bench, describe } from 'vitest';
import { generate } from './lib/generate';
import { LEVELS } from './lib/level';

const configured: unknown = import.meta.env.SUDOKU_BENCH_PUZZLES;
const PUZZLES = typeof configured === 'string' && /^\d+$/.test(configured) ? Number(configured) : 200;

/** The mean and 95th percentile of one level's times; tinybench may run an extra iteration, which is left out. */
function summary(level: string, times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, time) => sum + time, 0) / sorted.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
  return `${level.padEnd(7)} mean ${mean.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   max ${(sorted.at(-1) ?? 0).toFixed(2).padStart(7)} ms   (${String(sorted.length)} puzzles)`;
}

describe(`sudoku generation (${String(PUZZLES)} puzzles per level)`, () => {
  for (const level of LEVELS) {
    let seed = 0;
    let times: number[] = [];
    bench(
      level,
      () => {
        const start = performance.now();
        generate(level, seed++);
        if (times.length < PUZZLES) times.push(performance.now() - start);
      },
      {
        iterations: PUZZLES,
        time: 0,
        setup: (_task, mode) => {
          if (mode === 'run') times = [];
        },
        teardown: (_task, mode) => {
          if (mode === 'run') console.log(summary(level, times));
        },
      },
    );
  }
});
