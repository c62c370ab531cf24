/** Drawing boards in tests: a picture of the bottom rows reads better than coordinates. */
import type { Board, Block } from '../board';
import { isPieceType, MATRIX_HEIGHT, MATRIX_WIDTH, type Piece } from '../pieces';

/**
 * A board from pictures of its bottom rows, top first: '.' is empty, a piece letter a block of
 * that piece, and any other character ('#') a block whose type does not matter (stored as Z).
 */
export function boardFrom(rows: readonly string[]): Board {
  const pictured = rows.map((row): Block[] => {
    if (row.length !== MATRIX_WIDTH) throw new Error(`Row "${row}" is not ${String(MATRIX_WIDTH)} wide`);
    return row.split('').map((char) => (char === '.' ? null : isPieceType(char) ? char : 'Z'));
  });
  const empty = Array.from({ length: MATRIX_HEIGHT - rows.length }, (): Block[] => Array<Block>(MATRIX_WIDTH).fill(null));
  return [...empty, ...pictured];
}

/** The bottom rows of a board as pictures ('.' empty, each block its piece letter). */
export function bottomRows(board: Board, count: number): string[] {
  return board.slice(MATRIX_HEIGHT - count).map((row) => row.map((block) => block ?? '.').join(''));
}

/** A T piece whose 3 × 3 box has its centre at (cx, cy). */
export function tAt(rotation: Piece['rotation'], cx: number, cy: number): Piece {
  return { type: 'T', rotation, x: cx - 1, y: cy - 1 };
}
