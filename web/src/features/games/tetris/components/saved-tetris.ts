/**
 * The game kept in the browser between visits: the state machine's state (checked by
 * lib/save.ts on the way back) and the time played so far, which the state does not keep and
 * the player profile counts (a game paused overnight did not last the night).
 */
import { clearSavedGame, loadSavedGame, saveGame } from '../../lib/saved-game';
import type { GameState } from '../lib/game';
import { restore } from '../lib/save';

export interface SavedTetris {
  readonly game: GameState;
  readonly playedMs: number;
}

export function keepGame(saved: SavedTetris): void {
  saveGame('tetris', JSON.stringify(saved));
}

export function forgetGame(): void {
  clearSavedGame('tetris');
}

/** The game saved on the last visit, paused, or null if there is none still being played. */
export function savedGame(): SavedTetris | null {
  const json = loadSavedGame('tetris');
  if (json === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || !('game' in data) || !('playedMs' in data)) return null;
  const { playedMs } = data;
  if (typeof playedMs !== 'number' || !Number.isFinite(playedMs) || playedMs < 0) return null;
  const game = restore(JSON.stringify(data.game));
  return game === null || game.status === 'over' ? null : { game, playedMs };
}
