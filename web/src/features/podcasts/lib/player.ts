/**
 * The podcast player's logic, apart from the audio element: times in words, the steps of its
 * buttons and keys, and what it remembers in the browser (each episode's position, the speed).
 */
import { readPreference, removePreference, writePreference } from '../../../lib/storage';

/** The back and forward buttons' steps, in seconds (as podcast apps have them). */
export const BACK_SECONDS = 15;
export const FORWARD_SECONDS = 30;

/** The speeds offered; 1 until the reader picks another. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const DEFAULT_RATE: PlaybackRate = 1;

/** The speed picked last, for every episode. */
const RATE_KEY = 'podcastPlaybackRate';
/** Where an episode's position is kept: the key's prefix, then its id. */
const POSITION_KEY_PREFIX = 'podcastPosition:';
/** While playing, the position is written this often (in seconds of audio), not on every tick. */
const SAVE_EVERY_SECONDS = 5;

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a player shows it: `0:05`, `1:23`, `45:00`, `1:02:03`. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${String(hours)}:${pad(minutes)}:${pad(rest)}` : `${String(minutes)}:${pad(rest)}`;
}

/** The audio's own length once it is known, else the one the server read (0 for none). */
export function knownDuration(elementDuration: number, serverDuration: number | null): number {
  if (Number.isFinite(elementDuration) && elementDuration > 0) return elementDuration;
  return serverDuration !== null && serverDuration > 0 ? serverDuration : 0;
}

/** Where a step of `delta` seconds from `current` lands: never before the start nor past the end. */
export function stepTo(current: number, delta: number, duration: number): number {
  const target = Math.max(0, current + delta);
  return duration > 0 ? Math.min(target, duration) : target;
}

function positionKey(episodeId: number): string {
  return `${POSITION_KEY_PREFIX}${String(episodeId)}`;
}

/** The position kept for an episode, in seconds; null when there is none. */
export function readPosition(episodeId: number): number | null {
  const raw = readPreference(positionKey(episodeId));
  const seconds = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Keeps an episode's position (to the tenth of a second); the start is no position to keep. */
export function savePosition(episodeId: number, seconds: number): void {
  if (Number.isFinite(seconds) && seconds > 0) writePreference(positionKey(episodeId), seconds.toFixed(1));
  else forgetPosition(episodeId);
}

/** An episode heard to its end starts again from the beginning. */
export function forgetPosition(episodeId: number): void {
  removePreference(positionKey(episodeId));
}

/** Where to start an episode whose audio is `duration` long: the kept position, unless it is past the end. */
export function restorablePosition(saved: number | null, duration: number): number | null {
  if (saved === null) return null;
  return Number.isFinite(duration) && duration > 0 && saved >= duration ? null : saved;
}

/** Whether the position has moved far enough from the one written last to write it again. */
export function isDueForSave(lastSaved: number, current: number): boolean {
  return Math.abs(current - lastSaved) >= SAVE_EVERY_SECONDS;
}

export function isPlaybackRate(value: number): value is PlaybackRate {
  return (PLAYBACK_RATES as readonly number[]).includes(value);
}

/** The speed picked last; the default when none was, or what is kept is not one of ours. */
export function readPlaybackRate(): PlaybackRate {
  const rate = Number(readPreference(RATE_KEY));
  return isPlaybackRate(rate) ? rate : DEFAULT_RATE;
}

export function savePlaybackRate(rate: PlaybackRate): void {
  writePreference(RATE_KEY, String(rate));
}

export type PlayerAction = 'toggle' | 'back' | 'forward';

/** The keys of video and podcast players on the web (YouTube's among them). */
const LETTER_KEYS: Partial<Record<string, PlayerAction>> = { k: 'toggle', j: 'back', l: 'forward' };

/** What the key went to: the seek slider and the speed list use arrows themselves, buttons and lists Space. */
export type KeyTarget = 'slider' | 'select' | 'button' | 'other';

/**
 * The player's keys while the focus is in it: Space or K plays and pauses, J or ← goes back, L or
 * → forward. None is taken from a control that has a use for it, nor with Ctrl, Alt or ⌘ held.
 */
export function shortcutFor(key: string, target: KeyTarget, modified: boolean): PlayerAction | null {
  if (modified) return null;
  if (key === ' ') return target === 'slider' || target === 'other' ? 'toggle' : null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    if (target === 'slider' || target === 'select') return null;
    return key === 'ArrowLeft' ? 'back' : 'forward';
  }
  return LETTER_KEYS[key.toLowerCase()] ?? null;
}
