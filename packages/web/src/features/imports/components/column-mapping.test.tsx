import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { savedMapping, saveMapping } from '../csv-mappings';
import { ColumnMapping } from './column-mapping';

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const COLUMNS = ['Day', 'Hour', 'Measure', 'Reading', 'Unit', 'Note'];
const SAMPLE = [['2026-11-02', '07:31', 'Weight', '181,4', 'lb', 'after the holidays']];

function setup(props: Partial<Parameters<typeof ColumnMapping>[0]> = {}) {
  const onMapped = vi.fn();
  const onCancel = vi.fn();
  render(
    <ColumnMapping
      fileName="health-log.csv"
      columns={COLUMNS}
      sample={SAMPLE}
      saved={null}
      onMapped={onMapped}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onMapped, onCancel, user: userEvent.setup() };
}

afterEach(() => {
  i18n.activate('en');
  window.localStorage.clear();
});

describe('the column-mapping step of a CSV of no known app', () => {
  it('shows the first rows and guesses the columns from their names; submitting gives the mapping', async () => {
    const { onMapped, user } = setup();
    const table = screen.getByRole('table', { name: 'The file’s first rows' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(COLUMNS);
    expect(screen.getByLabelText('Date')).toHaveDisplayValue('Day');
    expect(screen.getByLabelText('Time')).toHaveDisplayValue('Hour');
    expect(screen.getByLabelText(/Kind of measurement/)).toHaveDisplayValue('Measure');
    expect(screen.getByLabelText('Value')).toHaveDisplayValue('Reading');
    expect(screen.getByLabelText('Unit')).toHaveDisplayValue('Unit');
    await user.click(screen.getByRole('button', { name: 'Read the file with these columns' }));
    expect(onMapped).toHaveBeenCalledWith({ date: 0, time: 1, kind: 2, value: 3, unit: 4 });
  });

  it('offers one kind for every row with that kind’s units only, by keyboard', async () => {
    const { onMapped, user } = setup();
    const kind = screen.getByLabelText(/Kind of measurement/);
    await user.selectOptions(kind, 'Waist');
    const unit = screen.getByLabelText('Unit');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cm', 'in (inches)', ...COLUMNS]);
    // The unit column mapped before stays chosen until the member picks one unit.
    expect(unit).toHaveDisplayValue('Unit');
    await user.selectOptions(unit, 'in (inches)');
    await user.selectOptions(screen.getByLabelText('Time'), 'In the date column, or none');
    screen.getByRole('button', { name: 'Read the file with these columns' }).focus();
    await user.keyboard('{Enter}');
    expect(onMapped).toHaveBeenCalledWith({ date: 0, time: null, kind: 'waist', value: 3, unit: 'in' });
  });

  it('refuses one column for two things, and says so', async () => {
    const { onMapped, user } = setup();
    await user.selectOptions(screen.getByLabelText('Value'), 'Day');
    await user.click(screen.getByRole('button', { name: 'Read the file with these columns' }));
    expect(onMapped).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a different column for each of the date, the time, the kind and the value.')).toBeInTheDocument();
  });

  it('opens with the mapping remembered for the shape, and speaks French', async () => {
    i18n.activate('fr');
    const { onMapped, onCancel, user } = setup({ saved: { date: 0, time: null, kind: 'weight', value: 3, unit: 'lb' } });
    expect(screen.getByRole('heading', { name: 'Ce que contiennent les colonnes de health-log.csv' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Type de mesure/)).toHaveDisplayValue('Poids');
    expect(screen.getByLabelText('Unité')).toHaveDisplayValue('lb (livres)');
    await user.click(screen.getByRole('button', { name: 'Lire le fichier avec ces colonnes' }));
    expect(onMapped).toHaveBeenCalledWith({ date: 0, time: null, kind: 'weight', value: 3, unit: 'lb' });
    await user.click(screen.getByRole('button', { name: 'Choisir un autre fichier' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('mappings remembered on the device', () => {
  const mapping = { date: 0, time: 1, kind: 2, value: 3, unit: 4 };

  it('per member and per file shape, and kept when the member signs out', () => {
    saveMapping('member-a', '6-abc', mapping);
    expect(savedMapping('member-a', '6-abc')).toEqual(mapping);
    expect(savedMapping('member-b', '6-abc')).toBeNull();
    expect(savedMapping('member-a', '6-other')).toBeNull();
    storage.set('token', 't');
    storage.eraseSignedInState();
    expect(storage.get('token')).toBeNull();
    expect(savedMapping('member-a', '6-abc')).toEqual(mapping);
  });

  it('forgets the oldest shapes past twenty, and ignores what is not a mapping', () => {
    for (let i = 0; i < 22; i++) saveMapping('member-a', `s${i}`, mapping, 1000 + i);
    expect(savedMapping('member-a', 's0')).toBeNull();
    expect(savedMapping('member-a', 's1')).toBeNull();
    expect(savedMapping('member-a', 's21')).toEqual(mapping);
    storage.set(
      'wellpath.import.csv-mappings.member-c',
      JSON.stringify({ x: { date: 'a', value: 1, time: null, kind: 'glucose', unit: 'x' } }),
    );
    expect(savedMapping('member-c', 'x')).toBeNull();
    storage.set('wellpath.import.csv-mappings.member-d', 'not json');
    expect(savedMapping('member-d', 'x')).toBeNull();
  });
});
