import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Medication } from '@wellpath/shared/health/medications';
import { describe, expect, it } from 'vitest';
import { atorvastatin, medicationList } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { MedicationDailyCheck } from './daily-check';

const DAY = '2026-11-20';
const med = (over: Partial<Medication>): Medication =>
  atorvastatin({
    track_daily: true,
    adherence: { from: '2026-11-01', tracked_days: 19, taken_days: 18, percent: 95, taken_today: false, taken_on: ['2026-11-19'] },
    ...over,
  });
const list = medicationList;

describe('MedicationDailyCheck', () => {
  it('has a box for each medication in the check taken that day, and ticking it saves that day', async () => {
    const server = mockFetch({
      'GET /api/healthtracking/medications': {
        body: list([
          med({}),
          med({ _id: 'm2', name: 'Metformin', track_daily: false, adherence: null }),
          med({ _id: 'm3', name: 'Ramipril', stopped_on: '2026-11-10' }),
        ]),
      },
      [`PUT /api/healthtracking/medications/m1/taken/${DAY}`]: { body: med({}) },
    });
    renderWithProviders(<MedicationDailyCheck day={DAY} />);
    const box = await screen.findByRole('checkbox', { name: 'Atorvastatin: taken' });
    expect(box).not.toBeChecked();
    // Not in the check, or stopped before that day: no box.
    expect(screen.queryByRole('checkbox', { name: /Metformin/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Ramipril/ })).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(server.calls(`PUT /api/healthtracking/medications/m1/taken/${DAY}`)).toHaveLength(1));
  });

  it('shows a day already ticked as ticked, and unticking it removes the tick', async () => {
    const server = mockFetch({
      'GET /api/healthtracking/medications': { body: list([med({})]) },
      'DELETE /api/healthtracking/medications/m1/taken/2026-11-19': { body: med({}) },
    });
    renderWithProviders(<MedicationDailyCheck day="2026-11-19" />);
    const box = await screen.findByRole('checkbox', { name: 'Atorvastatin: taken' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(server.calls('DELETE /api/healthtracking/medications/m1/taken/2026-11-19')).toHaveLength(1));
  });

  it('says so when a tick could not be saved, and shows nothing before the check was turned on', async () => {
    mockFetch({
      'GET /api/healthtracking/medications': { body: list([med({})]) },
      [`PUT /api/healthtracking/medications/m1/taken/${DAY}`]: { status: 400, body: { message: 'The daily check was not saved' } },
    });
    const view = renderWithProviders(<MedicationDailyCheck day={DAY} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Atorvastatin: taken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The daily check could not be saved. Please try again.');
    view.unmount();
    renderWithProviders(<MedicationDailyCheck day="2026-10-31" />);
    await waitFor(() => expect(screen.queryByTestId('medication-daily-check')).toBeNull());
  });
});
