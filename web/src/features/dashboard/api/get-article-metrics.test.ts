import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthOfDays, respond } from '../testing/dashboard-api';
import { getArticleMetrics } from './get-article-metrics';
import type { ArticleMetricsSeries } from '../../../lib/api/types';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an article’s metrics', () => {
  it('are read from the article’s metrics endpoint', async () => {
    const zeros = Array<number>(30).fill(0);
    const metrics: ArticleMetricsSeries = {
      days: monthOfDays(),
      views: zeros,
      likes: zeros,
      bookmarks: zeros,
      shares: zeros,
      totals: { views: 10, likes: 2, bookmarks: 1, shares: 0, comments: 3 },
    };
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() => Promise.resolve(respond(200, metrics)));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getArticleMetrics(42)).toEqual(metrics);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/admin/articles/42/metrics');
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET');
  });
});
