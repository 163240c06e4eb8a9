import { Trans, useLingui } from '@lingui/react/macro';
import { ChartDataTable, ChartSvg, useChartWidth, YAxisGrid } from '@/components/ui/chart-parts';
import { niceTicks } from '@/components/ui/line-chart';
import { formatLongDate, formatter } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';

export interface WeeklyBar {
  week_start: string;
  value: number;
  /** Said after the value in the bar's title (its tooltip) and the table, e.g. the apps its values came from. */
  note?: string;
}

interface WeeklyBarChartProps {
  title: string;
  bars: WeeklyBar[];
  /** The weekly goal, drawn as a dashed line. */
  target: number;
  unit: string;
  height?: number;
}

const shortMonth = formatter('en-CA', { month: 'short' });

const MARGIN = { top: 26, right: 12, bottom: 40, left: 40 };

function dayParts(day: string): { day: string; month: string } {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y!, (m ?? 1) - 1, d ?? 1);
  return { day: String(date.getDate()), month: shortMonth().format(date) };
}

/**
 * Bars per week against a weekly goal line. Sized to its container so labels stay 12 px on a phone;
 * the week labels are a day number over the month; every value is written on its bar and in a table.
 */
export function WeeklyBarChart({ title, bars, target, unit, height = 230 }: WeeklyBarChartProps) {
  const { ref, width } = useChartWidth(640);
  const { t } = useLingui();

  const max = Math.max(target, ...bars.map((b) => b.value));
  const ticks = niceTicks(0, max, 4);
  const top = ticks[ticks.length - 1]!;
  const plotLeft = MARGIN.left;
  const plotRight = Math.max(plotLeft + 40, width - MARGIN.right);
  const plotTop = MARGIN.top;
  const plotBottom = height - MARGIN.bottom;
  const band = (plotRight - plotLeft) / Math.max(1, bars.length);
  const barWidth = Math.min(44, band * 0.62);
  const yOf = (v: number) => plotBottom - (v / (top || 1)) * (plotBottom - plotTop);

  const goal = formatNumber(target);
  const barText = (b: WeeklyBar) => {
    const day = formatLongDate(b.week_start);
    const value = formatNumber(b.value);
    return t`Week of ${day}: ${value} ${unit}`;
  };
  const summary = bars.map(barText).join('. ');

  return (
    <div className="w-full">
      <ChartSvg ref={ref} width={width} height={height} title={title} description={t`Goal: ${goal} ${unit} a week. ${summary}.`}>
        <YAxisGrid ticks={ticks} yOf={yOf} left={plotLeft} right={plotRight} unit={unit} />
        {bars.map((b, i) => {
          const cx = plotLeft + band * i + band / 2;
          const y = yOf(b.value);
          const met = b.value >= target;
          const parts = dayParts(b.week_start);
          const previous = i > 0 ? dayParts(bars[i - 1]!.week_start) : null;
          return (
            <g key={b.week_start} data-testid="chart-bar">
              <title>{b.note ? `${barText(b)} (${b.note})` : barText(b)}</title>
              {b.value > 0 && (
                <rect
                  x={cx - barWidth / 2}
                  y={y}
                  width={barWidth}
                  height={Math.max(1, plotBottom - y)}
                  rx={3}
                  fill={met ? '#0f766e' : '#5eead4'}
                  stroke="#0f766e"
                  strokeWidth={met ? 0 : 1}
                />
              )}
              <text x={cx} y={(b.value > 0 ? y : plotBottom) - 6} textAnchor="middle" fontSize={12} fontWeight={600} fill="#0f172a">
                {formatNumber(b.value)}
              </text>
              <text x={cx} y={plotBottom + 16} textAnchor="middle" fontSize={12} fill="#475569">
                {parts.day}
              </text>
              {(!previous || previous.month !== parts.month) && (
                <text x={cx} y={plotBottom + 31} textAnchor="middle" fontSize={11} fill="#64748b">
                  {parts.month}
                </text>
              )}
            </g>
          );
        })}
        <line x1={plotLeft} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke="#94a3b8" />
        <line
          data-testid="chart-target"
          x1={plotLeft}
          x2={plotRight}
          y1={yOf(target)}
          y2={yOf(target)}
          stroke="#b45309"
          strokeWidth={1.5}
          strokeDasharray="6 4"
        />
      </ChartSvg>
      <ChartDataTable
        title={title}
        columns={[t`Week of`, unit]}
        rows={bars.map((b) => ({
          key: b.week_start,
          label: formatLongDate(b.week_start),
          cells: [b.note ? `${formatNumber(b.value)} (${b.note})` : formatNumber(b.value)],
        }))}
        legend={
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm bg-teal-700" /> <Trans>Goal met</Trans>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm border border-teal-700 bg-teal-300" /> <Trans>Below goal</Trans>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <svg width="20" height="6" className="shrink-0">
                <line x1="0" x2="20" y1="3" y2="3" stroke="#b45309" strokeWidth="1.5" strokeDasharray="5 3" />
              </svg>
              <Trans>
                Goal: {goal} {unit}
              </Trans>
            </span>
          </p>
        }
      />
    </div>
  );
}
