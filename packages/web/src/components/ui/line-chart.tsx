import { Trans } from '@lingui/react/macro';
import { ChartDataTable, ChartSvg, useChartWidth, YAxisGrid } from './chart-parts';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { chartLayout, plotSeries } from './line-chart-layout';
import { ChartBands, ReferenceLines, SeriesLine, TONES, useChartText, XAxisTicks } from './line-chart-parts';

export { niceTicks } from './line-chart-layout';

/** One measurement: `x` is a date (YYYY-MM-DD or an ISO timestamp), `y` the value. */
export interface LineChartPoint {
  x: string;
  y: number;
  /**
   * A censored value ("<0.3", ">90"): the result lies below or above `y`, which is the bound. Drawn
   * at the bound as a triangle pointing the way the result lies, and written with its sign.
   */
  censored?: '<' | '<=' | '>=' | '>';
  /** Said after the value in the point's title and the data table, e.g. where it came from ("From Withings"). */
  note?: string;
}

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

const DEFAULT_WIDTH = 640;

/** Whole numbers as they are, others to one decimal, written the reader's way ("5.2", "5,2"). */
function defaultFormatY(y: number): string {
  return Number.isInteger(y) ? formatNumber(y) : formatNumber(y, { min: 1, max: 1 });
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
  const hasData = series.some((s) => s.points.length > 0);
  const { ref, width } = useChartWidth(DEFAULT_WIDTH, hasData);
  const plotted = plotSeries(series);
  const all = plotted.flatMap((s) => s.points);
  const text = useChartText({ title, description, plotted, all, yUnit, formatX, formatY });

  if (all.length === 0) {
    return (
      <p className={cn('text-sm text-slate-600', className)}>
        <Trans>No data to show yet.</Trans>
      </p>
    );
  }

  const layout = chartLayout({ all, bands, referenceLines, yMin, yMax, width, height, formatXTick });
  const { ticks, yOf, plotLeft, plotRight, plotBottom } = layout;

  return (
    <div className={cn('w-full', className)}>
      <ChartSvg ref={ref} width={width} height={height} title={title} description={text.description} className="overflow-visible">
        <ChartBands bands={bands} layout={layout} />
        <YAxisGrid ticks={ticks} yOf={yOf} left={plotLeft} right={plotRight} format={formatY} unit={yUnit} />
        <line x1={plotLeft} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke="#94a3b8" strokeWidth={1} />
        <XAxisTicks layout={layout} />
        <ReferenceLines lines={referenceLines} layout={layout} />
        {plotted.map((s) => (
          <SeriesLine key={s.id} series={s} layout={layout} text={text} />
        ))}
      </ChartSvg>

      <ChartDataTable
        title={title}
        columns={[text.dateColumn, ...plotted.map((s) => (yUnit ? `${s.label} (${yUnit})` : s.label))]}
        rows={text.rows.map((row) => ({
          key: String(row.x),
          label: text.rowLabel(row.x),
          cells: plotted.map((s) => {
            const point = s.points.find((p) => p.x === row.x);
            return point ? (point.note ? `${text.shownY(point)} (${point.note})` : text.shownY(point)) : '–';
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
