/**
 * The matrix of locked blocks and what a piece can do in it: collide, fall, lock, clear lines.
 * Boards are immutable (a lock returns a new one) and plain arrays, so a game state holding one
 * can be compared by reference in the UI and saved as JSON.
 */
import { MATRIX_HEIGHT, MATRIX_WIDTH, pieceCells, type Piece, type PieceType } from './pieces';

/** A matrix cell: empty, or the type of the piece that left its block there (its colour). */
export type Block = PieceType | null;

/** The matrix, MATRIX_HEIGHT rows from the top down, each MATRIX_WIDTH blocks from the left. */
export type Board = readonly (readonly Block[])[];

function emptyRow(): Block[] {
  return Array<Block>(MATRIX_WIDTH).fill(null);
}

export function emptyBoard(): Board {
  return Array.from({ length: MATRIX_HEIGHT }, emptyRow);
}

/**
 * Whether a cell is taken. Outside the matrix counts as taken: the walls and floor stop a piece
 * like blocks do, and the T-spin rule counts them as filled corners.
 */
export function isOccupied(board: Board, x: number, y: number): boolean {
  const block = board[y]?.[x];
  return block !== null;
}

export function collides(board: Board, piece: Piece): boolean {
  return pieceCells(piece).some(([x, y]) => isOccupied(board, x, y));
}

/** How many rows a piece can fall before it rests: the hard drop distance. */
export function dropDistance(board: Board, piece: Piece): number {
  let distance = 0;
  while (!collides(board, { ...piece, y: piece.y + distance + 1 })) distance++;
  return distance;
}

/** The ghost piece: where the piece would land if hard dropped now. */
export function ghostPiece(board: Board, piece: Piece): Piece {
  return { ...piece, y: piece.y + dropDistance(board, piece) };
}

/** The board with the piece's blocks added (the piece is assumed not to collide). */
export function placePiece(board: Board, piece: Piece): Board {
  const rows = board.map((row) => [...row]);
  for (const [x, y] of pieceCells(piece)) {
    const row = rows[y];
    if (row !== undefined) row[x] = piece.type;
  }
  return rows;
}

/**
 * Removes every full row; the rows above each fall by the number of cleared rows below them
 * ("naive" gravity, as in every guideline game). Returns the cleared rows' indices, top first.
 */
export function clearLines(board: Board): { board: Board; rows: number[] } {
  const rows: number[] = [];
  const kept = board.filter((row, y) => {
    const full = row.every((block) => block !== null);
    if (full) rows.push(y);
    return !full;
  });
  if (rows.length === 0) return { board, rows };
  return { board: [...Array.from({ length: rows.length }, emptyRow), ...kept], rows };
}

export function isBoardEmpty(board: Board): boolean {
  return board.every((row) => row.every((block) => block === null));
}
