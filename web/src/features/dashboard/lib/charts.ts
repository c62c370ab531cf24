/** What the dashboard's charts draw, worked out from its series; the drawing is components/plot.ts. */
import type { Dashboard } from '../../../lib/api/types';
import { languageLabel } from './format';
import { perDay } from './figures';

/** The left axis, or the right one for series whose numbers are much smaller. */
export type ChartScale = 'left' | 'right';

export interface ChartSeries {
  label: string;
  /** One per day; null where there is no value (a gap in the line). */
  values: readonly (number | null)[];
  /** The CSS custom property holding its colour (admin-dashboard.css), for the line and its key. */
  color: string;
  dashed: boolean;
  scale: ChartScale;
}

export interface ChartSpec {
  /** ISO dates, oldest first. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** The axes' titles; no right one when every series is on the left. */
  axes: { left: string; right: string | null };
}

/**
 * Views per day, a line per language, with likes and shares (all languages) on an axis of
 * their own: they are a small fraction of views and would lie flat on the views' axis.
 */
export function engagementChart(dashboard: Dashboard): ChartSpec {
  const days = dashboard.days.length;
  return {
    days: dashboard.days,
    series: [
      ...dashboard.engagement.map(
        (series): ChartSeries => ({
          label: `Views (${languageLabel(series.language)})`,
          values: series.views,
          color: `--dashboard-${series.language}`,
          dashed: false,
          scale: 'left',
        }),
      ),
      { label: 'Likes', values: perDay(dashboard.engagement, 'likes', days), color: '--dashboard-likes', dashed: true, scale: 'right' },
      { label: 'Shares', values: perDay(dashboard.engagement, 'shares', days), color: '--dashboard-shares', dashed: true, scale: 'right' },
    ],
    axes: { left: 'Views', right: 'Likes and shares' },
  };
}

/** Confirmed subscribers, with those who left or whose address bounces on an axis of their own. */
export function subscribersChart(dashboard: Dashboard): ChartSpec {
  const { confirmed, unsubscribed, bouncing } = dashboard.subscribers;
  return {
    days: dashboard.days,
    series: [
      { label: 'Confirmed', values: confirmed, color: '--dashboard-confirmed', dashed: false, scale: 'left' },
      { label: 'Unsubscribed', values: unsubscribed, color: '--dashboard-unsubscribed', dashed: true, scale: 'right' },
      { label: 'Bouncing', values: bouncing, color: '--dashboard-bouncing', dashed: true, scale: 'right' },
    ],
    axes: { left: 'Confirmed', right: 'Unsubscribed and bouncing' },
  };
}
