import { useMemo } from 'react';
import type { Dashboard } from '../../../lib/api/types';
import { engagementChart, subscribersChart } from '../lib/charts';
import { dashboardFigures, hasActivity } from '../lib/figures';
import { formatAge } from '../lib/format';
import { FigureCards } from './figure-cards';
import { TimeChart } from './time-chart';
import { TopArticles } from './top-articles';

interface DashboardViewProps {
  dashboard: Dashboard;
  /** When it was read: ages (of the last backup…) are counted to then. */
  readAt: number;
}

/** The figures, then the readers' and the subscribers' last 30 days and the week's top articles. */
export function DashboardView({ dashboard, readAt }: DashboardViewProps) {
  const figures = useMemo(() => dashboardFigures(dashboard, readAt), [dashboard, readAt]);
  const engagement = useMemo(() => engagementChart(dashboard), [dashboard]);
  const subscribers = useMemo(() => subscribersChart(dashboard), [dashboard]);
  return (
    <div className="dashboard">
      <section aria-labelledby="dashboard-figures-title">
        <h2 id="dashboard-figures-title" className="visually-hidden">
          At a glance
        </h2>
        <FigureCards figures={figures} />
        <p className="dashboard__refreshed">
          {dashboard.refreshed_at ? `Daily totals added up ${formatAge(dashboard.refreshed_at, readAt)}.` : 'The daily totals have not been added up yet.'}
        </p>
      </section>
      {hasActivity(dashboard) ? (
        <>
          <div className="dashboard__charts">
            <TimeChart title="Readers" description="Views per day in each language, with likes and shares, over the last 30 days." chart={engagement} />
            <TimeChart title="Newsletter subscribers" description="Confirmed subscribers at the end of each day, with those who left and those whose address bounces." chart={subscribers} />
          </div>
          <TopArticles articles={dashboard.top_articles} />
        </>
      ) : (
        <p className="dashboard__welcome">
          No readers yet. Once articles are read, liked and shared, and readers subscribe to the newsletter, their numbers and charts appear here.
        </p>
      )}
    </div>
  );
}
