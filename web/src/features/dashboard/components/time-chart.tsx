import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { ChartSpec } from '../lib/charts';
import { formatCount } from '../../../components/admin/format';
import { formatDay } from '../lib/format';
import { drawChart } from './plot';

interface TimeChartProps {
  title: string;
  /** A sentence on what the chart shows, under its title. */
  description: string;
  chart: ChartSpec;
}

/**
 * A line chart of daily series with its key. Each key switches its line on and off and shows
 * its value on the day under the pointer (today otherwise). The canvas is hidden from assistive
 * technology, which reads the same numbers from a table instead.
 */
export function TimeChart({ title, description, chart }: TimeChartProps) {
  const id = useId();
  const target = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [cursor, setCursor] = useState<number | null>(null);

  useEffect(() => {
    if (!target.current) return;
    const plot = drawChart(target.current, chart, hidden, setCursor);
    return plot.destroy;
  }, [chart, hidden]);

  const toggle = (index: number) => {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  };
  const day = cursor ?? chart.days.length - 1;
  const dayName = chart.days[day];
  return (
    <section className="dashboard-panel dashboard-chart" aria-labelledby={`${id}-title`}>
      <header className="dashboard-panel__header">
        <h2 id={`${id}-title`} className="dashboard-panel__title">
          {title}
        </h2>
        <p className="dashboard-panel__description">{description}</p>
      </header>
      <div className="dashboard-chart__key">
        <p className="dashboard-chart__day" aria-hidden="true">
          {dayName === undefined ? '' : cursor === null ? `Today, ${formatDay(dayName)}` : formatDay(dayName)}
        </p>
        <ul className="dashboard-legend" aria-label={`Lines of ${title}`}>
          {chart.series.map((series, index) => (
            <li key={series.label} className="dashboard-legend__item">
              <button
                type="button"
                className="dashboard-legend__toggle"
                aria-pressed={!hidden.has(index)}
                style={{ '--swatch': `var(${series.color})` } as CSSProperties}
                onClick={() => {
                  toggle(index);
                }}
              >
                <span className={series.dashed ? 'dashboard-legend__swatch dashboard-legend__swatch--dashed' : 'dashboard-legend__swatch'} aria-hidden="true" />
                {series.label}
              </button>
              <span className="dashboard-legend__value" aria-hidden="true">
                {formatCount(series.values[day])}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div ref={target} className="dashboard-chart__plot" aria-hidden="true" />
      {/* The box is hidden, not the table: a table ignores the width that hides it and widens the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{`${title}, per day`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {chart.series.map((series) => (
                <th key={series.label} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.days.map((date, index) => (
              <tr key={date}>
                <th scope="row">{formatDay(date)}</th>
                {chart.series.map((series) => (
                  <td key={series.label}>{formatCount(series.values[index])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
