import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import type { Counted, ReaderState } from '../../../lib/api/types';
import { readerId } from '../../../lib/reader-id';
import { hasViewed, markViewed } from '../lib/viewed';
import { readerStateQueryKey } from './get-reader-state';

/** Counts a view of the article (the server counts a reader's first view, and dedupes). */
export function recordView(articleId: number): Promise<Counted> {
  return api().post<Counted>(`/articles/${String(articleId)}/views`, { fingerprint: readerId() });
}

/**
 * Records the view once per reader and article: the articles this browser has viewed are kept
 * in localStorage, so a reload does not send it again. The new counts go into the reader state.
 */
const inFlight = new Set<number>();

export function useRecordView(articleId: number): void {
  const client = useQueryClient();
  useEffect(() => {
    // In flight: a second mount (StrictMode, a quick re-navigation) does not send it twice.
    if (hasViewed(articleId) || inFlight.has(articleId)) return;
    inFlight.add(articleId);
    recordView(articleId).then(
      ({ metrics }) => {
        inFlight.delete(articleId);
        markViewed(articleId);
        client.setQueryData<ReaderState>(readerStateQueryKey(articleId), (state) => (state ? { ...state, metrics } : state));
      },
      (error: unknown) => {
        inFlight.delete(articleId);
        console.warn(`[news] view of article ${String(articleId)} not recorded:`, error);
      },
    );
  }, [articleId, client]);
}
