import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, respond } from '../../../testing/api-mock';
import { GAME_PROFILE_KEY } from '../../../lib/storage';
import { emptyProfile, type PlayerProfile } from './lib/profile';

/** A fresh copy of the store's module (its state is the page's), and of the session's. */
async function freshStore() {
  vi.resetModules();
  const store = await import('./profile-store');
  const toasts = await import('../../../lib/toast');
  return { ...store, getToasts: toasts.getToasts };
}

/** A session the test signs in and out of, as the page's link to the auth feature. */
function fakeAccount() {
  let signedIn = false;
  const listeners = new Set<() => void>();
  return {
    link: {
      signedIn: () => signedIn,
      onSignIn: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    signIn() {
      signedIn = true;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the profile store', () => {
  it('keeps a finished game in the browser and toasts the achievement in the page’s language', async () => {
    const { recordGame, getProfile, getToasts } = await freshStore();
    recordGame({ game: 'rubik', score: 1500, won: true, seconds: 95 }, 'ro');
    const stored = JSON.parse(localStorage.getItem(GAME_PROFILE_KEY) ?? '{}') as PlayerProfile;
    expect(stored.stats.rubik).toMatchObject({ gamesPlayed: 1, bestScore: 1500, totalTime: 95 });
    expect(getProfile().favoriteGame).toBe('rubik');
    const titles = getToasts().map((each) => `${each.title}: ${each.description ?? ''}`);
    expect(titles).toEqual(['Realizare deblocată: Cubul Rubik: peste 1.000 de puncte', 'Realizare deblocată: Primul joc de Cubul Rubik']);
  });

  it('never calls the server for an anonymous player', async () => {
    const fetchMock = mockFetch({});
    vi.useFakeTimers();
    const { recordGame, startProfileSync } = await freshStore();
    startProfileSync(fakeAccount().link);
    recordGame({ game: 'sudoku', score: 10, won: true, seconds: 5 }, 'en');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the profile at sign-in and after a game, and keeps the merged answer', async () => {
    const merged = { ...emptyProfile(), name: 'Ana' };
    merged.stats.tetris = { ...merged.stats.tetris, gamesPlayed: 7, bestScore: 900, lastPlayed: '2026-11-20T10:00:00Z' };
    const sent: PlayerProfile[] = [];
    mockFetch({
      'PUT /games/profile': (_url, init) => {
        sent.push(JSON.parse(init.body as string) as PlayerProfile);
        return respond(200, merged);
      },
    });
    vi.useFakeTimers();
    const { recordGame, startProfileSync, getProfile, SYNC_DELAY_MS } = await freshStore();
    const account = fakeAccount();
    startProfileSync(account.link);
    account.signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(getProfile()).toMatchObject({ name: 'Ana', totalGamesPlayed: 7, favoriteGame: 'tetris' });

    recordGame({ game: 'sudoku', score: 10, won: true, seconds: 5 }, 'en');
    await vi.advanceTimersByTimeAsync(SYNC_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.stats.sudoku.gamesPlayed).toBe(1);
    expect(sent[1]?.stats.tetris.gamesPlayed).toBe(7);
  });
});
