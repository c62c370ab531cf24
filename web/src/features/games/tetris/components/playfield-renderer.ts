/**
 * Draws the 20 visible rows of the matrix on a canvas: the grid, the locked blocks, the ghost
 * piece and the falling piece. A cell is a whole number of device pixels, so the blocks and the
 * grid stay sharp at any pixel ratio; the canvas's CSS size follows from it.
 */
import { ghost, type GameState } from '../lib/game';
import { MATRIX_WIDTH, pieceCells, SKYLINE, VISIBLE_ROWS, type Piece, type PieceType } from '../lib/pieces';
import { PIECE_COLORS } from './colors';
import type { PlayfieldView } from './tetris-session';

const BACKGROUND = '#ffffff';
const GRID = '#ebe8e1';
const HIGHLIGHT = 'rgba(255, 255, 255, 0.3)';

export class PlayfieldRenderer implements PlayfieldView {
  private readonly context: CanvasRenderingContext2D | null;
  /** A cell's side in device pixels. */
  private cell = 0;
  private ratio = 0;
  private game: GameState | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.context = canvas.getContext('2d', { alpha: false });
  }

  /** Fits the playfield in `width` CSS pixels at `ratio` device pixels each, and draws it again. */
  resize(width: number, ratio: number): void {
    const cell = Math.max(1, Math.floor((width * ratio) / MATRIX_WIDTH));
    if (cell !== this.cell || ratio !== this.ratio) {
      this.cell = cell;
      this.ratio = ratio;
      this.canvas.width = cell * MATRIX_WIDTH;
      this.canvas.height = cell * VISIBLE_ROWS;
      this.canvas.style.width = `${String((cell * MATRIX_WIDTH) / ratio)}px`;
      this.canvas.style.height = `${String((cell * VISIBLE_ROWS) / ratio)}px`;
    }
    this.draw(this.game);
  }

  /** A cell's width in CSS pixels, which a finger moves the piece by. */
  cellWidth(): number {
    return this.canvas.getBoundingClientRect().width / MATRIX_WIDTH;
  }

  draw(game: GameState | null): void {
    this.game = game;
    const context = this.context;
    const cell = this.cell;
    if (context === null || cell === 0) return;
    const width = cell * MATRIX_WIDTH;
    const height = cell * VISIBLE_ROWS;
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, width, height);
    context.fillStyle = GRID;
    for (let column = 1; column < MATRIX_WIDTH; column++) context.fillRect(column * cell, 0, 1, height);
    for (let row = 1; row < VISIBLE_ROWS; row++) context.fillRect(0, row * cell, width, 1);
    if (game === null) return;
    game.board.forEach((blocks, y) => {
      if (y < SKYLINE) return;
      blocks.forEach((block, x) => {
        if (block !== null) this.block(context, x, y, block);
      });
    });
    const active = game.active;
    if (active === null) return;
    const landing = ghost(game);
    if (landing !== null && landing.y !== active.y) this.ghost(context, landing);
    for (const [x, y] of pieceCells(active)) this.block(context, x, y, active.type);
  }

  /** The face of a cell in the matrix (the line above and left of it belongs to the grid). */
  private face(x: number, y: number): [left: number, top: number, side: number] | null {
    if (y < SKYLINE) return null;
    return [x * this.cell + 1, (y - SKYLINE) * this.cell + 1, this.cell - 1];
  }

  private block(context: CanvasRenderingContext2D, x: number, y: number, type: PieceType): void {
    const face = this.face(x, y);
    if (face === null) return;
    const [left, top, side] = face;
    const edge = Math.max(1, Math.round(this.cell / 12));
    const { fill, edge: edgeColor } = PIECE_COLORS[type];
    context.fillStyle = edgeColor;
    context.fillRect(left, top, side, side);
    context.fillStyle = fill;
    context.fillRect(left + edge, top + edge, side - 2 * edge, side - 2 * edge);
    context.fillStyle = HIGHLIGHT;
    context.fillRect(left + edge, top + edge, side - 2 * edge, edge);
  }

  private ghost(context: CanvasRenderingContext2D, piece: Piece): void {
    const { ghost: tint, edge: edgeColor } = PIECE_COLORS[piece.type];
    const line = Math.max(1, Math.round(this.cell / 14));
    context.lineWidth = line;
    context.strokeStyle = edgeColor;
    context.fillStyle = tint;
    for (const [x, y] of pieceCells(piece)) {
      const face = this.face(x, y);
      if (face === null) continue;
      const [left, top, side] = face;
      context.fillRect(left, top, side, side);
      context.strokeRect(left + line / 2, top + line / 2, side - line, side - line);
    }
  }
}
