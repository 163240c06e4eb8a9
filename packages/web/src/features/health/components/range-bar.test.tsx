import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatReferenceRange, rangeBarGeometry } from './blood-format';
import { RangeBar } from './range-bar';
import { StatusBadge } from './status-badge';

/** The component with the app's messages (the page tests get them from renderWithProviders). */
const render = (ui: React.ReactElement) =>
  renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const width = (el: HTMLElement) => parseFloat(el.style.width);
const left = (el: HTMLElement) => parseFloat(el.style.left);

describe('rangeBarGeometry', () => {
  it('puts a value inside a closed range within the normal band', () => {
    const g = rangeBarGeometry(5, { min: 4, max: 6 })!;
    expect(g.dot).toBeGreaterThan(g.bandLeft);
    expect(g.dot).toBeLessThan(g.bandRight);
    expect(g.bandLeft).toBeGreaterThan(0);
    expect(g.bandRight).toBeLessThan(100);
  });

  it('puts a low value left of the band and a high one right of it', () => {
    const low = rangeBarGeometry(3.5, { min: 4, max: 6 })!;
    expect(low.dot).toBeLessThan(low.bandLeft);
    const high = rangeBarGeometry(6.5, { min: 4, max: 6 })!;
    expect(high.dot).toBeGreaterThan(high.bandRight);
  });

  it('runs an open-ended range to the edge of the bar', () => {
    const noMin = rangeBarGeometry(3.1, { min: null, max: 3.49 })!;
    expect(noMin.bandLeft).toBe(0);
    expect(noMin.bandRight).toBeLessThan(100);
    const noMax = rangeBarGeometry(1.6, { min: 1.3, max: null })!;
    expect(noMax.bandLeft).toBeGreaterThan(0);
    expect(noMax.bandRight).toBe(100);
  });

  it('widens the scale for a value far outside the range, keeping the dot on the bar', () => {
    const g = rangeBarGeometry(12, { min: null, max: 3.49 })!;
    expect(g.hi).toBeGreaterThan(12);
    expect(g.dot).toBeLessThan(100);
    expect(g.dot).toBeGreaterThan(g.bandRight);
  });

  it('has nothing to draw without any bound', () => {
    expect(rangeBarGeometry(5, { min: null, max: null })).toBeNull();
  });
});

describe('formatReferenceRange', () => {
  it('writes each kind of range in words, at the marker decimals', () => {
    expect(formatReferenceRange({ min: 4, max: 6 }, 'mmol/L', 1)).toBe('4.0–6.0 mmol/L');
    expect(formatReferenceRange({ min: null, max: 40 }, 'U/L', 0)).toBe('40 U/L or less');
    // Under a guideline's "5.2 or higher": the guideline's number, as the advice writes it.
    expect(formatReferenceRange({ min: null, max: 5.19, below: 5.2 }, 'mmol/L', 2)).toBe('below 5.20 mmol/L');
    expect(formatReferenceRange({ min: 1.3, max: null }, 'mmol/L', 2)).toBe('1.30 mmol/L or more');
    expect(formatReferenceRange({ min: null, max: null }, 'mmol/L', 2)).toBeNull();
  });
});

describe('RangeBar', () => {
  it.each([
    ['low', 3.5, 'below the normal range'],
    ['normal', 5, 'within the normal range'],
    ['high', 6.5, 'above the normal range'],
  ] as const)('describes a %s value in words for screen readers', (status, value, words) => {
    render(<RangeBar value={value} unit="mmol/L" status={status} range={{ min: 4, max: 6 }} decimals={1} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(`${value.toFixed(1)} mmol/L, ${words} (4.0–6.0 mmol/L)`);
    expect(screen.getByText('Normal range: 4.0–6.0 mmol/L')).toBeInTheDocument();
  });

  it('draws the band to the left edge for a range with only a maximum', () => {
    render(<RangeBar value={4.2} unit="mmol/L" status="high" range={{ min: null, max: 3.49 }} decimals={2} />);
    const band = screen.getByTestId('range-band');
    expect(left(band)).toBe(0);
    expect(left(screen.getByTestId('range-dot'))).toBeGreaterThan(width(band));
    expect(screen.getByText('Normal range: 3.49 mmol/L or less')).toBeInTheDocument();
  });

  it('names the band’s end as the range is written: “below 5.20” ends at 5.20', () => {
    render(<RangeBar value={5.1} unit="mmol/L" status="normal" range={{ min: null, max: 5.19, below: 5.2 }} decimals={2} />);
    expect(screen.getByText('5.20')).toBeInTheDocument();
    expect(screen.queryByText('5.19')).not.toBeInTheDocument();
    expect(screen.getByText('Normal range: below 5.20 mmol/L')).toBeInTheDocument();
  });

  it('draws the band to the right edge for a range with only a minimum', () => {
    render(<RangeBar value={0.9} unit="mmol/L" status="low" range={{ min: 1.3, max: null }} decimals={2} />);
    const band = screen.getByTestId('range-band');
    expect(left(band) + width(band)).toBeCloseTo(100);
    expect(left(screen.getByTestId('range-dot'))).toBeLessThan(left(band));
    expect(screen.getByRole('img')).toHaveAccessibleName('0.90 mmol/L, below the normal range (1.30 mmol/L or more)');
  });

  it('says so when the marker has no reference range', () => {
    render(<RangeBar value={5} unit="U/L" status="normal" range={{ min: null, max: null }} />);
    expect(screen.getByText('No reference range for this marker.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it.each([
    ['high', 'High'],
    ['low', 'Low'],
    ['normal', 'Normal'],
  ] as const)('labels %s with a word and an icon, not colour alone', (status, label) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
