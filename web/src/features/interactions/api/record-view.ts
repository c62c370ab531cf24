import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import type { Counted, ReaderState } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';
import { forgetViewed, hasViewed, markViewed } from '../lib/viewed';
import { readerStateQueryKey } from './get-reader-state';

/** Counts a view of the article (the server counts a reader's first view, and dedupes). */
export function recordView(articleId: number): Promise<Counted> {
  return api().post<Counted>(`/articles/${String(articleId)}/views`, { fingerprint: readerId() });
}

/**
 * Whether the page is being left. A request cut short by leaving (a reload as the answer
 * arrives) fails in the page, yet the server may well have counted it.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Records the view once per reader and article. The article is marked viewed in localStorage
 * before the request goes out, so neither a second mount (StrictMode, a quick re-navigation)
 * nor a reload while it is in flight sends it again; the mark is taken back if it fails, unless
 * it failed because the reader left the page. The new counts go into the reader state.
 */
export function useRecordView(articleId: number): void {
  const client = useQueryClient();
  useEffect(() => {
    if (hasViewed(articleId)) return;
    markViewed(articleId);
    recordView(articleId).then(
      ({ metrics }) => {
        client.setQueryData<ReaderState>(readerStateQueryKey(articleId), (state) => (state ? { ...state, metrics } : state));
      },
      (error: unknown) => {
        if (leaving) return;
        forgetViewed(articleId);
        console.warn(`[news] view of article ${String(articleId)} not recorded:`, error);
      },
    );
  }, [articleId, client]);
}
