/**
 * The guideline's piece colours, a shade darker where the bright original would fade into the
 * site's light playfield: each block's edge is darker still, so every piece stands out at 3:1 or
 * more (WCAG 1.4.11) from the white cells around it, the pale yellow O included.
 */
import type { PieceType } from '../lib/pieces';

export interface PieceColor {
  /** The block's face. */
  readonly fill: string;
  /** Its edge, and the ghost piece's outline. */
  readonly edge: string;
  /** The ghost piece's face: the colour, faint. */
  readonly ghost: string;
}

export const PIECE_COLORS: Readonly<Record<PieceType, PieceColor>> = {
  I: { fill: '#0891b2', edge: '#0e7490', ghost: 'rgba(8, 145, 178, 0.14)' },
  J: { fill: '#2563eb', edge: '#1d4ed8', ghost: 'rgba(37, 99, 235, 0.14)' },
  L: { fill: '#ea580c', edge: '#c2410c', ghost: 'rgba(234, 88, 12, 0.14)' },
  O: { fill: '#eab308', edge: '#a16207', ghost: 'rgba(234, 179, 8, 0.18)' },
  S: { fill: '#16a34a', edge: '#15803d', ghost: 'rgba(22, 163, 74, 0.14)' },
  T: { fill: '#9333ea', edge: '#7e22ce', ghost: 'rgba(147, 51, 234, 0.14)' },
  Z: { fill: '#dc2626', edge: '#b91c1c', ghost: 'rgba(220, 38, 38, 0.14)' },
};
