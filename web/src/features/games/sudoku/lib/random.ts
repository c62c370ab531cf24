/**
 * Seeded randomness. Generation never touches Math.random: the same seed must give the same
 * puzzle in every browser (the daily puzzle depends on it), so everything random comes from here.
 */

/** A source of floats in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

/**
 * mulberry32: one 32-bit word of state, a few integer operations per draw, and good enough
 * statistics for shuffling a 9×9 grid; only integer maths and an exact division by 2^32, so every
 * JavaScript engine draws the same sequence.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 32-bit seed from a string (FNV-1a, then a murmur3 finaliser): strings that differ in one
 * character, such as consecutive dates, must still give unrelated seeds.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A whole number in [0, n). */
function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** A shuffled copy (Fisher–Yates), leaving the input as it was. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const item = result[i] as T;
    result[i] = result[j] as T;
    result[j] = item;
  }
  return result;
}
