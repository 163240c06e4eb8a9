import { useLingui } from '@lingui/react/macro';
import { formatter, toDate } from '@/lib/dates';
import type { LineChartBand, LineChartBandTone, LineChartReferenceLine, LineChartTone } from './line-chart';
import { CENSORED_SIGNS } from './censored-signs';
import type { ChartLayout, PlottedPoint, PlottedSeries } from './line-chart-layout';

export const TONES: Record<LineChartTone, { stroke: string; fill: string }> = {
  teal: { stroke: '#0f766e', fill: '#0f766e' },
  indigo: { stroke: '#4338ca', fill: '#4338ca' },
  amber: { stroke: '#b45309', fill: '#b45309' },
  rose: { stroke: '#be123c', fill: '#be123c' },
  slate: { stroke: '#475569', fill: '#475569' },
};

const BAND_TONES: Record<LineChartBandTone, { fill: string; text: string }> = {
  normal: { fill: 'rgba(22, 163, 74, 0.12)', text: '#166534' },
  caution: { fill: 'rgba(217, 119, 6, 0.14)', text: '#92400e' },
  danger: { fill: 'rgba(220, 38, 38, 0.12)', text: '#991b1b' },
  info: { fill: 'rgba(37, 99, 235, 0.10)', text: '#1e40af' },
  neutral: { fill: 'rgba(100, 116, 139, 0.12)', text: '#334155' },
};

const timeOfDay = formatter('en-CA', { hour: 'numeric', minute: '2-digit' });

interface ChartTextInput {
  title: string;
  description?: string;
  plotted: PlottedSeries[];
  all: PlottedPoint[];
  yUnit?: string;
  formatX: (x: string) => string;
  formatY: (y: number) => string;
}

/** What the chart says in words: values with their unit and sign, the rows' dates, the summary read after the title. */
export function useChartText({ description, plotted, all, yUnit, formatX, formatY }: ChartTextInput) {
  const { t } = useLingui();
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

  return {
    withUnit,
    pointWithUnit,
    rows,
    rowLabel,
    description: [description, summary].filter(Boolean).join(' '),
    /** A point's title (its tooltip): the series, when, the value, and its note (where it came from) when it has one. */
    pointTitle: (label: string, when: string, value: string, note?: string) =>
      note ? t`${label}, ${when}: ${value} (${note})` : t`${label}, ${when}: ${value}`,
    /** A point's value as written: with its sign when censored. */
    shownY: (p: Pick<PlottedPoint, 'y' | 'censored'>) => (p.censored ? `${CENSORED_SIGNS[p.censored]}\u00a0${formatY(p.y)}` : formatY(p.y)),
    dateColumn: t`Date`,
  };
}

export type ChartText = ReturnType<typeof useChartText>;

export function ChartBands({ bands, layout }: { bands: LineChartBand[]; layout: ChartLayout }) {
  const { plotLeft, plotRight, yOf, clampY, labelMeetsAPoint } = layout;
  return bands.map((band, i) => {
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
  });
}

export function XAxisTicks({ layout }: { layout: ChartLayout }) {
  const { xTicks, xOf, plotLeft, plotRight, plotBottom, tickLabel } = layout;
  return xTicks.map((p, i) => {
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
  });
}

export function ReferenceLines({ lines, layout }: { lines: LineChartReferenceLine[]; layout: ChartLayout }) {
  const { plotLeft, plotRight, yOf, clampY } = layout;
  return lines.map((line, i) => {
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
  });
}

/** One series: its line, a marker per point (a triangle for a censored value) and the values that fit. */
export function SeriesLine({ series: s, layout, text }: { series: PlottedSeries; layout: ChartLayout; text: ChartText }) {
  const { xOf, yOf } = layout;
  const tone = TONES[s.tone];
  const d = s.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xOf(p.t).toFixed(1)},${yOf(p.y).toFixed(1)}`).join(' ');
  const labelAll = s.points.length <= layout.maxValueLabels;
  return (
    <g data-series={s.id}>
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
                <title>{text.pointTitle(s.label, text.rowLabel(p.x), text.pointWithUnit(p), p.note)}</title>
              </path>
            ) : (
              <circle cx={cx} cy={cy} r={4.5} fill="#fff" stroke={tone.stroke} strokeWidth={2.5}>
                <title>{text.pointTitle(s.label, text.rowLabel(p.x), text.withUnit(p.y), p.note)}</title>
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
                {text.shownY(p)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
