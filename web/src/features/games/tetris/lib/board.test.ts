import { describe, expect, it } from 'vitest';
import { clearLines, collides, dropDistance, emptyBoard, ghostPiece, isBoardEmpty, placePiece } from './board';
import { MATRIX_HEIGHT, spawnPiece, type Piece } from './pieces';
import { boardFrom, bottomRows } from './testing/matrix';

describe('collision', () => {
  it('stops at the walls, the floor and blocks', () => {
    const board = boardFrom(['....#.....']);
    const t: Piece = { type: 'T', rotation: 0, x: 0, y: 30 };
    expect(collides(board, t)).toBe(false);
    expect(collides(board, { ...t, x: -1 })).toBe(true);
    expect(collides(board, { ...t, x: 7 })).toBe(false);
    expect(collides(board, { ...t, x: 8 })).toBe(true);
    expect(collides(board, { ...t, y: MATRIX_HEIGHT - 2 })).toBe(false);
    expect(collides(board, { ...t, y: MATRIX_HEIGHT - 1 })).toBe(true);
    expect(collides(board, { ...t, x: 3, y: MATRIX_HEIGHT - 2 })).toBe(true);
  });
});

describe('ghost and hard drop distance', () => {
  it('lands on the floor of an empty matrix', () => {
    const piece = spawnPiece('I'); // its blocks are on row 19, the floor is below row 39
    expect(dropDistance(emptyBoard(), piece)).toBe(20);
    expect(ghostPiece(emptyBoard(), piece)).toEqual({ ...piece, y: piece.y + 20 });
  });

  it('lands on the highest block under any of its cells', () => {
    const board = boardFrom(['.....#....', '...#......', '##########']);
    const t: Piece = { type: 'T', rotation: 2, x: 3, y: 30 }; // pointing down, stem over column 4
    // The T's wings (row 31) stop above the block on row 37 at column 5: they reach row 36.
    expect(ghostPiece(board, t)).toEqual({ ...t, y: 35 });
    expect(dropDistance(board, { ...t, y: 35 })).toBe(0);
  });
});

describe('line clears', () => {
  const cases = [
    { lines: 1, name: 'single' },
    { lines: 2, name: 'double' },
    { lines: 3, name: 'triple' },
    { lines: 4, name: 'tetris' },
  ];
  it.each(cases)('clears a $name and drops the rows above by $lines', ({ lines }) => {
    const above = ['S.........', 'SS.....T..'];
    const below = 'LLLL.LLLL.';
    const board = boardFrom([...above, ...Array<string>(lines).fill('IIIIIIIIII'), below]);
    const { board: cleared, rows } = clearLines(board);
    expect(rows).toEqual(Array.from({ length: lines }, (_, i) => MATRIX_HEIGHT - 1 - lines + i));
    expect(bottomRows(cleared, lines + 3)).toEqual([...Array<string>(lines).fill('..........'), ...above, below]);
    expect(bottomRows(cleared, MATRIX_HEIGHT).join('').replaceAll('.', '')).toHaveLength(12);
  });

  it('clears rows that are not next to each other, and the row between falls', () => {
    const board = boardFrom(['T.........', 'ZZZZZZZZZZ', 'J.J.J.J.J.', 'SSSSSSSSSS']);
    const { board: cleared, rows } = clearLines(board);
    expect(rows).toEqual([MATRIX_HEIGHT - 3, MATRIX_HEIGHT - 1]);
    expect(bottomRows(cleared, 3)).toEqual(['..........', 'T.........', 'J.J.J.J.J.']);
  });

  it('leaves a board with no full row as it is', () => {
    const board = boardFrom(['ZZZZ.ZZZZZ']);
    expect(clearLines(board)).toEqual({ board, rows: [] });
  });

  it('does not change the board a piece is placed on', () => {
    const board = emptyBoard();
    const placed = placePiece(board, spawnPiece('O'));
    expect(isBoardEmpty(board)).toBe(true);
    expect(isBoardEmpty(placed)).toBe(false);
  });
});
