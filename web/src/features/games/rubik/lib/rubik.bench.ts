// @vitest-environment node
/**
 * Solver benchmark: `npx vitest bench --run src/features/games/rubik`. Prints how long building
 * the tables took (on first use, what a player waits for once), then for RUBIK_BENCH_STATES
 * random-state positions (200 by default) the mean and 95th-percentile solve time and the mean
 * solution length under three settings; vitest's own table follows.
 */
import { bench, describe } from 'vitest';
import { seededRandom } from './random';
import { randomState, scramble } from './scramble';
import { prepareSolver, solve, type SolveOptions } from './solver';

const configured: unknown = import.meta.env.RUBIK_BENCH_STATES;
const COUNT = typeof configured === 'string' && /^\d+$/.test(configured) ? Number(configured) : 200;

const random = seededRandom(1);
const states = Array.from({ length: COUNT }, () => randomState(random));

console.log(`Rubik solver tables built in ${prepareSolver().toFixed(0)} ms`);

const SETTINGS: readonly (readonly [string, SolveOptions])[] = [
  ['first solution of 25 moves or fewer', { targetLength: 25 }],
  ['scrambler: 22 moves or fewer, no time limit', { targetLength: 22, timeLimitMs: Infinity }],
  ['default: 21 moves or fewer, or the best after 100 ms', {}],
];

for (const [name, options] of SETTINGS) {
  const times: number[] = [];
  let moves = 0;
  for (const state of states) {
    const start = performance.now();
    moves += solve(state, options).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / COUNT;
  const p95 = times[Math.min(COUNT - 1, Math.ceil(0.95 * COUNT) - 1)] ?? 0;
  console.log(
    `${name}: ${String(COUNT)} positions, mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms, mean length ${(moves / COUNT).toFixed(2)} moves`,
  );
}

describe('rubik solver', () => {
  let next = 0;
  const nextState = () => states[next++ % COUNT] ?? states[0];
  for (const [name, options] of SETTINGS) {
    bench(name, () => {
      const state = nextState();
      if (state !== undefined) solve(state, options);
    }, { time: 2000 });
  }
  let seed = 0;
  bench('scramble (random state, solved, inverted)', () => {
    scramble(seed++);
  }, { time: 2000 });
});
