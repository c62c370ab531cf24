/**
 * Draws a ChartSpec with uPlot on a canvas. The one module that loads uPlot, so it comes only
 * with the dashboard's chunk, and tests (jsdom has no canvas) replace this module alone.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCompact, formatDay } from '../lib/format';
import type { ChartScale, ChartSpec } from '../lib/charts';

export interface Plot {
  destroy: () => void;
}

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const LABEL_FONT = `600 ${FONT}`;
/** Whole counts only: 1, 2, 5, 10, 20, 50… */
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();
/** Ticks every day, two days, three, a week or two, as the width allows. */
const DAY_STEPS = [1, 2, 3, 7, 14];

/** From zero to a round number above the highest value. */
function fromZero(_plot: uPlot, _min: number, max: number): uPlot.Range.MinMax {
  const [, top] = uPlot.rangeNum(0, Math.max(max, 1), 0.1, true);
  return [0, top];
}

/** Ticks counted back from the last day, so today always has one. */
function fromToday(_plot: uPlot, _axis: number, min: number, max: number, step: number): number[] {
  const splits: number[] = [];
  for (let day = max; day >= min; day -= step) splits.unshift(day);
  return splits;
}

/**
 * Draws `chart` into `target`, sized to it and following its size; `hidden` are the series
 * the reader switched off; `onCursor` is told the day under the pointer (null when it leaves).
 */
export function drawChart(target: HTMLElement, chart: ChartSpec, hidden: ReadonlySet<number>, onCursor: (day: number | null) => void): Plot {
  const style = getComputedStyle(target);
  const colour = (property: string) => style.getPropertyValue(property).trim() || '#14213d';
  const text = colour('--color-muted');
  const grid = colour('--color-border');
  const valueAxis = (scale: ChartScale, label: string): uPlot.Axis => ({
    scale,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- uPlot's Axis.Side (3 left, 1 right) is an ambient const enum: with isolated modules it has no value to name
    side: scale === 'left' ? 3 : 1,
    label,
    labelFont: LABEL_FONT,
    labelSize: 20,
    font: FONT,
    stroke: text,
    size: 48,
    incrs: COUNT_STEPS,
    values: (_plot, splits) => splits.map(formatCompact),
    grid: { show: scale === 'left', stroke: grid, width: 1 },
    ticks: { show: false },
  });
  const axes: uPlot.Axis[] = [
    {
      font: FONT,
      stroke: text,
      space: 56,
      incrs: DAY_STEPS,
      splits: fromToday,
      values: (_plot, splits) => splits.map((index) => formatDay(chart.days[index] ?? '')),
      grid: { show: false },
      ticks: { stroke: grid, width: 1, size: 4 },
    },
    valueAxis('left', chart.axes.left),
  ];
  if (chart.axes.right !== null) axes.push(valueAxis('right', chart.axes.right));
  const options: uPlot.Options = {
    width: Math.max(target.clientWidth, 1),
    height: Math.max(target.clientHeight, 1),
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    scales: { x: { time: false, range: [0, Math.max(chart.days.length - 1, 1)] }, left: { range: fromZero }, right: { range: fromZero } },
    series: [
      {},
      ...chart.series.map(
        (series, index): uPlot.Series => ({
          label: series.label,
          scale: series.scale,
          stroke: colour(series.color),
          width: 2,
          dash: series.dashed ? [6, 4] : [],
          show: !hidden.has(index),
          spanGaps: false,
          points: { show: false },
        }),
      ),
    ],
    axes,
    hooks: {
      setCursor: [
        (plot) => {
          onCursor(plot.cursor.idx ?? null);
        },
      ],
    },
  };
  const data: uPlot.AlignedData = [chart.days.map((_, index) => index), ...chart.series.map((series) => [...series.values])];
  const plot = new uPlot(options, data, target);
  const resize = new ResizeObserver(() => {
    plot.setSize({ width: Math.max(target.clientWidth, 1), height: Math.max(target.clientHeight, 1) });
  });
  resize.observe(target);
  return {
    destroy: () => {
      resize.disconnect();
      plot.destroy();
    },
  };
}
