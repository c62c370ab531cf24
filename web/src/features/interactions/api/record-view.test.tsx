import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { respond } from '../../../testing/api-mock';
import { hasViewed } from '../lib/viewed';
import { useRecordView } from './record-view';

/** The view's POST, answered when the test says. */
function pendingView() {
  let answer: (response: Response | Error) => void = () => undefined;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = (response) => {
          if (response instanceof Error) reject(response);
          else resolve(response);
        };
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (response: Response | Error) => {
      answer(response);
    },
  };
}

function record(articleId: number) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      useRecordView(articleId);
    },
    { wrapper },
  );
}

describe('useRecordView', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a view once and keeps it marked', async () => {
    const view = pendingView();
    record(7);
    await waitFor(() => { expect(view.fetchMock).toHaveBeenCalledTimes(1); });
    view.answer(respond(200, { counted: true, metrics: {} }));
    record(7);
    await waitFor(() => { expect(hasViewed(7)).toBe(true); });
    expect(view.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the mark back when the view fails, so the next visit sends it', async () => {
    const view = pendingView();
    record(8);
    await waitFor(() => { expect(view.fetchMock).toHaveBeenCalledTimes(1); });
    view.answer(respond(503, { error: { code: 'unavailable', message: 'busy' } }));
    await waitFor(() => { expect(hasViewed(8)).toBe(false); });
  });

  it('keeps the mark when the view is cut short by leaving the page', async () => {
    const view = pendingView();
    record(9);
    await waitFor(() => { expect(view.fetchMock).toHaveBeenCalledTimes(1); });
    window.dispatchEvent(new Event('pagehide'));
    view.answer(new TypeError('The page was left'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hasViewed(9)).toBe(true);
  });
});
