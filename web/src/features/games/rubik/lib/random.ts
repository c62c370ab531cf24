/**
 * A seeded pseudo-random number generator (xoshiro128**, seeded through SplitMix32), so a
 * scramble can be reproduced from its seed: same seed, same scramble, on every machine.
 * Math.random cannot be seeded.
 */
export interface Random {
  /** A uniformly distributed integer in 0…n-1 (n at most 2^32). */
  int(n: number): number;
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

export function seededRandom(seed: number): Random {
  if (!Number.isInteger(seed)) throw new RangeError(`A seed is an integer, not ${String(seed)}`);
  // SplitMix32 spreads the seed over the 128-bit state, which must not be all zero.
  let mix = seed >>> 0;
  const splitMix = () => {
    mix = (mix + 0x9e3779b9) | 0;
    let z = mix;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = [splitMix(), splitMix(), splitMix(), splitMix()];
  const next = () => {
    const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = s;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    const n2 = s2 ^ s0;
    const n3 = s3 ^ s1;
    s[0] = s0 ^ n3;
    s[1] = s1 ^ n2;
    s[2] = n2 ^ t;
    s[3] = rotl(n3, 11);
    return result;
  };
  return {
    int(n) {
      // Rejecting the top partial range of 2^32 makes every residue equally likely.
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    },
  };
}
