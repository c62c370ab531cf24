import { describe, expect, it } from 'vitest';
import { MATRIX_HEIGHT, PIECE_TYPES, pieceCells, shape, SKYLINE, spawnPiece, type PieceType, type Rotation } from './pieces';

/** A piece's box in one state, drawn like the guideline's pictures. */
function draw(type: PieceType, rotation: Rotation): string[] {
  const size = type === 'I' ? 4 : 3;
  const width = type === 'O' ? 4 : size;
  const rows = Array.from({ length: size }, () => Array<string>(width).fill('.'));
  for (const [x, y] of shape(type, rotation)) {
    const row = rows[y];
    if (row) row[x] = type;
  }
  return rows.map((row) => row.join(''));
}

/** The four SRS states (0, R, 2, L) of each piece, as the guideline draws them. */
const STATES: Record<PieceType, string[][]> = {
  I: [
    ['....', 'IIII', '....', '....'],
    ['..I.', '..I.', '..I.', '..I.'],
    ['....', '....', 'IIII', '....'],
    ['.I..', '.I..', '.I..', '.I..'],
  ],
  J: [
    ['J..', 'JJJ', '...'],
    ['.JJ', '.J.', '.J.'],
    ['...', 'JJJ', '..J'],
    ['.J.', '.J.', 'JJ.'],
  ],
  L: [
    ['..L', 'LLL', '...'],
    ['.L.', '.L.', '.LL'],
    ['...', 'LLL', 'L..'],
    ['LL.', '.L.', '.L.'],
  ],
  O: [
    ['.OO.', '.OO.', '....'],
    ['.OO.', '.OO.', '....'],
    ['.OO.', '.OO.', '....'],
    ['.OO.', '.OO.', '....'],
  ],
  S: [
    ['.SS', 'SS.', '...'],
    ['.S.', '.SS', '..S'],
    ['...', '.SS', 'SS.'],
    ['S..', 'SS.', '.S.'],
  ],
  T: [
    ['.T.', 'TTT', '...'],
    ['.T.', '.TT', '.T.'],
    ['...', 'TTT', '.T.'],
    ['.T.', 'TT.', '.T.'],
  ],
  Z: [
    ['ZZ.', '.ZZ', '...'],
    ['..Z', '.ZZ', '.Z.'],
    ['...', 'ZZ.', '.ZZ'],
    ['.Z.', 'ZZ.', 'Z..'],
  ],
};

describe('pieces', () => {
  it.each(PIECE_TYPES)('%s has the four SRS rotation states', (type) => {
    const states = ([0, 1, 2, 3] as const).map((rotation) => draw(type, rotation));
    expect(states).toEqual(STATES[type]);
  });

  it('spawns I and O in the middle columns and the others in the left-middle ones, on rows 21–22', () => {
    const columns = (type: PieceType) => [...new Set(pieceCells(spawnPiece(type)).map(([x]) => x))].sort();
    // Guideline rows count up from the floor: row 1 is the matrix's bottom row.
    const rows = (type: PieceType) => [...new Set(pieceCells(spawnPiece(type)).map(([, y]) => MATRIX_HEIGHT - y))].sort();
    expect(columns('I')).toEqual([3, 4, 5, 6]);
    expect(columns('O')).toEqual([4, 5]);
    for (const type of ['J', 'L', 'S', 'T', 'Z'] as const) {
      expect(columns(type)).toEqual([3, 4, 5]);
      expect(rows(type)).toEqual([21, 22]);
    }
    expect(rows('I')).toEqual([21]);
    expect(rows('O')).toEqual([21, 22]);
    expect(spawnPiece('T')).toEqual({ type: 'T', rotation: 0, x: 3, y: SKYLINE - 2 });
  });
});
