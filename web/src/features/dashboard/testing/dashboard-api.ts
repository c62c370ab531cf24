/** The dashboard API as the tests meet it: a made-up month of a small site, and fetch replaced. */
import { vi } from 'vitest';
import type { Dashboard } from '../../../lib/api/types';
import { respond } from '../../../testing/api-mock';

export { respond } from '../../../testing/api-mock';

/** 30 days up to `last`, oldest first, as the API names them. */
export function monthOfDays(last = '2026-11-25'): string[] {
  const end = new Date(`${last}T00:00:00Z`).getTime();
  return Array.from({ length: 30 }, (_, index) => new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10));
}

const daily = (value: (day: number) => number) => Array.from({ length: 30 }, (_, day) => value(day));

/**
 * English views grow by 10 a day from 0, Romanian ones stay at 5; one English like a day, an
 * English share every other day. Subscribers were first counted 10 days ago.
 */
export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  const counted = <T>(value: (day: number) => T) => Array.from({ length: 30 }, (_, day) => (day < 20 ? null : value(day)));
  return {
    days: monthOfDays(),
    engagement: [
      { language: 'en', views: daily((day) => day * 10), likes: daily(() => 1), shares: daily((day) => day % 2) },
      { language: 'ro', views: daily(() => 5), likes: daily(() => 0), shares: daily(() => 0) },
    ],
    top_articles: [
      { id: 12, title: 'Council votes on the new bridge', language: 'en', views: 940, likes: 31, shares: 12 },
      { id: 13, title: 'Consiliul votează noul pod', language: 'ro', views: 310, likes: 4, shares: 2 },
    ],
    subscribers: {
      confirmed: counted((day) => 100 + day * 2),
      pending: counted(() => 3),
      unsubscribed: counted(() => 4),
      bouncing: counted(() => 1),
    },
    comments_held: 6,
    last_backup: { id: 7, kind: 'comprehensive', status: 'completed', created_at: '2026-11-25T06:00:00Z', size_mb: 12.34 },
    failed_jobs: 2,
    search_lag: 0,
    refreshed_at: '2026-11-25T08:55:00Z',
    ...overrides,
  };
}

/** A site nobody has read yet: every count zero, no subscriber counted. */
export function emptyDashboard(): Dashboard {
  const zeros = daily(() => 0);
  const none = Array.from({ length: 30 }, () => null);
  return dashboardFixture({
    engagement: [
      { language: 'en', views: zeros, likes: zeros, shares: zeros },
      { language: 'ro', views: zeros, likes: zeros, shares: zeros },
    ],
    top_articles: [],
    subscribers: { confirmed: none, pending: none, unsubscribed: none, bouncing: none },
    comments_held: 0,
    last_backup: null,
    failed_jobs: 0,
    refreshed_at: null,
  });
}


/** Answers `GET /api/v1/admin/dashboard` with each call of `answer`; anything else is a 404. */
export function mockDashboardFetch(answer: () => Response) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(new URL(url, 'http://localhost').pathname === '/api/v1/admin/dashboard' ? answer() : respond(404, { error: { code: 'not_found', message: url } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
