import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticleRow } from '../../lib/api/types';
import { mockFetch, respond } from '../../testing/api-mock';
import { summaryFixture } from '../../testing/fixtures';
import { renderInRouter } from '../../testing/render';
import { ArticlesPage } from './articles';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const rows: AdminArticleRow[] = [
  { ...summaryFixture({ id: 5, title: 'City Council Approves New Park' }), translation: null },
  { ...summaryFixture({ id: 6, title: 'Consiliul aprobă parcul', language: 'ro' }), translation: null },
  { ...summaryFixture({ id: 7, title: 'A draft nobody read', status: 'draft' }), translation: null },
];

const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
/** 30 days of views summing to 1,234: 41 a day and 45 today. */
const busy = [...Array.from({ length: 29 }, () => 41), 45];

function row(title: string): HTMLElement {
  const found = screen.getByRole('link', { name: title }).closest('tr');
  if (!found) throw new Error(`no row for ${title}`);
  return found;
}

function sparklineCalls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/admin/articles/sparklines')
    .map((url) => url.searchParams.get('ids') ?? '');
}

describe('the article list’s views of the last 30 days', () => {
  it('shows the list at once, then each row’s sparkline and sum from one request for the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'GET /admin/articles': () => respond(200, { items: rows, total: 3, limit: 20, offset: 0 }),
      'GET /admin/articles/sparklines': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderInRouter(<ArticlesPage />, { path: '/admin/articles' });

    // The list is there while its views are still on their way.
    expect(await screen.findByRole('link', { name: 'City Council Approves New Park' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Views (last 30 days)' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /in 30 days$/ })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(sparklineCalls(fetchMock)).toEqual(['5,6,7']);
    });

    answer(
      respond(200, {
        days,
        items: [
          { id: 5, views: busy },
          { id: 6, views: Array.from({ length: 30 }, (_, index) => (index === 29 ? 1 : 0)) },
          { id: 7, views: Array.from({ length: 30 }, () => 0) },
        ],
      }),
    );
    const line = await within(row('City Council Approves New Park')).findByRole('img', { name: '1,234 views in 30 days' });
    expect(line.tagName.toLowerCase()).toBe('svg');
    expect(row('City Council Approves New Park')).toHaveTextContent('1,234');
    expect(within(row('Consiliul aprobă parcul')).getByRole('img', { name: '1 view in 30 days' })).toBeInTheDocument();
    expect(within(row('A draft nobody read')).getByRole('img', { name: '0 views in 30 days' })).toBeInTheDocument();
    expect(sparklineCalls(fetchMock)).toHaveLength(1);
  });

  it('leaves a dash when the views cannot be read, and the list as it is', async () => {
    mockFetch({
      'GET /admin/articles': () => respond(200, { items: rows.slice(0, 1), total: 1, limit: 20, offset: 0 }),
      'GET /admin/articles/sparklines': () => respond(403, { error: { code: 'forbidden', message: 'Staff only.' } }),
    });
    renderInRouter(<ArticlesPage />, { path: '/admin/articles' });
    await screen.findByRole('link', { name: 'City Council Approves New Park' });
    await waitFor(() => {
      expect(within(row('City Council Approves New Park')).getAllByRole('cell')[5]).toHaveTextContent('—');
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
