import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TrackingCalendar } from './tracking-calendar';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactElement) => renderPlain(ui, { wrapper });

function ringClasses(element: Element): string[] {
  return [...element.classList].filter((c) => /^ring-/.test(c)).sort();
}

describe('TrackingCalendar', () => {
  it('outlines today exactly as its legend shows it, whether tracked or not', () => {
    const { container } = render(
      <TrackingCalendar
        idPrefix="t"
        startDay="2026-03-02"
        endDate="2026-03-30"
        today="2026-03-10"
        trackedDays={new Set(['2026-03-09'])}
        onSelectDay={() => {}}
      />,
    );
    const legend = within(screen.getByRole('list', { name: 'Calendar legend' }));
    const todaySwatch = legend.getByText('Today').querySelector('span')!;
    const notTrackedSwatch = legend.getByText('Not tracked').querySelector('span')!;

    const today = container.querySelector('[data-day="2026-03-10"]')!;
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(ringClasses(today)).toEqual(ringClasses(todaySwatch));
    // A day not tracked keeps its own outline.
    expect(ringClasses(container.querySelector('[data-day="2026-03-08"]')!)).toEqual(ringClasses(notTrackedSwatch));
  });

  it('keeps the amber outline on a tracked today', () => {
    const { container } = render(
      <TrackingCalendar idPrefix="t" startDay="2026-03-02" endDate="2026-03-30" today="2026-03-10" trackedDays={new Set(['2026-03-10'])} />,
    );
    const today = container.querySelector('[data-day="2026-03-10"]')!;
    expect(today).toHaveClass('bg-teal-700', 'ring-2', 'ring-amber-500');
    expect(today).not.toHaveClass('ring-slate-400');
    expect(within(today as HTMLElement).getByText(/tracked, today/)).toBeInTheDocument();
  });

  it('names the weekdays, the month and the legend in French', () => {
    i18n.activate('fr');
    const { container } = render(
      <TrackingCalendar idPrefix="t" startDay="2026-03-02" endDate="2026-03-30" today="2026-03-10" trackedDays={new Set(['2026-03-10'])} />,
    );
    expect(screen.getByText(/^mars 2026$/)).toBeInTheDocument();
    expect(screen.getByTitle('lundi')).toBeInTheDocument();
    const legend = within(screen.getByRole('list', { name: 'Légende du calendrier' }));
    expect(legend.getByText('Non noté')).toBeInTheDocument();
    const today = container.querySelector('[data-day="2026-03-10"]')!;
    expect(within(today as HTMLElement).getByText('mardi 10 mars 2026, noté, aujourd’hui')).toBeInTheDocument();
  });
});
