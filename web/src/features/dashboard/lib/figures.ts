/** The dashboard's figures, worked out from its series: pure, so each rule is tested alone. */
import { formatCount, formatSizeMb } from '../../../components/admin/format';
import type { Dashboard, EngagementSeries, LastBackup } from '../../../lib/api/types';
import { formatAge, formatPercent } from './format';

export type Metric = 'views' | 'likes' | 'shares';

export const WEEK = 7;

/** A backup older than this is shown as a warning: restoring it would lose too much. */
const BACKUP_STALE_MS = WEEK * 86_400_000;

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A metric per day, every language added up. */
export function perDay(engagement: readonly EngagementSeries[], metric: Metric, days: number): number[] {
  return Array.from({ length: days }, (_, day) => sum(engagement.map((series) => series[metric][day] ?? 0)));
}

export interface WeekChange {
  /** The last 7 days. */
  current: number;
  /** The 7 days before them. */
  previous: number;
  /** (current − previous) / previous; null when the week before had nothing to compare with. */
  ratio: number | null;
}

/** The last 7 days of a daily series against the 7 before; null when the series is shorter than two weeks. */
export function weekChange(values: readonly number[]): WeekChange | null {
  if (values.length < 2 * WEEK) return null;
  const current = sum(values.slice(-WEEK));
  const previous = sum(values.slice(-2 * WEEK, -WEEK));
  return { current, previous, ratio: previous === 0 ? null : (current - previous) / previous };
}

export interface CountChange {
  /** The newest count taken. */
  latest: number;
  /** Its change from the count taken 7 days before it; null when there was none then. */
  change: number | null;
}

/** The newest count of a series with gaps, and how it moved in the week before; null when no count was ever taken. */
export function latestCount(values: readonly (number | null)[]): CountChange | null {
  for (let index = values.length - 1; index >= 0; index--) {
    const latest = values[index];
    if (latest === null || latest === undefined) continue;
    const before = values[index - WEEK];
    return { latest, change: before === null || before === undefined ? null : latest - before };
  }
  return null;
}

/** Whether readers have done anything yet: no views, likes, shares or subscribers means a new site. */
export function hasActivity(dashboard: Dashboard): boolean {
  const engaged = dashboard.engagement.some((series) => [series.views, series.likes, series.shares].some((values) => values.some((value) => value > 0)));
  const { confirmed, pending, unsubscribed, bouncing } = dashboard.subscribers;
  const subscribed = [confirmed, pending, unsubscribed, bouncing].some((values) => values.some((value) => value !== null && value > 0));
  return engaged || subscribed || dashboard.top_articles.length > 0;
}

export type Tone = 'neutral' | 'good' | 'warn' | 'bad';

export interface Trend {
  direction: 'up' | 'down' | 'level';
  /** `12% vs previous week`, `+15 this week`: read after "Up" or "Down". */
  text: string;
}

export interface Figure {
  key: string;
  label: string;
  value: string;
  detail: string;
  tone: Tone;
  trend: Trend | null;
  /** The page that acts on the figure; null when there is none. */
  href: string | null;
  /** The figure per day, for its sparkline; null when it has none, or only zeros. */
  daily: number[] | null;
}

function direction(change: number): Trend['direction'] {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'level';
}

function metricFigure(key: Metric, label: string, dashboard: Dashboard): Figure {
  const daily = perDay(dashboard.engagement, key, dashboard.days.length);
  const ratio = weekChange(daily)?.ratio ?? null;
  return {
    key,
    label,
    value: formatCount(sum(daily)),
    detail: 'last 30 days',
    tone: 'neutral',
    trend: ratio === null ? null : { direction: direction(ratio), text: `${formatPercent(ratio)} vs previous week` },
    href: '/admin/articles',
    // A line along zero says nothing the value does not.
    daily: daily.some((value) => value > 0) ? daily : null,
  };
}

function subscribersFigure(dashboard: Dashboard): Figure {
  const confirmed = latestCount(dashboard.subscribers.confirmed);
  const pending = latestCount(dashboard.subscribers.pending);
  const change = confirmed?.change ?? null;
  return {
    key: 'subscribers',
    label: 'Subscribers',
    value: formatCount(confirmed?.latest),
    detail: confirmed ? `confirmed · ${formatCount(pending?.latest ?? 0)} pending` : 'no count taken yet',
    tone: 'neutral',
    trend: change === null ? null : { direction: direction(change), text: `${formatCount(Math.abs(change))} this week` },
    href: '/admin/newsletter',
    daily: null,
  };
}

const BACKUP_STATUS: Record<string, [string, Tone]> = {
  completed: ['Completed', 'good'],
  in_progress: ['In progress', 'neutral'],
  failed: ['Failed', 'bad'],
};

function backupFigure(backup: LastBackup, now: number): Figure {
  const [value, tone] = BACKUP_STATUS[backup.status] ?? [backup.status, 'neutral'];
  const stale = backup.status === 'completed' && now - new Date(backup.created_at).getTime() > BACKUP_STALE_MS;
  const size = backup.size_mb === null ? '' : ` · ${formatSizeMb(backup.size_mb)}`;
  return {
    key: 'backup',
    label: 'Last backup',
    value,
    detail: `${formatAge(backup.created_at, now)}${size}${stale ? ' · make a new one' : ''}`,
    tone: stale ? 'warn' : tone,
    trend: null,
    href: '/admin/backup',
    daily: null,
  };
}

/**
 * The cards at the top, in the order an editor-in-chief reads them: what readers did, what
 * waits for the newsroom, then the health of the site. The backup and failed jobs are left out
 * where the API does not tell them (editors).
 */
export function dashboardFigures(dashboard: Dashboard, now: number): Figure[] {
  const figures: Figure[] = [
    metricFigure('views', 'Views', dashboard),
    metricFigure('likes', 'Likes', dashboard),
    metricFigure('shares', 'Shares', dashboard),
    {
      key: 'comments',
      label: 'Comments waiting',
      value: formatCount(dashboard.comments_held),
      detail: dashboard.comments_held === 0 ? 'nothing to moderate' : 'waiting for moderation',
      tone: dashboard.comments_held === 0 ? 'good' : 'warn',
      trend: null,
      href: '/admin/comments',
      daily: null,
    },
    subscribersFigure(dashboard),
  ];
  if (dashboard.last_backup) figures.push(backupFigure(dashboard.last_backup, now));
  if (dashboard.failed_jobs !== null) {
    figures.push({
      key: 'jobs',
      label: 'Failed jobs',
      value: formatCount(dashboard.failed_jobs),
      detail: 'jobs that failed for good',
      tone: dashboard.failed_jobs === 0 ? 'good' : 'bad',
      trend: null,
      href: null,
      daily: null,
    });
  }
  figures.push({
    key: 'search',
    label: 'Search index',
    value: dashboard.search_lag === 0 ? 'Up to date' : formatCount(dashboard.search_lag),
    detail: dashboard.search_lag === 0 ? 'every change is searchable' : `article change${dashboard.search_lag === 1 ? '' : 's'} not yet searchable`,
    tone: dashboard.search_lag === 0 ? 'good' : 'warn',
    trend: null,
    href: null,
    daily: null,
  });
  return figures;
}
