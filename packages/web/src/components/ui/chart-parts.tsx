import { Trans } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';
import { TableHead } from './table-head';

/** The rendered width of a chart's box, followed as the layout changes (SVG charts draw to it). */
export function useChartWidth<T extends HTMLElement = HTMLDivElement>(initial: number, remeasureWhen: unknown = null) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth((prev) => (prev === w ? prev : w));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [remeasureWhen]);
  return { ref, width };
}

interface ChartSvgProps {
  /** The box measured by useChartWidth; the drawing fills its width. */
  ref: Ref<HTMLDivElement>;
  width: number;
  height: number;
  /** The chart's accessible name. */
  title: string;
  /** Read after the title: what the chart shows, in words. */
  description: string;
  className?: string;
  children: ReactNode;
}

/** A chart's drawing: an image named by its title and described in words, as wide as its box. */
export function ChartSvg({ ref, width, height, title, description, className, children }: ChartSvgProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={cn('block max-w-full', className)}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {children}
      </svg>
    </div>
  );
}

interface YAxisGridProps {
  ticks: number[];
  /** The y coordinate of a value. */
  yOf: (value: number) => number;
  left: number;
  right: number;
  format?: (value: number) => string;
  /** Written above the axis, e.g. "mmHg". */
  unit?: string;
}

/** Horizontal grid lines at the y ticks, their values on the left, and the unit above them. */
export function YAxisGrid({ ticks, yOf, left, right, format = String, unit }: YAxisGridProps) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={`y-${tick}`}>
          <line x1={left} x2={right} y1={yOf(tick)} y2={yOf(tick)} stroke="#e2e8f0" strokeWidth={1} />
          <text x={left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="#475569">
            {format(tick)}
          </text>
        </g>
      ))}
      {unit && (
        <text x={2} y={12} textAnchor="start" fontSize={11} fontWeight={600} fill="#475569">
          {unit}
        </text>
      )}
    </>
  );
}

export interface ChartTableRow {
  key: string;
  label: ReactNode;
  cells: ReactNode[];
}

interface ChartDataTableProps {
  /** The chart's title, the table's caption. */
  title: string;
  /** The first column's heading, then one per value column. */
  columns: [string, ...string[]];
  rows: ChartTableRow[];
  /** The legend beside the toggle (hidden from screen readers: the table says it all). */
  legend?: ReactNode;
}

/**
 * Every chart's data as a table: always in the accessibility tree, shown on screen with
 * "Show data table". The chart itself is an image with a title and description.
 */
export function ChartDataTable({ title, columns, rows, legend }: ChartDataTableProps) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
        {legend ? <div aria-hidden="true">{legend}</div> : <span />}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((o) => !o)}
          className={cn('rounded font-semibold text-teal-800 underline-offset-2 hover:underline', focusRing)}
        >
          {open ? <Trans>Hide data table</Trans> : <Trans>Show data table</Trans>}
        </button>
      </div>
      <div id={tableId} className={open ? 'mt-3 overflow-x-auto' : 'sr-only'}>
        <table className="w-full min-w-[16rem] text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <TableHead columns={columns.map((label) => ({ label, className: 'pr-4' }))} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className="py-2 pr-4 font-medium text-slate-900">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
