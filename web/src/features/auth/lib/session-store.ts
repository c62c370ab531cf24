/**
 * The reader's session (spec §3 Session, §4 Auth session): kept in localStorage, refreshed
 * shortly before its access token expires, dropped when the server refuses the refresh token,
 * and announced to listeners as auth state changes.
 */
import { ApiError } from '../../../lib/api-client';
import type { Session, User } from '../../../lib/api/types';

export const SESSION_KEY = 'newsSession';
/** The access token is renewed this long before it expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Retries after a network failure wait 200 ms, then twice as long each time, up to a minute. */
export const RETRY_BASE_MS = 200;
export const RETRY_MAX_MS = 60_000;

/** What is stored: the spec's fields (expires_at in unix seconds), and the assurance level. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  token_type: string;
  user: User;
  /** aal2 once a second factor was verified in this session (absent in older stored sessions). */
  aal?: Session['aal'];
}

export type AuthEvent =
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_VERIFIED';
export type AuthListener = (event: AuthEvent, session: StoredSession | null) => void;

export interface SessionStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export interface SessionStoreDeps {
  storage: SessionStorage;
  refresh: (refreshToken: string) => Promise<Session>;
  now?: () => number;
}

/** A refresh failure that asking again cannot fix: the refresh token is dead (4xx but 429). */
export function isFatalRefreshError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function toStored(session: Session): StoredSession {
  const { access_token, refresh_token, expires_at, token_type, user, aal } = session;
  return { access_token, refresh_token, expires_at, token_type, user, aal };
}

function parseStored(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (
      typeof value?.access_token === 'string' &&
      typeof value.refresh_token === 'string' &&
      typeof value.expires_at === 'number' &&
      typeof value.user?.email === 'string'
    ) {
      return { token_type: 'bearer', ...value } as StoredSession;
    }
  } catch {
    // Not ours or damaged: treated as no session.
  }
  return null;
}

export function createSessionStore({ storage, refresh, now = () => Date.now() }: SessionStoreDeps) {
  let current: StoredSession | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_BASE_MS;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<AuthListener>();
  const watchers = new Set<() => void>();

  function emit(event: AuthEvent): void {
    for (const watcher of watchers) watcher();
    for (const listener of listeners) {
      try {
        listener(event, current);
      } catch (error) {
        console.error('[news] auth listener failed:', error);
      }
    }
  }

  function cancelTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delayMs: number): void {
    cancelTimer();
    timer = setTimeout(() => {
      timer = undefined;
      void refreshNow();
    }, Math.max(0, delayMs));
  }

  function scheduleFromExpiry(): void {
    if (!current) {
      cancelTimer();
      return;
    }
    schedule(current.expires_at * 1000 - REFRESH_MARGIN_MS - now());
  }

  function save(session: StoredSession | null): void {
    current = session;
    if (session) storage.write(SESSION_KEY, JSON.stringify(session));
    else storage.remove(SESSION_KEY);
  }

  /** Renews the access token now; concurrent calls share one request. */
  function refreshNow(): Promise<void> {
    if (inFlight) return inFlight;
    const session = current;
    if (!session) return Promise.resolve();
    // Another tab may already have used this refresh token and stored its replacement.
    const stored = parseStored(storage.read(SESSION_KEY));
    if (stored && stored.refresh_token !== session.refresh_token && stored.expires_at >= session.expires_at) {
      current = stored;
      retryDelay = RETRY_BASE_MS;
      scheduleFromExpiry();
      emit('TOKEN_REFRESHED');
      return Promise.resolve();
    }
    inFlight = refresh(session.refresh_token)
      .then((fresh) => {
        if (current?.refresh_token !== session.refresh_token) return; // signed out meanwhile
        save(toStored(fresh));
        retryDelay = RETRY_BASE_MS;
        scheduleFromExpiry();
        emit('TOKEN_REFRESHED');
      })
      .catch((error: unknown) => {
        if (current?.refresh_token !== session.refresh_token) return;
        if (isFatalRefreshError(error)) {
          cancelTimer();
          save(null);
          emit('SIGNED_OUT');
          return;
        }
        schedule(retryDelay);
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    /** The session, or null when signed out. */
    get(): StoredSession | null {
      return current;
    },
    /** The access token while it is valid (an expired one would only earn a 401). */
    accessToken(): string | null {
      return current && current.expires_at * 1000 > now() ? current.access_token : null;
    },
    /** Reads the stored session and schedules its refresh (at once if it has expired). */
    start(): void {
      current = parseStored(storage.read(SESSION_KEY));
      retryDelay = RETRY_BASE_MS;
      scheduleFromExpiry();
      if (current) emit('SIGNED_IN');
    },
    stop(): void {
      cancelTimer();
    },
    /** Another tab changed the stored session. */
    syncFromStorage(): void {
      const stored = parseStored(storage.read(SESSION_KEY));
      if (stored?.refresh_token === current?.refresh_token) return;
      const wasSignedIn = current !== null;
      current = stored;
      retryDelay = RETRY_BASE_MS;
      scheduleFromExpiry();
      emit(stored ? (wasSignedIn ? 'TOKEN_REFRESHED' : 'SIGNED_IN') : 'SIGNED_OUT');
    },
    setSession(session: Session): void {
      save(toStored(session));
      retryDelay = RETRY_BASE_MS;
      scheduleFromExpiry();
      emit('SIGNED_IN');
    },
    /** The session raised to aal2 by a second factor: its tokens replace the ones held. */
    verifiedFactor(session: Session): void {
      save(toStored(session));
      retryDelay = RETRY_BASE_MS;
      scheduleFromExpiry();
      emit('MFA_VERIFIED');
    },
    updateUser(user: User): void {
      if (!current) return;
      save({ ...current, user });
      emit('USER_UPDATED');
    },
    clear(): void {
      cancelTimer();
      if (!current) return;
      save(null);
      emit('SIGNED_OUT');
    },
    passwordRecovery(): void {
      emit('PASSWORD_RECOVERY');
    },
    refreshNow,
    /** The auth state change listener (spec §7): returns its unsubscribe function. */
    onAuthStateChange(listener: AuthListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** For useSyncExternalStore. */
    subscribe(watcher: () => void): () => void {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
