import { formatter, toDate } from '@/lib/dates';
import type { LineChartBand, LineChartPoint, LineChartReferenceLine, LineChartSeries, LineChartTone } from './line-chart';

const DAY = 86_400_000;
const MARGIN = { top: 28, right: 20, bottom: 34, left: 48 };
const SERIES_ORDER: LineChartTone[] = ['teal', 'indigo', 'amber', 'rose', 'slate'];

const shortDate = formatter('en-CA', { month: 'short', day: 'numeric' });
const shortDateWithYear = formatter('en-CA', { month: 'short', year: 'numeric' });

/** Round tick values spanning [min, max] (about `count` of them). */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

export interface PlottedPoint {
  x: string;
  y: number;
  t: number;
  censored?: LineChartPoint['censored'];
  note?: string;
}

export type PlottedSeries = Omit<LineChartSeries, 'points' | 'tone'> & { tone: LineChartTone; points: PlottedPoint[] };

/** The series with their tones, and only the points that can be drawn (a date, a finite value), oldest first. */
export function plotSeries(series: LineChartSeries[]): PlottedSeries[] {
  return series.map((s, i) => ({
    ...s,
    tone: s.tone ?? SERIES_ORDER[i % SERIES_ORDER.length]!,
    points: s.points
      .flatMap((p): PlottedPoint[] => {
        const date = toDate(p.x);
        return date && Number.isFinite(p.y) ? [{ x: p.x, y: p.y, t: date.getTime(), censored: p.censored, note: p.note }] : [];
      })
      .sort((a, b) => a.t - b.t),
  }));
}

interface LayoutInput {
  all: PlottedPoint[];
  bands: LineChartBand[];
  referenceLines: LineChartReferenceLine[];
  yMin?: number;
  yMax?: number;
  width: number;
  height: number;
  formatXTick?: (x: string) => string;
}

/** Where everything goes: the plot's edges, the scales, the y ticks and the x ticks that fit without colliding. */
export function chartLayout({ all, bands, referenceLines, yMin, yMax, width, height, formatXTick }: LayoutInput) {
  let tMin = Math.min(...all.map((p) => p.t));
  let tMax = Math.max(...all.map((p) => p.t));
  if (tMin === tMax) {
    tMin -= DAY;
    tMax += DAY;
  }
  const yValues = [...all.map((p) => p.y), ...bands.flatMap((b) => [b.from, b.to]), ...referenceLines.map((l) => l.y)];
  if (yMin !== undefined) yValues.push(yMin);
  if (yMax !== undefined) yValues.push(yMax);
  const ticks = niceTicks(Math.min(...yValues), Math.max(...yValues), height < 200 ? 3 : 4);
  const yLow = ticks[0]!;
  const yHigh = ticks[ticks.length - 1]!;

  const plotLeft = MARGIN.left;
  const plotRight = Math.max(plotLeft + 40, width - MARGIN.right);
  const plotTop = MARGIN.top;
  const plotBottom = height - MARGIN.bottom;
  const inset = 14; // keeps the first and last points off the axis lines
  const xOf = (t: number) => plotLeft + inset + ((t - tMin) / (tMax - tMin)) * (plotRight - plotLeft - 2 * inset);
  const yOf = (y: number) => plotBottom - ((y - yLow) / (yHigh - yLow || 1)) * (plotBottom - plotTop);
  const clampY = (y: number) => Math.min(yHigh, Math.max(yLow, y));

  // X ticks: the data's own dates, thinned so labels never collide.
  const spansYears = tMax - tMin > 300 * DAY;
  const tickLabel =
    formatXTick ??
    ((x: string) => {
      const d = toDate(x);
      return d ? (spansYears ? shortDateWithYear : shortDate)().format(d) : x;
    });
  const xTicks = thinnedTicks(all, tickLabel, xOf, Math.max(2, Math.floor((plotRight - plotLeft) / 84)));

  // A band's name is written in its top right corner; next to a point (and its value above it) it
  // would read as that value's name ("1.30 Low" for a value on the edge of the band above), so it is
  // left out there: the legend under the chart names every band.
  const labelMeetsAPoint = (label: string, top: number) => {
    const right = plotRight;
    const left = plotRight - 12 - label.length * 7;
    return all.some((p) => {
      const x = xOf(p.t);
      const y = yOf(p.y);
      return x >= left - 8 && x <= right + 8 && y >= top - 12 && y <= top + 36;
    });
  };

  return {
    ticks,
    plotLeft,
    plotRight,
    plotBottom,
    xOf,
    yOf,
    clampY,
    tickLabel,
    xTicks,
    maxValueLabels: Math.max(2, Math.floor((plotRight - plotLeft) / 36)),
    labelMeetsAPoint,
  };
}

export type ChartLayout = ReturnType<typeof chartLayout>;

/** One tick per date label, at most `maxTicks` evenly spread, none closer than a label's width. */
function thinnedTicks(all: PlottedPoint[], tickLabel: (x: string) => string, xOf: (t: number) => number, maxTicks: number) {
  const byLabel = new Map<string, PlottedPoint>();
  for (const p of [...all].sort((a, b) => a.t - b.t)) if (!byLabel.has(tickLabel(p.x))) byLabel.set(tickLabel(p.x), p);
  const uniqueDates = [...byLabel.values()];
  const evenTicks =
    uniqueDates.length <= maxTicks
      ? uniqueDates
      : Array.from({ length: maxTicks }, (_, i) => uniqueDates[Math.round((i * (uniqueDates.length - 1)) / (maxTicks - 1))]!);
  // Dates close together in time (two readings a day apart) would print on top of each other.
  const MIN_TICK_GAP = 64;
  const xTicks: PlottedPoint[] = [];
  for (const [i, p] of evenTicks.entries()) {
    const last = xTicks[xTicks.length - 1];
    if (!last || xOf(p.t) - xOf(last.t) >= MIN_TICK_GAP) xTicks.push(p);
    // The newest date wins over its close neighbour, unless that neighbour is the first date.
    else if (i === evenTicks.length - 1 && xTicks.length > 1) xTicks[xTicks.length - 1] = p;
  }
  return xTicks;
}
