// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SOLVED, applyMoves, equals, parity, validate } from './cube';
import { formatMoves } from './notation';
import { seededRandom } from './random';
import { randomState, scramble } from './scramble';

describe('randomState', () => {
  it('draws valid positions, different each time', () => {
    const random = seededRandom(11);
    const seen = new Set<string>();
    for (let n = 0; n < 1000; n++) {
      const state = randomState(random);
      expect(validate(state)).toBeNull();
      expect(parity(state.cp)).toBe(parity(state.ep));
      seen.add(JSON.stringify(state));
    }
    expect(seen.size).toBe(1000);
  });

  it('puts every corner in every place and twist about equally often', () => {
    const random = seededRandom(12);
    const counts = Array<number>(24).fill(0);
    for (let n = 0; n < 24_000; n++) {
      const state = randomState(random);
      const key = 3 * (state.cp[0] ?? 0) + (state.co[0] ?? 0);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});

describe('scramble', () => {
  it('leads from a solved cube to its state, in 22 moves or fewer', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { moves, state } = scramble(seed);
      expect(validate(state)).toBeNull();
      expect(moves.length).toBeLessThanOrEqual(22);
      expect(equals(applyMoves(SOLVED, moves), state)).toBe(true);
    }
  });

  it('is the same for the same seed and differs across seeds', () => {
    expect(formatMoves(scramble(1234).moves)).toBe(formatMoves(scramble(1234).moves));
    const texts = new Set(Array.from({ length: 10 }, (_, seed) => formatMoves(scramble(seed).moves)));
    expect(texts.size).toBe(10);
  });
});
