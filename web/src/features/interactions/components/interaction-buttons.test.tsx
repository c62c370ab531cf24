import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReaderState } from '../../../lib/api/types';
import { renderInRouter } from '../../../testing/render';
import { InteractionButtons } from './interaction-buttons';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const state = (liked: boolean, likes: number, bookmarked = false, bookmarks = 2): ReaderState => ({
  liked,
  bookmarked,
  metrics: { total_likes: likes, total_bookmarks: bookmarks, total_views: 10, total_shares: 0, unique_viewers: 8 },
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake API: GET answers `current()`, POST waits for `release` and answers `post()`. */
function fakeApi(current: () => ReaderState, post: () => Response) {
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined });
    if (init.method === 'POST') {
      await gate;
      return post();
    }
    return json(200, current());
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    release: () => {
      release();
    },
  };
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InteractionButtons', () => {
  it('shows the reader state, updates the count at once, then reloads after 0.5 s', async () => {
    let server = state(false, 4);
    const api = fakeApi(
      () => server,
      () => {
        server = state(true, 6);
        return json(200, { active: true, metrics: state(true, 5).metrics });
      },
    );
    const onError = vi.fn();
    renderInRouter(<InteractionButtons articleId={7} onError={onError} />);

    const like = await screen.findByRole('button', { name: /Like/, pressed: false });
    await waitFor(() => {
      expect(like).toBeEnabled();
    });
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: /Save/, pressed: false })).toHaveTextContent('2');
    expect(api.calls[0]?.url).toMatch(/\/api\/v1\/articles\/7\/interactions\?fingerprint=[\w-]{8,}/);

    fireEvent.click(like);
    // Optimistic: before the server answers.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Like/, pressed: true })).toHaveTextContent('5');
    });
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ type: 'like' });
    expect((post?.body as { fingerprint?: string } | undefined)?.fingerprint).toMatch(/^[\w-]{8,}$/);

    api.release();
    const gets = () => api.calls.filter((call) => call.method === 'GET').length;
    await waitFor(() => {
      expect(gets()).toBe(2);
    }, { timeout: 2_000 });
    // The reload shows the server's counts.
    await waitFor(() => {
      expect(screen.getByTestId('like-count')).toHaveTextContent('6');
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('puts the state back and reports the spec message when a bookmark fails', async () => {
    const api = fakeApi(
      () => state(false, 4, false, 2),
      () => json(500, { error: { code: 'internal', message: 'boom' } }),
    );
    const onError = vi.fn();
    renderInRouter(<InteractionButtons articleId={7} onError={onError} />);
    const save = await screen.findByRole('button', { name: /Save/, pressed: false });
    await waitFor(() => {
      expect(save).toBeEnabled();
    });

    fireEvent.click(save);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Save/, pressed: true })).toHaveTextContent('3');
    });
    api.release();
    await waitFor(() => {
      expect(onError).toHaveBeenCalledWith('Could not update bookmark status. Please try again.');
    });
    expect(screen.getByRole('button', { name: /Save/, pressed: false })).toHaveTextContent('2');
  });

  it('uses the like message in Romanian', async () => {
    const api = fakeApi(
      () => state(true, 1),
      () => json(503, {}),
    );
    const onError = vi.fn();
    renderInRouter(<InteractionButtons articleId={7} onError={onError} />, { lang: 'ro' });
    const like = await screen.findByRole('button', { name: /Apreciez/, pressed: true });
    await waitFor(() => {
      expect(like).toBeEnabled();
    });
    fireEvent.click(like);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Apreciez/, pressed: false })).toHaveTextContent('0');
    });
    api.release();
    await waitFor(() => {
      expect(onError).toHaveBeenCalledWith('Aprecierea nu a putut fi actualizată. Încercați din nou.');
    });
  });
});
