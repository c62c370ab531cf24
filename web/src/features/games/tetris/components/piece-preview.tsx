import { shape, type PieceType } from '../lib/pieces';
import { PIECE_COLORS } from './colors';

/**
 * A piece in its spawn orientation, for the hold box and the next queue; `label` names it. Its
 * size comes from the style sheet by its number of rows (an inline style would break the CSP of
 * the prerendered page).
 */
export function PiecePreview({ type, label, dimmed = false }: { type: PieceType; label: string; dimmed?: boolean }) {
  const cells = shape(type, 0);
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const width = Math.max(...xs) - left + 1;
  const height = Math.max(...ys) - top + 1;
  const { fill, edge } = PIECE_COLORS[type];
  return (
    <svg
      className={dimmed ? 'tetris-piece tetris-piece--dimmed' : 'tetris-piece'}
      viewBox={`0 0 ${String(width * 10)} ${String(height * 10)}`}
      data-rows={height}
      role="img"
      aria-label={label}
    >
      {cells.map(([x, y]) => (
        <rect
          key={`${String(x)},${String(y)}`}
          x={(x - left) * 10 + 0.5}
          y={(y - top) * 10 + 0.5}
          width={9}
          height={9}
          fill={fill}
          stroke={edge}
          strokeWidth={1}
        />
      ))}
    </svg>
  );
}
