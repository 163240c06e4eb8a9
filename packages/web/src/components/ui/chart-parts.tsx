import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

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
  const [first, ...values] = columns;
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
          {open ? 'Hide data table' : 'Show data table'}
        </button>
      </div>
      <div id={tableId} className={open ? 'mt-3 overflow-x-auto' : 'sr-only'}>
        <table className="w-full min-w-[16rem] text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {first}
              </th>
              {values.map((c) => (
                <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
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
