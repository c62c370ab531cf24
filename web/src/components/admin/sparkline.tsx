import { sparklinePoints, sparklineSummary } from './sparkline-geometry';

interface SparklineProps {
  /** One value per day, oldest first. */
  values: readonly number[];
  /** What the values count, for the summary a screen reader hears: `Views per day`. */
  label: string;
  /**
   * The image's name in place of that summary, when it would say too much (one in every row of
   * a table: `1,234 views in 30 days`).
   */
  summary?: string;
  width?: number;
  height?: number;
  className?: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A small line of a daily series, drawn in the current text colour, without axes: the trend at
 * a glance. It is one image to assistive technology, named by the series' summary.
 */
export function Sparkline({ values, label, summary, width = 120, height = 32, className }: SparklineProps) {
  const points = sparklinePoints(values, width, height).map(([x, y]) => [round(x), round(y)] as const);
  const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${String(x)} ${String(y)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <svg
      className={className ? `sparkline ${className}` : 'sparkline'}
      role="img"
      aria-label={summary ?? sparklineSummary(label, values)}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      width={width}
      height={height}
      focusable="false"
    >
      {first && last ? (
        <>
          <path
            className="sparkline__area"
            d={`${line} L${String(last[0])} ${String(height)} L${String(first[0])} ${String(height)} Z`}
            fill="currentColor"
            fillOpacity={0.12}
            stroke="none"
          />
          <path className="sparkline__line" d={line} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round" strokeLinecap="round" />
          <circle className="sparkline__dot" cx={last[0]} cy={last[1]} r={2.5} fill="currentColor" />
        </>
      ) : null}
    </svg>
  );
}
