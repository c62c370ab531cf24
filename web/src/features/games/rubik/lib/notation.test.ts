import { describe, expect, it } from 'vitest';
import { MOVE_BASES, formatMoves, invertMoves, parseMoves, type Move } from './notation';

const ALL_MOVES: Move[] = MOVE_BASES.flatMap((base) => ([1, 2, 3] as const).map((turns) => ({ base, turns })));

describe('notation', () => {
  it('formats and parses every move back to itself', () => {
    const text = formatMoves(ALL_MOVES);
    expect(text.split(' ')).toHaveLength(54);
    expect(parseMoves(text)).toEqual(ALL_MOVES);
    expect(formatMoves(parseMoves(text))).toBe(text);
  });

  it('writes primes and doubles the usual way', () => {
    expect(formatMoves(parseMoves("R U R' U2 Rw' M2 x y' z2"))).toBe("R U R' U2 Rw' M2 x y' z2");
  });

  it('reads lowercase wide turns, 2\', the typographic apostrophe and no spaces', () => {
    expect(formatMoves(parseMoves("r u2' F’ RUR'U' \n  Dw2"))).toBe("Rw Uw2 F' R U R' U' Dw2");
    expect(parseMoves('')).toEqual([]);
    expect(parseMoves('   ')).toEqual([]);
  });

  it('names the first thing that is not a move', () => {
    expect(() => parseMoves("R U Q R'")).toThrow('Not a move at position 5: "Q R\'"');
    expect(() => parseMoves('R w')).toThrow('position 3');
    expect(() => parseMoves('X')).toThrow('position 1');
  });

  it('inverts a sequence', () => {
    expect(formatMoves(invertMoves(parseMoves("R U2 F' x")))).toBe("x' F U2 R'");
  });
});
