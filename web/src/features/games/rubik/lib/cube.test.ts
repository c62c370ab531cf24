import { describe, expect, it } from 'vitest';
import {
  SOLVED,
  InvalidCubeError,
  applyMoves,
  equals,
  faceTurnSeenFrom,
  fromFacelets,
  homeRotation,
  inverse,
  isSolved,
  moveState,
  multiply,
  toFacelets,
  validate,
  type Cube,
} from './cube';
import { MOVE_BASES, formatMove, parseMoves, type Move } from './notation';
import { seededRandom } from './random';

const ALL_MOVES: Move[] = MOVE_BASES.flatMap((base) => ([1, 2, 3] as const).map((turns) => ({ base, turns })));
const state = (moves: string) => applyMoves(SOLVED, parseMoves(moves));
const facelets = (cube: Cube) => toFacelets(cube).join('');

/** A position reached by random moves of every kind, so centres are moved too. */
function randomlyTurned(seed: number): Cube {
  const random = seededRandom(seed);
  return applyMoves(
    SOLVED,
    Array.from({ length: 40 }, () => ALL_MOVES[random.int(ALL_MOVES.length)] ?? { base: 'U', turns: 1 }),
  );
}

describe('moves', () => {
  it.each(ALL_MOVES.filter((m) => m.turns === 1).map((m) => m.base))('%s four times, X X\' and X2 X2 are the identity', (base) => {
    const quarter = moveState({ base, turns: 1 });
    expect(equals(multiply(multiply(quarter, quarter), multiply(quarter, quarter)), SOLVED)).toBe(true);
    expect(equals(state(`${base} ${base}'`), SOLVED)).toBe(true);
    expect(equals(state(`${base}' ${base}`), SOLVED)).toBe(true);
    expect(equals(state(`${base}2 ${base}2`), SOLVED)).toBe(true);
    expect(equals(state(`${base} ${base}`), state(`${base}2`))).toBe(true);
    expect(equals(state(base), SOLVED)).toBe(false);
  });

  it('turn R as in the standard facelet string', () => {
    expect(facelets(state('R'))).toBe('UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB');
    // Kociemba's R: corners DFR UFL ULB URF DRB DLF DBL UBR, twisted 2 0 0 1 1 0 0 2.
    expect(moveState({ base: 'R', turns: 1 })).toMatchObject({ cp: [4, 1, 2, 0, 7, 5, 6, 3], co: [2, 0, 0, 1, 1, 0, 0, 2] });
  });

  it('make the superflip and the checkerboard', () => {
    const superflip = state("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
    expect(superflip).toEqual({ ...SOLVED, eo: Array(12).fill(1) });
    const checkerboard = 'UDUDUDUDURLRLRLRLRFBFBFBFBFDUDUDUDUDLRLRLRLRLBFBFBFBFB';
    expect(facelets(state('M2 E2 S2'))).toBe(checkerboard);
    expect(facelets(state('U2 D2 F2 B2 L2 R2'))).toBe(checkerboard);
  });

  it('turn slices, wide layers and the whole cube the way their faces do', () => {
    const same = (a: string, b: string) => {
      expect(equals(state(a), state(b)), `${a} = ${b}`).toBe(true);
    };
    same('x', "R M' L'");
    same('y', "U E' D'");
    same('z', "F S B'");
    same('Rw', "R M'");
    same('Lw', 'L M');
    same('Uw', "U E'");
    same('Dw', 'D E');
    same('Fw', 'F S');
    same('Bw', "B S'");
    // After x the front face is what was the bottom one.
    expect(toFacelets(state('x'))[22]).toBe('D');
    expect(toFacelets(state('y'))[22]).toBe('R');
    expect(toFacelets(state('z'))[4]).toBe('L');
  });

  it('compose like the group they are: a sequence then its inverse is solved', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const cube = randomlyTurned(seed);
      expect(equals(multiply(cube, inverse(cube)), SOLVED)).toBe(true);
      expect(equals(multiply(inverse(cube), cube), SOLVED)).toBe(true);
    }
  });
});

describe('facelets', () => {
  it('convert to and from the cubie state', () => {
    expect(facelets(SOLVED)).toBe('UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB');
    for (let seed = 1; seed <= 50; seed++) {
      const cube = randomlyTurned(seed);
      expect(fromFacelets(toFacelets(cube))).toEqual(cube);
      expect(fromFacelets(facelets(cube))).toEqual(cube);
    }
  });

  it('refuse stickers that make no piece', () => {
    expect(() => fromFacelets('UUU')).toThrow(InvalidCubeError);
    expect(() => fromFacelets('X'.repeat(54))).toThrow('Sticker colours');
    // U9 is the URF corner's U sticker: painting it R gives a corner with two R stickers.
    const twoReds = `${'U'.repeat(8)}R${facelets(SOLVED).slice(9)}`;
    expect(() => fromFacelets(twoReds)).toThrow('No corner has the colours RRF');
  });
});

describe('validate', () => {
  it('accepts reachable positions', () => {
    expect(validate(SOLVED)).toBeNull();
    for (let seed = 1; seed <= 20; seed++) expect(validate(randomlyTurned(seed))).toBeNull();
  });

  it('tells a twisted corner, a flipped edge, swapped pieces and impossible centres', () => {
    // URF's stickers U9 R1 F3 are 8, 9 and 20: twisting it in place.
    const twisted = toFacelets(SOLVED);
    [twisted[8], twisted[9], twisted[20]] = ['F', 'U', 'R'];
    expect(validate(fromFacelets(twisted))).toBe('A corner is twisted');
    expect(validate({ ...SOLVED, eo: [1, ...Array<number>(11).fill(0)] })).toBe('An edge is flipped');
    expect(validate({ ...SOLVED, ep: [1, 0, ...SOLVED.ep.slice(2)] })).toBe('Two pieces are swapped');
    expect(validate({ ...SOLVED, cp: [1, 0, ...SOLVED.cp.slice(2)], ep: [1, 0, ...SOLVED.ep.slice(2)] })).toBeNull();
    expect(validate({ ...SOLVED, centers: [3, 1, 2, 0, 4, 5] })).toBe('The centres are not where a real cube has them');
    expect(validate({ ...SOLVED, cp: [0, 0, 2, 3, 4, 5, 6, 7] })).toBe('The corners are not the eight corners of a cube');
    expect(validate({ ...SOLVED, eo: [2, ...SOLVED.eo.slice(1)] })).toBe('The edges are not the twelve edges of a cube');
  });
});

describe('isSolved', () => {
  it('is true for a solved cube held any way', () => {
    expect(isSolved(SOLVED)).toBe(true);
    expect(isSolved(state('x y2 z'))).toBe(true);
    expect(isSolved(state("E E' M2 M2"))).toBe(true);
    expect(isSolved(state("R L' x'"))).toBe(false);
    expect(isSolved(state('M'))).toBe(false);
    expect(isSolved(state('R'))).toBe(false);
  });
});

describe('orientation', () => {
  it('finds the rotation that brings the centres home', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const cube = randomlyTurned(seed);
      expect(multiply(cube, homeRotation(cube)).centers).toEqual(SOLVED.centers);
    }
  });

  it('names a face turn as seen from the cube as held', () => {
    // After x the U centre is at the back: the re-oriented cube's U is the held cube's B.
    const rotation = homeRotation(state('x'));
    expect(formatMove(faceTurnSeenFrom(rotation, { base: 'U', turns: 1 }))).toBe('B');
    expect(formatMove(faceTurnSeenFrom(rotation, { base: 'F', turns: 2 }))).toBe('U2');
    expect(formatMove(faceTurnSeenFrom(rotation, { base: 'R', turns: 3 }))).toBe("R'");
    // So a turned U layer, then x, is undone by turning B back.
    expect(isSolved(applyMoves(state('U x'), parseMoves("B'")))).toBe(true);
  });
});
