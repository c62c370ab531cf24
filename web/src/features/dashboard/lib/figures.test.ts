import { describe, expect, it } from 'vitest';
import { dashboardFixture, emptyDashboard } from '../testing/dashboard-api';
import { engagementChart, subscribersChart } from './charts';
import { dashboardFigures, hasActivity, latestCount, perDay, weekChange, type Figure } from './figures';
import { formatAge, formatDay, languageLabel } from './format';

const NOW = Date.parse('2026-11-25T09:00:00Z');

function figure(figures: Figure[], key: string): Figure {
  const found = figures.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key} figure`);
  return found;
}

describe('the week-over-week change', () => {
  it('compares the last 7 days with the 7 before them', () => {
    const values = [...Array<number>(16).fill(0), ...Array<number>(7).fill(10), ...Array<number>(7).fill(12)];
    expect(weekChange(values)).toEqual({ current: 84, previous: 70, ratio: 0.2 });
  });

  it('has no ratio when the week before had nothing, and nothing at all under two weeks', () => {
    expect(weekChange([...Array<number>(7).fill(0), ...Array<number>(7).fill(3)])).toEqual({ current: 21, previous: 0, ratio: null });
    expect(weekChange(Array<number>(13).fill(1))).toBeNull();
  });
});

describe('the newest count of a series with gaps', () => {
  it('is the last count taken, with its change from the one a week before', () => {
    expect(latestCount([50, 51, null, null, null, null, null, 57, 58, null])).toEqual({ latest: 58, change: 7 });
    expect(latestCount([10, 11, 12, 13, 14, 15, 16, 20])).toEqual({ latest: 20, change: 10 });
  });

  it('has no change when no count was taken a week before, and is null when none ever was', () => {
    expect(latestCount([null, null, 5, 6])).toEqual({ latest: 6, change: null });
    expect(latestCount([null, null])).toBeNull();
  });
});

describe('the dashboard figures', () => {
  it('adds the languages up per day', () => {
    const { engagement } = dashboardFixture();
    expect(perDay(engagement, 'views', 30).slice(0, 3)).toEqual([5, 15, 25]);
  });

  it('totals the month and compares the weeks for views, likes and shares', () => {
    const figures = dashboardFigures(dashboardFixture(), NOW);
    expect(figures.map((each) => each.key)).toEqual(['views', 'likes', 'shares', 'comments', 'subscribers', 'backup', 'jobs', 'search']);
    expect(figure(figures, 'views')).toMatchObject({
      value: '4,500',
      detail: 'last 30 days',
      trend: { direction: 'up', text: '36% vs previous week' },
      href: '/admin/articles',
    });
    expect(figure(figures, 'views').daily?.at(-1)).toBe(295);
    expect(figure(figures, 'likes')).toMatchObject({ value: '30', trend: { direction: 'level', text: '0% vs previous week' } });
    expect(figure(figures, 'shares')).toMatchObject({ value: '15', trend: { direction: 'up', text: '33% vs previous week' } });
  });

  it('shows what waits and how the site is, each linking to its page', () => {
    const figures = dashboardFigures(dashboardFixture(), NOW);
    expect(figure(figures, 'comments')).toMatchObject({ value: '6', tone: 'warn', href: '/admin/comments' });
    expect(figure(figures, 'subscribers')).toMatchObject({
      value: '158',
      detail: 'confirmed · 3 pending',
      trend: { direction: 'up', text: '14 this week' },
      href: '/admin/newsletter',
    });
    expect(figure(figures, 'backup')).toMatchObject({ value: 'Completed', detail: '3 hours ago · 12.3 MB', tone: 'good', href: '/admin/backup' });
    expect(figure(figures, 'jobs')).toMatchObject({ value: '2', tone: 'bad', href: null });
    expect(figure(figures, 'search')).toMatchObject({ value: 'Up to date', tone: 'good' });
  });

  it('warns of an old or failed backup, and of changes the search has not applied', () => {
    const old = dashboardFixture({ search_lag: 1, last_backup: { id: 1, kind: 'comprehensive', status: 'completed', created_at: '2026-11-10T09:00:00Z', size_mb: null } });
    const figures = dashboardFigures(old, NOW);
    expect(figure(figures, 'backup')).toMatchObject({ detail: '15 days ago · make a new one', tone: 'warn' });
    expect(figure(figures, 'search')).toMatchObject({ value: '1', detail: 'article change not yet searchable', tone: 'warn' });
    const failed = dashboardFixture({ last_backup: { id: 2, kind: 'comprehensive', status: 'failed', created_at: '2026-11-25T08:59:30Z', size_mb: null } });
    expect(figure(dashboardFigures(failed, NOW), 'backup')).toMatchObject({ value: 'Failed', detail: 'just now', tone: 'bad' });
  });

  it('leaves out the backup and the failed jobs when the API does not tell them (editors)', () => {
    const figures = dashboardFigures(dashboardFixture({ last_backup: null, failed_jobs: null }), NOW);
    expect(figures.map((each) => each.key)).toEqual(['views', 'likes', 'shares', 'comments', 'subscribers', 'search']);
  });

  it('has no trend where there is nothing to compare with', () => {
    const figures = dashboardFigures(emptyDashboard(), NOW);
    expect(figure(figures, 'views')).toMatchObject({ value: '0', trend: null, daily: null });
    expect(figure(figures, 'subscribers')).toMatchObject({ value: '—', detail: 'no count taken yet', trend: null });
    expect(figure(figures, 'comments')).toMatchObject({ detail: 'nothing to moderate', tone: 'good' });
  });

  it('tells a site nobody has read yet from one with readers', () => {
    expect(hasActivity(emptyDashboard())).toBe(false);
    expect(hasActivity(dashboardFixture())).toBe(true);
    const subscribedOnly = emptyDashboard();
    subscribedOnly.subscribers.pending = [...subscribedOnly.subscribers.pending.slice(1), 1];
    expect(hasActivity(subscribedOnly)).toBe(true);
  });
});

describe('the charts', () => {
  it('draw views per language, and likes and shares of all languages on their own axis', () => {
    const chart = engagementChart(dashboardFixture());
    expect(chart.series.map((series) => [series.label, series.scale, series.color])).toEqual([
      ['Views (English)', 'left', '--dashboard-en'],
      ['Views (Romanian)', 'left', '--dashboard-ro'],
      ['Likes', 'right', '--dashboard-likes'],
      ['Shares', 'right', '--dashboard-shares'],
    ]);
    expect(chart.series[3]?.values.slice(0, 4)).toEqual([0, 1, 0, 1]);
    expect(chart.days).toHaveLength(30);
  });

  it('draw the subscribers with gaps where no count was taken', () => {
    const chart = subscribersChart(dashboardFixture());
    expect(chart.series.map((series) => series.label)).toEqual(['Confirmed', 'Unsubscribed', 'Bouncing']);
    expect(chart.series[0]?.values.slice(18, 21)).toEqual([null, null, 140]);
  });
});

describe('the dashboard’s formats', () => {
  it('writes the API’s UTC days without moving them to the reader’s time zone', () => {
    expect(formatDay('2026-11-25')).toBe('25 Nov');
  });

  it('names the languages, and shows a code it does not know as it is', () => {
    expect([languageLabel('en'), languageLabel('ro'), languageLabel('de')]).toEqual(['English', 'Romanian', 'de']);
  });

  it('writes ages in the largest whole unit', () => {
    expect(formatAge('2026-11-25T08:58:00Z', NOW)).toBe('2 minutes ago');
    expect(formatAge('2026-11-24T08:00:00Z', NOW)).toBe('yesterday');
    expect(formatAge('not a date', NOW)).toBe('—');
  });
});
