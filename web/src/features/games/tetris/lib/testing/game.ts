/** Setting up game positions in tests. */
import { dropDistance } from '../board';
import { createGame, type GameState } from '../game';
import type { Piece } from '../pieces';
import { boardFrom } from './matrix';

/** The state with a new falling piece, as if it had just appeared there at `state.now`. */
export function withActive(state: GameState, active: Piece): GameState {
  return {
    ...state,
    active,
    lowestY: active.y,
    lockResets: 0,
    lastRotation: null,
    fallAt: state.now,
    lockAt: dropDistance(state.board, active) === 0 ? state.now : null,
  };
}

/** A game at time 0 on a board drawn as its bottom rows, with the given falling piece. */
export function gameWith(rows: readonly string[], active: Piece, changes: Partial<GameState> = {}): GameState {
  return { ...withActive({ ...createGame(1, 0), board: boardFrom(rows) }, active), ...changes };
}
