/** The page's one session store, wired to localStorage, the token endpoint and the API client. */
import { useSyncExternalStore } from 'react';
import type { Session } from '../../../lib/api/types';
import { toast } from '../../../lib/toast';
import { setAccessTokenSource } from '../../../lib/api-client';
import { readPreference, removePreference, writePreference } from '../../../lib/storage';
import { refreshSession } from '../api/refresh-session';
import { SESSION_KEY, createSessionStore, type SessionStore, type StoredSession } from './session-store';
import type { AuthMessages } from '../../../lib/i18n/sections/auth';

let store: SessionStore | undefined;
let started = false;

export function sessionStore(): SessionStore {
  store ??= createSessionStore({
    storage: { read: readPreference, write: writePreference, remove: removePreference },
    refresh: refreshSession,
  });
  return store;
}

/**
 * Starts the session in the browser (once): API calls carry its access token, it refreshes
 * itself, and a sign-in or sign-out in another tab is followed. Nothing at build time.
 */
export function startSession(): void {
  if (import.meta.env.SSR || started || typeof window === 'undefined') return;
  started = true;
  const session = sessionStore();
  setAccessTokenSource(() => session.accessToken());
  session.start();
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) session.syncFromStorage();
  });
}

/** The session, re-rendering on changes; null while hydrating (the prerendered page has none). */
export function useSession(): StoredSession | null {
  const session = sessionStore();
  return useSyncExternalStore(
    (watcher) => session.subscribe(watcher),
    () => session.get(),
    () => null,
  );
}

/** A new session from any sign-in: stored (announced as signed in) and greeted. */
export function adoptSession(session: Session, t: AuthMessages): void {
  sessionStore().setSession(session);
  toast({ title: t.signInSuccess, description: t.signedInAs(session.user.email) });
}
