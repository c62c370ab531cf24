/** The geometry and the spoken summary of a Sparkline. */
import { formatCount } from './format';

/** Room around the line, so its stroke and end dot are not cut off at the edges. */
const PAD = 3;

/** `Views per day, 30 days: 1,234 in all, lowest 0, highest 80, last 41`. */
export function sparklineSummary(label: string, values: readonly number[]): string {
  if (values.length === 0) return `${label}: no data`;
  const total = values.reduce((sum, value) => sum + value, 0);
  const days = values.length === 1 ? '1 day' : `${String(values.length)} days`;
  const last = values[values.length - 1] ?? 0;
  return `${label}, ${days}: ${formatCount(total)} in all, lowest ${formatCount(Math.min(...values))}, highest ${formatCount(Math.max(...values))}, last ${formatCount(last)}`;
}

/**
 * The points of the line, from the left edge to the right, the highest value at the top; a
 * level line lies at the bottom when it is zero, else across the middle.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number): [number, number][] {
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, index) => [
    values.length > 1 ? PAD + index * step : width / 2,
    span === 0 ? (low === 0 ? height - PAD : height / 2) : height - PAD - ((value - low) / span) * (height - 2 * PAD),
  ]);
}
