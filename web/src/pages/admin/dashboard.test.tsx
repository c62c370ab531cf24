import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueryOptions } from '../../features/dashboard/api/get-dashboard';
import { drawChart } from '../../features/dashboard/components/plot';
import { dashboardFixture, emptyDashboard, mockDashboardFetch, respond } from '../../features/dashboard/testing/dashboard-api';
import { renderInRouter } from '../../testing/render';
import { DashboardPage } from './dashboard';

// jsdom has no canvas: the chart's drawing is replaced, the rest of the chart (its key and table) is real.
vi.mock('../../features/dashboard/components/plot', () => ({ drawChart: vi.fn() }));

const destroy = vi.fn();

beforeEach(() => {
  vi.mocked(drawChart).mockReturnValue({ destroy });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  return renderInRouter(<DashboardPage />, { path: '/admin/dashboard' });
}

function card(label: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name: label }).closest('li');
  if (!item) throw new Error(`no card for ${label}`);
  return item;
}

/** The series of the chart drawn last with `label` among its lines, and the lines switched off. */
function lastDrawn(label: string) {
  const call = vi.mocked(drawChart).mock.calls.findLast(([, chart]) => chart.series.some((series) => series.label === label));
  if (!call) throw new Error(`no chart with ${label}`);
  return { labels: call[1].series.map((series) => series.label), hidden: [...call[2]] };
}

describe('the dashboard', () => {
  it('shows the figures, each linking to the page that acts on it', async () => {
    const created = new Date(Date.now() - 3 * 3_600_000).toISOString();
    mockDashboardFetch(() => respond(200, dashboardFixture({ last_backup: { id: 7, kind: 'comprehensive', status: 'completed', created_at: created, size_mb: 12.34 } })));
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(await screen.findByRole('heading', { level: 3, name: 'Views' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const views = card('Views');
    expect(views).toHaveTextContent('4,500');
    expect(views).toHaveTextContent('Up 36% vs previous week');
    expect(within(views).getByRole('img', { name: /^Views per day, 30 days: 4,500 in all/ })).toBeInTheDocument();
    expect(within(views).getByRole('link', { name: 'Views' })).toHaveAttribute('href', '/admin/articles');
    expect(within(card('Comments waiting')).getByRole('link')).toHaveAttribute('href', '/admin/comments');
    expect(card('Comments waiting')).toHaveTextContent('6');
    expect(within(card('Subscribers')).getByRole('link')).toHaveAttribute('href', '/admin/newsletter');
    expect(card('Subscribers')).toHaveTextContent('158confirmed · 3 pending↑ Up 14 this week');
    expect(within(card('Last backup')).getByRole('link')).toHaveAttribute('href', '/admin/backup');
    expect(card('Last backup')).toHaveTextContent('Completed3 hours ago · 12.3 MB');
    expect(card('Failed jobs')).toHaveTextContent('2');
    expect(within(card('Failed jobs')).queryByRole('link')).toBeNull();
    expect(card('Search index')).toHaveTextContent('Up to date');
    expect(screen.getByText('Daily totals added up', { exact: false })).toBeInTheDocument();
  });

  it('draws the readers and the subscribers, with a table of the same numbers for screen readers', async () => {
    mockDashboardFetch(() => respond(200, dashboardFixture()));
    renderPage();

    const readers = await screen.findByRole('region', { name: 'Readers' });
    expect(lastDrawn('Likes').labels).toEqual(['Views (English)', 'Views (Romanian)', 'Likes', 'Shares']);
    expect(lastDrawn('Confirmed').labels).toEqual(['Confirmed', 'Unsubscribed', 'Bouncing']);
    const table = within(readers).getByRole('table', { name: 'Readers, per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('row')[30]).toHaveTextContent('25 Nov290511');
    expect(within(screen.getByRole('table', { name: 'Newsletter subscribers, per day' })).getAllByRole('row')[1]).toHaveTextContent('27 Oct———');
  });

  it('switches a line off and on from the chart’s key', async () => {
    mockDashboardFetch(() => respond(200, dashboardFixture()));
    renderPage();

    const readers = await screen.findByRole('region', { name: 'Readers' });
    const likes = within(readers).getByRole('button', { name: 'Likes' });
    expect(likes).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(likes);
    expect(likes).toHaveAttribute('aria-pressed', 'false');
    expect(lastDrawn('Likes').hidden).toEqual([2]);
    expect(destroy).toHaveBeenCalled();
    fireEvent.click(likes);
    expect(lastDrawn('Likes').hidden).toEqual([]);
  });

  it('shows the value of the day under the pointer in the key', async () => {
    mockDashboardFetch(() => respond(200, dashboardFixture()));
    renderPage();

    const readers = await screen.findByRole('region', { name: 'Readers' });
    const day = readers.querySelector('.dashboard-chart__day');
    expect(day).toHaveTextContent('Today, 25 Nov');
    const call = vi.mocked(drawChart).mock.calls.find(([, chart]) => chart.series.some((series) => series.label === 'Likes'));
    act(() => {
      call?.[3](0);
    });
    expect(day).toHaveTextContent(/^27 Oct$/);
    expect(within(readers).getByRole('list', { name: 'Lines of Readers' })).toHaveTextContent('Views (English)0Views (Romanian)5Likes1Shares0');
  });

  it('lists the week’s top articles, each linking to its editor', async () => {
    mockDashboardFetch(() => respond(200, dashboardFixture()));
    renderPage();

    const region = await screen.findByRole('region', { name: 'This week’s top articles' });
    const table = within(region).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ArticleLanguageViewsLikesShares',
      'Council votes on the new bridgeEnglish9403112',
      'Consiliul votează noul podRomanian31042',
    ]);
    expect(within(table).getByRole('link', { name: 'Council votes on the new bridge' })).toHaveAttribute('href', '/admin/edit/12');
  });

  it('leaves out what editors are not told: the backup and the failed jobs', async () => {
    mockDashboardFetch(() => respond(200, dashboardFixture({ last_backup: null, failed_jobs: null })));
    renderPage();

    await screen.findByRole('heading', { level: 3, name: 'Views' });
    expect(screen.queryByRole('heading', { name: 'Last backup' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Failed jobs' })).toBeNull();
  });

  it('says so kindly when nobody has read the site yet', async () => {
    mockDashboardFetch(() => respond(200, emptyDashboard()));
    renderPage();

    expect(await screen.findByText(/^No readers yet\./)).toBeInTheDocument();
    expect(screen.getByText('The daily totals have not been added up yet.')).toBeInTheDocument();
    expect(card('Views')).toHaveTextContent('0');
    expect(screen.queryByRole('region', { name: 'Readers' })).toBeNull();
    expect(drawChart).not.toHaveBeenCalled();
  });

  it('says when the dashboard could not be loaded, with the server’s message', async () => {
    mockDashboardFetch(() => respond(403, { error: { code: 'forbidden', message: 'Only staff can see the dashboard.' } }));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard. Only staff can see the dashboard.');
  });

  it('reads the dashboard again on Refresh, and every minute by itself', async () => {
    let comments = 6;
    const fetchMock = mockDashboardFetch(() => respond(200, dashboardFixture({ comments_held: comments })));
    renderPage();

    expect(await screen.findByText(/^Updated at \d\d:\d\d$/)).toBeInTheDocument();
    comments = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => {
      expect(card('Comments waiting')).toHaveTextContent('nothing to moderate');
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(dashboardQueryOptions().refetchInterval).toBe(60_000);
  });
});
