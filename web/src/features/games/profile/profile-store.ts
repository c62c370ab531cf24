/**
 * The browser's player profile: read from localStorage, announced to the components that show
 * it, updated by each finished game (with a toast per achievement earned), and for a signed-in
 * reader sent to the server, which merges it with the copy from their other devices. Only the
 * games' pages load this module, so the news pages carry none of it.
 */
import { useSyncExternalStore } from 'react';
import type { Lang } from '../../../lib/i18n/languages';
import { GAME_PROFILE_KEY, readPreference, writePreference } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { putProfile } from './api/put-profile';
import { cleanName, emptyProfile, parseProfile, recordResult, type GameResult, type PlayerProfile } from './lib/profile';
import { profileMessages } from './messages';

/** Changes are sent this long after the last one, so a burst of games is one request. */
export const SYNC_DELAY_MS = 1000;

const EMPTY = emptyProfile();
let current: PlayerProfile | null = null;
const watchers = new Set<() => void>();
let syncTimer: ReturnType<typeof setTimeout> | undefined;
let syncing = false;

function read(): PlayerProfile {
  if (!current) {
    try {
      current = parseProfile(JSON.parse(readPreference(GAME_PROFILE_KEY) ?? 'null') as unknown);
    } catch {
      current = emptyProfile();
    }
  }
  return current;
}

function store(next: PlayerProfile): void {
  current = next;
  writePreference(GAME_PROFILE_KEY, JSON.stringify(next));
  for (const watcher of watchers) watcher();
}

/** What the store needs of the reader's session: the page wires the auth feature's in. */
export interface AccountLink {
  signedIn(): boolean;
  /** Calls `listener` at each sign-in; returns what stops it. */
  onSignIn(listener: () => void): () => void;
}

let account: AccountLink | null = null;

function signedIn(): boolean {
  return account?.signedIn() ?? false;
}

/** Sends the profile now; the merged answer replaces it. A failure waits for the next change. */
async function syncNow(): Promise<void> {
  if (!signedIn() || syncing) return;
  syncing = true;
  try {
    store(parseProfile(await putProfile(read())));
  } catch (error) {
    console.warn('[news] the game profile could not be saved to the account:', error);
  } finally {
    syncing = false;
  }
}

function scheduleSync(): void {
  if (!signedIn()) return;
  clearTimeout(syncTimer);
  syncTimer = setTimeout(() => void syncNow(), SYNC_DELAY_MS);
}

/** Merges with the account's profile now and at each sign-in (set up once per page). */
export function startProfileSync(link: AccountLink): void {
  if (account || typeof window === 'undefined') return;
  account = link;
  window.addEventListener('storage', (event) => {
    if (event.key === GAME_PROFILE_KEY || event.key === null) {
      current = null;
      for (const watcher of watchers) watcher();
    }
  });
  link.onSignIn(() => void syncNow());
  void syncNow();
}

export function getProfile(): PlayerProfile {
  return read();
}

export function useProfile(): PlayerProfile {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    read,
    () => EMPTY,
  );
}

/** Records a finished game and toasts each achievement it earned, in the page's language. */
export function recordGame(result: GameResult, lang: Lang): PlayerProfile {
  const { profile, earned } = recordResult(read(), result, new Date());
  store(profile);
  const t = profileMessages(lang);
  for (const id of earned) toast({ title: t.achievementUnlocked, description: t.achievements[id].name });
  scheduleSync();
  return profile;
}

export function renamePlayer(name: string): void {
  store({ ...read(), name: cleanName(name) });
  scheduleSync();
}
