/**
 * Random-state scrambles, made the way WCA's TNoodle makes them: draw a position uniformly from
 * all 43,252,003,274,489,856,000 a cube can be in, solve it, and give the solution backwards as
 * the scramble. Unlike a random sequence of turns, every position is equally likely.
 */
import { SOLVED, parity, type Cube } from './cube';
import { invertMoves, type Move } from './notation';
import { seededRandom, type Random } from './random';
import { solve, type SolveOptions } from './solver';

/**
 * Without a time limit the search is deterministic, so a seed gives the same scramble on any
 * machine. 22 moves or fewer (21.4 on average) takes 5–10 ms on average, and the slowest of
 * 5,000 positions took 0.2 s; asking for 21, as TNoodle does, takes seconds for unlucky ones.
 */
const SCRAMBLE_SEARCH: SolveOptions = { targetLength: 22, timeLimitMs: Infinity };

export interface Scramble {
  readonly moves: Move[];
  /** The position the moves lead to from a solved cube. */
  readonly state: Cube;
}

/** A uniformly random ordering of 0…n-1 (Fisher–Yates). */
function shuffled(n: number, random: Random): number[] {
  const values = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [values[i], values[j]] = [values[j] ?? 0, values[i] ?? 0];
  }
  return values;
}

/** Orientations of `n` pieces, each uniformly random but the last, which makes the sum a multiple of `modulus`. */
function orientations(n: number, modulus: number, random: Random): number[] {
  const values = Array.from({ length: n - 1 }, () => random.int(modulus));
  return [...values, (modulus - (values.reduce((a, b) => a + b, 0) % modulus)) % modulus];
}

/**
 * A uniformly random position a cube can be in (U on top, F in front). Corner and edge
 * permutations must have the same parity: when they do not, swapping two edges fixes it, and
 * as exactly two drawn pairs lead to each valid one, all stay equally likely.
 */
export function randomState(random: Random): Cube {
  const cp = shuffled(8, random);
  const ep = shuffled(12, random);
  if (parity(cp) !== parity(ep)) [ep[0], ep[1]] = [ep[1] ?? 0, ep[0] ?? 0];
  return { cp, co: orientations(8, 3, random), ep, eo: orientations(12, 2, random), centers: SOLVED.centers };
}

/** The scramble for `seed` (an integer, e.g. from crypto.getRandomValues): same seed, same scramble. */
export function scramble(seed: number): Scramble {
  const state = randomState(seededRandom(seed));
  return { moves: invertMoves(solve(state, SCRAMBLE_SEARCH)), state };
}
