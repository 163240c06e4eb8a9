import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LineChart, niceTicks, type LineChartBand } from './line-chart';

/** The component under test with the app's messages (the test setup keeps English unless a test switches). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const series = [
  {
    id: 'systolic',
    label: 'Systolic',
    points: [
      { x: '2026-03-10', y: 128 },
      { x: '2026-03-01', y: 142 },
      { x: '2026-03-05', y: 135 },
    ],
  },
  {
    id: 'diastolic',
    label: 'Diastolic',
    points: [
      { x: '2026-03-01', y: 91 },
      { x: '2026-03-10', y: 82 },
    ],
  },
];

/** A chart of one blood marker in mmol/L: its values by date, and its bands if any. */
const markerChart = (title: string, label: string, values: Array<[string, number]>, bands?: LineChartBand[]) =>
  render(
    <LineChart
      title={title}
      series={[{ id: label.toLowerCase(), label, points: values.map(([x, y]) => ({ x, y })) }]}
      bands={bands}
      yUnit="mmol/L"
    />,
  );

describe('LineChart', () => {
  it('draws a labelled point for every value, as an image named by its title', () => {
    render(<LineChart title="Blood pressure" series={series} yUnit="mmHg" />);
    const chart = screen.getByRole('img', { name: 'Blood pressure' });
    expect(chart).toHaveAccessibleDescription(/Systolic: 3 values from 142 mmHg on March 1, 2026 to 128 mmHg on March 10, 2026\./);
    expect(within(chart).getAllByTestId('chart-point')).toHaveLength(5);
    for (const value of ['142', '135', '128', '91', '82']) expect(within(chart).getByText(value)).toBeInTheDocument();
  });

  it('has a data table, one row per date and one column per series, shown on request', async () => {
    const user = userEvent.setup();
    render(<LineChart title="Blood pressure" series={series} yUnit="mmHg" />);
    const table = screen.getByRole('table', { name: 'Blood pressure' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Systolic (mmHg)', 'Diastolic (mmHg)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['March 1, 202614291', 'March 5, 2026135–', 'March 10, 202612882']);

    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(table.parentElement).toHaveClass('sr-only');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
  });

  it('says a point’s note (where it came from) in its tooltip and the table', () => {
    render(
      <LineChart
        title="Weight"
        series={[
          {
            id: 'w',
            label: 'Weight',
            points: [
              { x: '2026-03-01', y: 82, note: 'From Withings' },
              { x: '2026-03-05', y: 81 },
            ],
          },
        ]}
        yUnit="kg"
      />,
    );
    const titles = [...document.querySelectorAll('[data-testid="chart-point"] title')].map((t) => t.textContent);
    expect(titles).toEqual(['Weight, March 1, 2026: 82 kg (From Withings)', 'Weight, March 5, 2026: 81 kg']);
    const table = screen.getByRole('table', { name: /Weight/ });
    expect(within(table).getByText('82 (From Withings)')).toBeInTheDocument();
  });

  it('shades bands with their labels', () => {
    markerChart(
      'LDL cholesterol',
      'LDL',
      [
        ['2026-01-01', 3.1],
        ['2026-06-01', 2.4],
      ],
      [{ from: 0, to: 2, label: 'Target', tone: 'normal' }],
    );
    expect(screen.getAllByTestId('chart-band')).toHaveLength(1);
    expect(screen.getByText('Target')).toBeInTheDocument();
  });

  it("leaves out a band's name where a point sits in its corner, so it never reads as that value's name", () => {
    markerChart(
      'HDL cholesterol',
      'HDL',
      [
        ['2025-12-02', 1.1],
        ['2026-05-31', 1.2],
        ['2026-11-13', 1.3],
      ],
      [
        { from: 0.5, to: 1.3, label: 'Low', tone: 'caution' },
        { from: 1.3, to: 3, label: 'Normal', tone: 'normal' },
      ],
    );
    expect(screen.getAllByTestId('chart-band')).toHaveLength(2);
    // The newest value (normal, on the edge) is in the low band's top right corner: no "Low" beside it.
    expect(screen.queryByText('Low')).not.toBeInTheDocument();
    expect(screen.getByText('Normal')).toBeInTheDocument();
  });

  it('says there is nothing to show without data', () => {
    render(<LineChart title="Scores" series={[{ id: 's', label: 'Score', points: [] }]} />);
    expect(screen.getByText('No data to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('speaks French: numbers, dates, its summary, the table and its toggle', async () => {
    i18n.activate('fr');
    const user = userEvent.setup();
    markerChart('Cholestérol LDL', 'LDL', [
      ['2026-01-01', 3.1],
      ['2026-06-01', 2.45],
    ]);
    const chart = screen.getByRole('img', { name: 'Cholestérol LDL' });
    expect(chart).toHaveAccessibleDescription('LDL\u00a0: 2 valeurs, de 3,1 mmol/L le 1 janvier 2026 à 2,5 mmol/L le 1 juin 2026.');
    expect(within(chart).getByText('3,1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cholestérol LDL' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'LDL (mmol/L)']);
    await user.click(screen.getByRole('button', { name: 'Afficher le tableau de données' }));
    expect(screen.getByRole('button', { name: 'Masquer le tableau de données' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says in French that there is nothing to show', () => {
    i18n.activate('fr');
    render(<LineChart title="Scores" series={[{ id: 's', label: 'Score', points: [] }]} />);
    expect(screen.getByText('Aucune donnée à afficher pour l’instant.')).toBeInTheDocument();
  });
});

describe('niceTicks', () => {
  it('spans the values with round steps', () => {
    expect(niceTicks(0, 27)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(82, 142)).toEqual([80, 100, 120, 140, 160]);
    expect(niceTicks(5, 5)[0]).toBeLessThan(5);
  });
});
