/** Each game's unfinished state, kept in the browser so that a reload resumes it (spec §3). */
import type { Game } from '../../../config/paths';
import { readPreference, removePreference, writePreference } from '../../../lib/storage';

function key(game: Game): string {
  return `gameState:${game}`;
}

export function loadSavedGame(game: Game): string | null {
  return readPreference(key(game));
}

export function saveGame(game: Game, state: string): void {
  writePreference(key(game), state);
}

export function clearSavedGame(game: Game): void {
  removePreference(key(game));
}
