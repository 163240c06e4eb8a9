import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import type { MedicationList } from '@wellpath/shared/health/medications';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { afterEach, describe, expect, it } from 'vitest';
import { atorvastatin, medicationList } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MemberBody } from './member-body';
import { MemberMedications } from './member-medications';

const body: BodySummary = {
  measurements: [
    { _id: 'b2', kind: 'weight', value: 96.4, unit: 'kg', measured_at: '2026-11-20T08:00:00.000Z', source: 'fitbit' },
    { _id: 'b1', kind: 'waist', value: 104, unit: 'cm', measured_at: '2026-11-19T08:00:00.000Z' },
    { _id: 'b0', kind: 'weight', value: 98, unit: 'kg', measured_at: '2026-11-01T08:00:00.000Z', source: 'manual' },
  ],
  next_cursor: null,
  height_cm: 175,
  bmi: { shown: true, value: 31.5, category: 'obese_1', weight_kg: 96.4, height_cm: 175, measured_at: '2026-11-20T08:00:00.000Z' },
  waist: { known: true, value: 104, measured_at: '2026-11-19T08:00:00.000Z', threshold_cm: 102, increased_risk: true },
  weight_review: null,
  weight_change: null,
};

const meds: MedicationList = medicationList([atorvastatin({ started_on: '2024-01-01' })]);

describe('the body and medications in the care record', { timeout: 20_000 }, () => {
  afterEach(() => i18n.activate('en'));

  it('shows the BMI, the waist, the weight chart with its table and every measurement', async () => {
    mockFetch({ 'GET /api/staff/members/m1/body': { body } });
    renderAsStaff('clinician', <MemberBody memberId="m1" />, { route: '/care/members/m1' });
    const summary = await screen.findByTestId('care-body-summary');
    expect(summary).toHaveTextContent('BMI 31.5 (Obese class I)');
    expect(summary).toHaveTextContent('Waist 104 cm: at or above 102 cm (increased risk).');
    const table = screen.getByRole('table', { name: 'Body measurements' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('table', { name: /Weight over time/ })).toBeInTheDocument();
  });

  it('says where each measurement came from, in the table and the weight chart’s tooltips', async () => {
    mockFetch({ 'GET /api/staff/members/m1/body': { body } });
    renderAsStaff('clinician', <MemberBody memberId="m1" />, { route: '/care/members/m1' });
    const table = await screen.findByRole('table', { name: 'Body measurements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['The member, from Fitbit', 'The member', 'The member']);
    const titles = [...document.querySelectorAll('[data-testid="chart-point"] title')].map((t) => t.textContent);
    expect(titles.some((t) => t?.endsWith('96.4 kg (From Fitbit)'))).toBe(true);
    expect(titles.some((t) => t?.endsWith('98 kg'))).toBe(true);
  });

  it('lists the medications with class, ATC, dose and how often, and what they mean, in French too', async () => {
    mockFetch({ 'GET /api/staff/members/m1/medications': { body: meds } });
    i18n.activate('fr');
    renderAsStaff('clinician', <MemberMedications memberId="m1" />, { route: '/care/members/m1' });
    const row = await screen.findByRole('row', { name: /Atorvastatin/ });
    expect(row).toHaveTextContent('C10AA05');
    expect(row).toHaveTextContent('20 mg');
    expect(row).toHaveTextContent('Une fois par jour');
    expect(screen.getByTestId('care-medication-facts')).toHaveTextContent('Sous statine');
  });
});
