/**
 * The screen's state around the game of lib/game.ts: which game is on (none before the first
 * choice), the notes mode of the pad and the keyboard, and what the live region says. A reducer
 * like the game's, so announcements follow from what a move did and not from effects watching
 * the state.
 */
import { play, type Action, type GameState } from '../lib/game';
import type { Hint } from '../lib/hint';
import type { Level } from '../lib/level';

export type Announcement =
  | { readonly kind: 'started'; readonly level: Level }
  | { readonly kind: 'hint'; readonly hint: Hint }
  | { readonly kind: 'checked'; readonly wrong: number }
  | { readonly kind: 'solved' }
  | { readonly kind: 'select-first' };

export interface Session {
  readonly game: GameState | null;
  /**
   * Counts the games started or resumed on this screen, so that the one that finishes is
   * recorded once whatever happens to its state afterwards.
   */
  readonly serial: number;
  /** Digits write notes rather than values. */
  readonly notes: boolean;
  /** Numbered so that saying the same thing twice is still a change for the live region. */
  readonly announcement: { readonly id: number; readonly what: Announcement } | null;
}

export type SessionAction =
  /** A new game, or a saved one resumed (which says nothing). */
  | { readonly type: 'start'; readonly game: GameState; readonly announce: boolean }
  | { readonly type: 'toggle-notes' }
  /** A digit from the pad or the keyboard: a value, or a note in notes mode or when `note` asks for one. */
  | { readonly type: 'digit'; readonly digit: number; readonly note: boolean; readonly now: number }
  | Action;

export const NO_SESSION: Session = { game: null, serial: 0, notes: false, announcement: null };

function announce(session: Session, what: Announcement | null): Session['announcement'] {
  return what === null ? null : { id: (session.announcement?.id ?? 0) + 1, what };
}

/** What a move of the game is worth saying; null when the board changed and the last word is stale. */
function said(before: GameState, after: GameState, action: Action): Announcement | null | undefined {
  if (after.status === 'solved' && before.status !== 'solved') return { kind: 'solved' };
  if (action.type === 'hint' && after.hint !== null) return { kind: 'hint', hint: after.hint };
  if (action.type === 'check') return { kind: 'checked', wrong: after.wrong.length };
  return after.cells === before.cells ? undefined : null;
}

export function session(state: Session, action: SessionAction): Session {
  switch (action.type) {
    case 'start':
      return {
        game: action.game,
        serial: state.serial + 1,
        notes: false,
        announcement: action.announce ? announce(state, { kind: 'started', level: action.game.level }) : null,
      };
    case 'toggle-notes':
      return { ...state, notes: !state.notes };
    case 'digit': {
      const { game } = state;
      if (game?.status !== 'playing') return state;
      if (game.selected === null) return { ...state, announcement: announce(state, { kind: 'select-first' }) };
      const move: Action = state.notes || action.note ? { type: 'note', digit: action.digit } : { type: 'enter', digit: action.digit, now: action.now };
      return session(state, move);
    }
    default: {
      const before = state.game;
      // A finished game stays as it ended (even the selection), the board then being a picture.
      if (before === null || before.status === 'solved') return state;
      const after = play(before, action);
      if (after === before) return state;
      const what = said(before, after, action);
      return { ...state, game: after, announcement: what === undefined ? state.announcement : announce(state, what) };
    }
  }
}
