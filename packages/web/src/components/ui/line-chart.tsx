import { Trans, useLingui } from '@lingui/react/macro';
import { ChartDataTable, ChartSvg, useChartWidth, YAxisGrid } from './chart-parts';
import { cn } from '@/lib/class-names';
import { formatLongDate, formatter, toDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';

/** One measurement: `x` is a date (YYYY-MM-DD or an ISO timestamp), `y` the value. */
export interface LineChartPoint {
  x: string;
  y: number;
  /**
   * A censored value ("<0.3", ">90"): the result lies below or above `y`, which is the bound. Drawn
   * at the bound as a triangle pointing the way the result lies, and written with its sign.
   */
  censored?: '<' | '<=' | '>=' | '>';
}

/** The sign written before a censored value: "< 0.3", "≥ 60". */
export const CENSORED_SIGNS = { '<': '<', '<=': '≤', '>=': '≥', '>': '>' } as const;

export type LineChartTone = 'teal' | 'indigo' | 'amber' | 'rose' | 'slate';

export interface LineChartSeries {
  id: string;
  /** Names the line in the legend and the data table, e.g. "Systolic". */
  label: string;
  points: LineChartPoint[];
  tone?: LineChartTone;
}

export type LineChartBandTone = 'normal' | 'caution' | 'danger' | 'info' | 'neutral';

/** A shaded horizontal range, e.g. a reference range or a guideline target. */
export interface LineChartBand {
  from: number;
  to: number;
  label?: string;
  tone?: LineChartBandTone;
}

/** A dashed horizontal line at a value, e.g. a guideline threshold (explain it beside the chart). */
export interface LineChartReferenceLine {
  y: number;
  tone?: LineChartBandTone;
}

export interface LineChartProps {
  /** The chart's accessible name and the data table's caption. */
  title: string;
  /** One sentence read after the title, e.g. what a good trend looks like. */
  description?: string;
  series: LineChartSeries[];
  bands?: LineChartBand[];
  /** Dashed reference lines, e.g. a threshold of 130 and one of 80. */
  referenceLines?: LineChartReferenceLine[];
  /** Shown above the y axis and after values in the data table, e.g. "mmHg". */
  yUnit?: string;
  /** Long date label for the table and point titles (default: en-CA long date). */
  formatX?: (x: string) => string;
  /** Short date label under the x axis (default: "Mar 4", with the year when the data spans years). */
  formatXTick?: (x: string) => string;
  formatY?: (y: number) => string;
  /** Force the y axis to include these values (e.g. 0). */
  yMin?: number;
  yMax?: number;
  /** Height of the drawing in px (default 240). */
  height?: number;
  className?: string;
}

const TONES: Record<LineChartTone, { stroke: string; fill: string }> = {
  teal: { stroke: '#0f766e', fill: '#0f766e' },
  indigo: { stroke: '#4338ca', fill: '#4338ca' },
  amber: { stroke: '#b45309', fill: '#b45309' },
  rose: { stroke: '#be123c', fill: '#be123c' },
  slate: { stroke: '#475569', fill: '#475569' },
};
const SERIES_ORDER: LineChartTone[] = ['teal', 'indigo', 'amber', 'rose', 'slate'];

const BAND_TONES: Record<LineChartBandTone, { fill: string; text: string }> = {
  normal: { fill: 'rgba(22, 163, 74, 0.12)', text: '#166534' },
  caution: { fill: 'rgba(217, 119, 6, 0.14)', text: '#92400e' },
  danger: { fill: 'rgba(220, 38, 38, 0.12)', text: '#991b1b' },
  info: { fill: 'rgba(37, 99, 235, 0.10)', text: '#1e40af' },
  neutral: { fill: 'rgba(100, 116, 139, 0.12)', text: '#334155' },
};

const DAY = 86_400_000;
const MARGIN = { top: 28, right: 20, bottom: 34, left: 48 };
const DEFAULT_WIDTH = 640;

const shortDate = formatter('en-CA', { month: 'short', day: 'numeric' });
const timeOfDay = formatter('en-CA', { hour: 'numeric', minute: '2-digit' });
const shortDateWithYear = formatter('en-CA', { month: 'short', year: 'numeric' });

/** Whole numbers as they are, others to one decimal, written the reader's way ("5.2", "5,2"). */
function defaultFormatY(y: number): string {
  return Number.isInteger(y) ? formatNumber(y) : formatNumber(y, { min: 1, max: 1 });
}

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

interface PlottedPoint {
  x: string;
  y: number;
  t: number;
  censored?: LineChartPoint['censored'];
}

/**
 * A small accessible line chart over dates: responsive width, y-axis ticks, labelled points, optional
 * shaded bands and a data table (hidden visually until asked for, always read by screen readers).
 */
export function LineChart({
  title,
  description,
  series,
  bands = [],
  referenceLines = [],
  yUnit,
  formatX = formatLongDate,
  formatXTick,
  formatY = defaultFormatY,
  yMin,
  yMax,
  height = 240,
  className,
}: LineChartProps) {
  const { t } = useLingui();
  const hasData = series.some((s) => s.points.length > 0);
  const { ref, width } = useChartWidth(DEFAULT_WIDTH, hasData);

  const plotted = series.map((s, i) => ({
    ...s,
    tone: s.tone ?? SERIES_ORDER[i % SERIES_ORDER.length]!,
    points: s.points
      .flatMap((p): PlottedPoint[] => {
        const date = toDate(p.x);
        return date && Number.isFinite(p.y) ? [{ x: p.x, y: p.y, t: date.getTime(), censored: p.censored }] : [];
      })
      .sort((a, b) => a.t - b.t),
  }));
  const all = plotted.flatMap((s) => s.points);

  if (all.length === 0) {
    return (
      <p className={cn('text-sm text-slate-600', className)}>
        <Trans>No data to show yet.</Trans>
      </p>
    );
  }

  // Scales.
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
  const byLabel = new Map<string, PlottedPoint>();
  for (const p of [...all].sort((a, b) => a.t - b.t)) if (!byLabel.has(tickLabel(p.x))) byLabel.set(tickLabel(p.x), p);
  const uniqueDates = [...byLabel.values()];
  const maxTicks = Math.max(2, Math.floor((plotRight - plotLeft) / 84));
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

  const maxValueLabels = Math.max(2, Math.floor((plotRight - plotLeft) / 36));
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
  const withUnit = (y: number) => (yUnit ? `${formatY(y)} ${yUnit}` : formatY(y));
  /** A point's value with the unit, and its sign when censored ("< 0.3 mg/L"). */
  const pointWithUnit = (p: Pick<PlottedPoint, 'y' | 'censored'>) =>
    p.censored ? `${CENSORED_SIGNS[p.censored]}\u00a0${withUnit(p.y)}` : withUnit(p.y);

  // The table lists every date once, one column per series.
  const rows = [...new Map(all.map((p) => [p.x, p])).values()].sort((a, b) => a.t - b.t);
  // Several timestamps on one day are told apart by their time.
  const sameDay = new Set(rows.map((r) => formatX(r.x))).size < rows.length;
  const rowLabel = (x: string) => {
    const date = toDate(x);
    if (!(sameDay && x.includes('T') && date)) return formatX(x);
    const day = formatX(x);
    const time = timeOfDay().format(date);
    return t({ message: `${day}, ${time}`, comment: 'a date and a time of day in a chart' });
  };
  const summary = plotted
    .filter((s) => s.points.length > 0)
    .map((s) => {
      const first = s.points[0]!;
      const last = s.points[s.points.length - 1]!;
      const count = s.points.length;
      const label = s.label;
      const lastValue = pointWithUnit(last);
      const lastDate = formatX(last.x);
      if (count === 1) return t`${label}: ${lastValue} on ${lastDate}.`;
      const firstValue = pointWithUnit(first);
      const firstDate = formatX(first.x);
      return t`${label}: ${count} values from ${firstValue} on ${firstDate} to ${lastValue} on ${lastDate}.`;
    })
    .join(' ');

  const pointTitle = (label: string, when: string, value: string) => t`${label}, ${when}: ${value}`;
  /** A point's value as written: with its sign when censored. */
  const shownY = (p: Pick<PlottedPoint, 'y' | 'censored'>) =>
    p.censored ? `${CENSORED_SIGNS[p.censored]}\u00a0${formatY(p.y)}` : formatY(p.y);
  const dateColumn = t`Date`;

  return (
    <div className={cn('w-full', className)}>
      <ChartSvg
        ref={ref}
        width={width}
        height={height}
        title={title}
        description={[description, summary].filter(Boolean).join(' ')}
        className="overflow-visible"
      >
        {bands.map((band, i) => {
          const tone = BAND_TONES[band.tone ?? 'neutral'];
          const top = yOf(clampY(Math.max(band.from, band.to)));
          const bottom = yOf(clampY(Math.min(band.from, band.to)));
          return (
            <g key={`band-${i}`} data-testid="chart-band">
              <rect x={plotLeft} y={top} width={plotRight - plotLeft} height={Math.max(0, bottom - top)} fill={tone.fill} />
              {band.label && bottom - top >= 14 && !labelMeetsAPoint(band.label, top) && (
                <text x={plotRight - 6} y={top + 12} textAnchor="end" fontSize={11} fontWeight={600} fill={tone.text}>
                  {band.label}
                </text>
              )}
            </g>
          );
        })}

        <YAxisGrid ticks={ticks} yOf={yOf} left={plotLeft} right={plotRight} format={formatY} unit={yUnit} />
        <line x1={plotLeft} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke="#94a3b8" strokeWidth={1} />

        {xTicks.map((p, i) => {
          const x = xOf(p.t);
          const anchor =
            xTicks.length > 1 && i === 0 && x - plotLeft < 30
              ? 'start'
              : xTicks.length > 1 && i === xTicks.length - 1 && plotRight - x < 30
                ? 'end'
                : 'middle';
          return (
            <g key={`x-${p.x}`}>
              <line x1={x} x2={x} y1={plotBottom} y2={plotBottom + 4} stroke="#94a3b8" />
              <text x={x} y={plotBottom + 18} textAnchor={anchor} fontSize={12} fill="#475569">
                {tickLabel(p.x)}
              </text>
            </g>
          );
        })}

        {referenceLines.map((line, i) => {
          const tone = BAND_TONES[line.tone ?? 'neutral'];
          const y = yOf(clampY(line.y));
          return (
            <line
              key={`line-${i}`}
              data-testid="chart-reference-line"
              x1={plotLeft}
              x2={plotRight}
              y1={y}
              y2={y}
              stroke={tone.text}
              strokeWidth={1.5}
              strokeDasharray="6 4"
            />
          );
        })}

        {plotted.map((s) => {
          const tone = TONES[s.tone];
          const d = s.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xOf(p.t).toFixed(1)},${yOf(p.y).toFixed(1)}`).join(' ');
          const labelAll = s.points.length <= maxValueLabels;
          return (
            <g key={s.id} data-series={s.id}>
              {s.points.length > 1 && (
                <path d={d} fill="none" stroke={tone.stroke} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
              )}
              {s.points.map((p, i) => {
                const cx = xOf(p.t);
                const cy = yOf(p.y);
                const showLabel = labelAll || i === s.points.length - 1;
                return (
                  <g key={`${p.x}-${i}`} data-testid="chart-point">
                    {p.censored ? (
                      // At the bound, pointing the way the result lies: below (down) or above (up).
                      <path
                        data-testid="chart-censored-point"
                        d={
                          p.censored.startsWith('<')
                            ? `M${cx - 6},${cy - 4} L${cx + 6},${cy - 4} L${cx},${cy + 6} Z`
                            : `M${cx - 6},${cy + 4} L${cx + 6},${cy + 4} L${cx},${cy - 6} Z`
                        }
                        fill="#fff"
                        stroke={tone.stroke}
                        strokeWidth={2.5}
                        strokeLinejoin="round"
                      >
                        <title>{pointTitle(s.label, rowLabel(p.x), pointWithUnit(p))}</title>
                      </path>
                    ) : (
                      <circle cx={cx} cy={cy} r={4.5} fill="#fff" stroke={tone.stroke} strokeWidth={2.5}>
                        <title>{pointTitle(s.label, rowLabel(p.x), withUnit(p.y))}</title>
                      </circle>
                    )}
                    {showLabel && (
                      <text
                        x={cx}
                        y={cy - 10}
                        textAnchor="middle"
                        fontSize={12}
                        fontWeight={600}
                        fill={tone.fill}
                        paintOrder="stroke"
                        stroke="#fff"
                        strokeWidth={3}
                      >
                        {shownY(p)}
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
          );
        })}
      </ChartSvg>

      <ChartDataTable
        title={title}
        columns={[dateColumn, ...plotted.map((s) => (yUnit ? `${s.label} (${yUnit})` : s.label))]}
        rows={rows.map((row) => ({
          key: String(row.x),
          label: rowLabel(row.x),
          cells: plotted.map((s) => {
            const point = s.points.find((p) => p.x === row.x);
            return point ? shownY(point) : '–';
          }),
        }))}
        legend={
          plotted.length > 1 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              {plotted.map((s) => (
                <li key={s.id} className="inline-flex items-center gap-2">
                  <span className="inline-block h-0.5 w-5 rounded" style={{ backgroundColor: TONES[s.tone].stroke }} />
                  {s.label}
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
    </div>
  );
}
