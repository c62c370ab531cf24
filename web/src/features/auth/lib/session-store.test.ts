import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/api/types';
import { REFRESH_MARGIN_MS, SESSION_KEY, createSessionStore, type AuthEvent } from './session-store';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR_S = 3600;

function session(n: number, expiresAtMs = Date.now() + HOUR_S * 1000): Session {
  return {
    access_token: `access-${String(n)}`,
    refresh_token: `refresh-${String(n)}`,
    token_type: 'bearer',
    expires_in: HOUR_S,
    expires_at: Math.floor(expiresAtMs / 1000),
    aal: 'aal1',
    user: { id: 'u1', email: 'reader@example.org', language: 'en', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    read: (key: string) => map.get(key) ?? null,
    write: (key: string, value: string) => void map.set(key, value),
    remove: (key: string) => void map.delete(key),
  };
}

function setup(refresh: (token: string) => Promise<Session>) {
  const storage = memoryStorage();
  const refreshMock = vi.fn(refresh);
  const store = createSessionStore({ storage, refresh: refreshMock });
  const events: AuthEvent[] = [];
  store.onAuthStateChange((event) => events.push(event));
  return { store, storage, refreshMock, events };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session store', () => {
  it('stores a new session and announces the sign-in', () => {
    const { store, storage, events } = setup(() => Promise.reject(new Error('unused')));
    store.setSession(session(1));
    expect(events).toEqual(['SIGNED_IN']);
    expect(store.accessToken()).toBe('access-1');
    const stored = JSON.parse(storage.map.get(SESSION_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['aal', 'access_token', 'expires_at', 'refresh_token', 'token_type', 'user']);
  });

  it('refreshes a minute before the access token expires, with the refresh token', async () => {
    const { store, refreshMock, events } = setup(() => Promise.resolve(session(2)));
    store.setSession(session(1));
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_MARGIN_MS - 1);
    expect(refreshMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledWith('refresh-1');
    expect(store.accessToken()).toBe('access-2');
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);
  });

  it('refreshes at once a stored session that has expired', async () => {
    const { store, storage, refreshMock } = setup(() => Promise.resolve(session(2)));
    storage.write(SESSION_KEY, JSON.stringify(session(1, T0 - 1000)));
    store.start();
    expect(store.accessToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshMock).toHaveBeenCalledTimes(1);
    expect(store.accessToken()).toBe('access-2');
  });

  it('drops the session when the server refuses the refresh token', async () => {
    const { store, storage, events } = setup(() => Promise.reject(new ApiError(401, 'invalid_grant', 'dead')));
    store.setSession(session(1, T0 + 30_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get()).toBeNull();
    expect(storage.map.has(SESSION_KEY)).toBe(false);
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('retries network failures after 200 ms, doubling each time, and keeps the session', async () => {
    let calls = 0;
    const { store, refreshMock, events } = setup(() => {
      calls++;
      return calls <= 3 ? Promise.reject(new ApiError(0, 'network_error', 'offline')) : Promise.resolve(session(2));
    });
    store.setSession(session(1, T0 + 30_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(refreshMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(refreshMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledTimes(3);
    expect(store.get()?.refresh_token).toBe('refresh-1');
    await vi.advanceTimersByTimeAsync(800);
    expect(refreshMock).toHaveBeenCalledTimes(4);
    expect(store.accessToken()).toBe('access-2');
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);
  });

  it('treats server errors and 429 as retryable', async () => {
    const { store, refreshMock } = setup(() => Promise.reject(new ApiError(503, 'unavailable', 'busy')));
    store.setSession(session(1, T0 + 30_000));
    await vi.advanceTimersByTimeAsync(200);
    expect(refreshMock).toHaveBeenCalledTimes(2);
    expect(store.get()).not.toBeNull();
  });

  it('adopts the session another tab already refreshed instead of reusing the old refresh token', async () => {
    const { store, storage, refreshMock } = setup(() => Promise.resolve(session(3)));
    store.setSession(session(1, T0 + 30_000));
    storage.write(SESSION_KEY, JSON.stringify(session(2, T0 + HOUR_S * 1000)));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshMock).not.toHaveBeenCalled();
    expect(store.accessToken()).toBe('access-2');
  });

  it('signs out: clears the session, stops refreshing and tells listeners', async () => {
    const { store, refreshMock, events } = setup(() => Promise.resolve(session(2)));
    store.setSession(session(1));
    const watcher = vi.fn();
    store.subscribe(watcher);
    store.clear();
    expect(store.get()).toBeNull();
    expect(watcher).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * HOUR_S * 1000);
    expect(refreshMock).not.toHaveBeenCalled();
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('ignores damaged storage', () => {
    const { store, storage } = setup(() => Promise.resolve(session(2)));
    storage.write(SESSION_KEY, '{"access_token": 5');
    store.start();
    expect(store.get()).toBeNull();
  });

  it('takes the session a second factor raised and announces it', () => {
    const { store, events } = setup(() => Promise.resolve(session(2)));
    store.setSession(session(1));
    store.verifiedFactor({ ...session(3), aal: 'aal2' });
    expect(store.accessToken()).toBe('access-3');
    expect(store.get()?.aal).toBe('aal2');
    expect(events).toEqual(['SIGNED_IN', 'MFA_VERIFIED']);
  });

  it('announces user updates and password recovery', () => {
    const { store, events } = setup(() => Promise.resolve(session(2)));
    store.setSession(session(1));
    store.updateUser({ ...session(1).user, email: 'new@example.org' });
    store.passwordRecovery();
    expect(store.get()?.user.email).toBe('new@example.org');
    expect(events).toEqual(['SIGNED_IN', 'USER_UPDATED', 'PASSWORD_RECOVERY']);
  });
});
