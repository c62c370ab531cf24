/**
 * T-spin recognition by the guideline's 3-corner rule, judged when a T locks:
 *  - the last successful action on the piece was a rotation (a shift or a fall since cancels it);
 *  - at least three of the four cells diagonal to the T's centre are taken (walls and floor
 *    count as taken);
 *  - it is a full T-spin when both "front" corners (on either side of the T's pointing mino) are
 *    taken, and a mini when only one is (so both back ones are) — unless the rotation used the
 *    fifth SRS test, the kick that moves the T one column and two rows (the T-spin triple kick):
 *    that one is always full.
 */
import { isOccupied, type Board } from './board';
import type { Piece, Rotation } from './pieces';
import type { KickTest } from './srs';

export type TSpin = 'none' | 'mini' | 'full';

type Corner = readonly [dx: number, dy: number];

/** The two front corners for each state, relative to the T's centre (rows counted down). */
const FRONT_CORNERS: Readonly<Record<Rotation, readonly [Corner, Corner]>> = {
  0: [[-1, -1], [1, -1]],
  1: [[1, -1], [1, 1]],
  2: [[-1, 1], [1, 1]],
  3: [[-1, -1], [-1, 1]],
};

const CORNERS: readonly Corner[] = [[-1, -1], [1, -1], [-1, 1], [1, 1]];

/**
 * @param lastRotation the kick test of the rotation that was the piece's last successful
 *   action, or null when the last action was not a rotation.
 */
export function detectTSpin(board: Board, piece: Piece, lastRotation: KickTest | null): TSpin {
  if (piece.type !== 'T' || lastRotation === null) return 'none';
  // The T's centre is the middle of its 3 × 3 box in every state.
  const cx = piece.x + 1;
  const cy = piece.y + 1;
  const taken = ([dx, dy]: Corner) => isOccupied(board, cx + dx, cy + dy);
  if (CORNERS.filter(taken).length < 3) return 'none';
  if (FRONT_CORNERS[piece.rotation].every(taken) || lastRotation === 5) return 'full';
  return 'mini';
}
