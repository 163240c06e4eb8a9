import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MedicationCatalogue } from '@wellpath/shared/health/medications';
import { atorvastatin, medicationList } from '@/test/api-fixtures';
import { mockFetch, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { MedicationsPage } from './medications-page';

const catalogue: MedicationCatalogue = {
  medications: [
    {
      key: 'atorvastatin',
      name: 'Atorvastatin',
      search: ['Atorvastatin', 'Atorvastatine', 'Lipitor'],
      drug_class: 'statin',
      atc: 'C10AA05',
      treats: 'High LDL cholesterol',
    },
    {
      key: 'ramipril',
      name: 'Ramipril',
      search: ['Ramipril', 'Altace'],
      drug_class: 'ace_inhibitor',
      atc: 'C09AA05',
      treats: 'High blood pressure',
    },
  ],
};
const statin = atorvastatin({ treats: 'High LDL cholesterol', started_on: '2024-03-01' });
const listOf = medicationList;

function renderPage(routes: Record<string, MockHandler>) {
  const fetch = mockFetch({ 'GET /api/healthtracking/medications/catalogue': { body: catalogue }, ...routes });
  return { ...renderWithProviders(<MedicationsPage />, { route: '/medications' }), fetch };
}

describe('MedicationsPage', () => {
  it('lists the medications with their class, ATC code, dose and start', async () => {
    renderPage({ 'GET /api/healthtracking/medications': { body: listOf([statin]) } });
    const row = await screen.findByTestId('medication');
    expect(row).toHaveTextContent('Atorvastatin');
    expect(row).toHaveTextContent('Statin · ATC C10AA05');
    expect(row).toHaveTextContent('20 mg, once a day');
    expect(row).toHaveTextContent('Since March 1, 2024');
  });

  it('finds a statin by its brand and sends its catalogue key with the dose', async () => {
    const { user, fetch } = renderPage({
      'GET /api/healthtracking/medications': { body: listOf([]) },
      'POST /api/healthtracking/medications': () => ({ status: 201, body: statin }),
    });
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    await user.type(within(form).getByLabelText(/^Medication/), 'lipi');
    await user.click(within(form).getByRole('button', { name: /Atorvastatin/ }));
    expect(within(form).getByTestId('medication-chosen')).toHaveTextContent('Statin · ATC C10AA05');
    await user.type(within(form).getByLabelText(/^Dose/), '20');
    await user.selectOptions(within(form).getByLabelText(/^How often/), 'once_daily');
    await user.click(within(form).getByRole('button', { name: 'Save medication' }));
    await waitFor(() => expect(fetch.calls('POST /api/healthtracking/medications')).toHaveLength(1));
    expect(fetch.calls('POST /api/healthtracking/medications')[0]!.body).toMatchObject({
      catalogue_key: 'atorvastatin',
      name: null,
      dose_amount: 20,
      dose_unit: 'mg',
      frequency: 'once_daily',
    });
    expect(await screen.findByText('Atorvastatin added.')).toBeInTheDocument();
  });

  it('keeps a name typed freely, and refuses a dose of -1 before sending it', async () => {
    const { user, fetch } = renderPage({
      'GET /api/healthtracking/medications': { body: listOf([]) },
      'POST /api/healthtracking/medications': (req) => ({ status: 201, body: { ...statin, ...(req.body as object), _id: 'm2' } }),
    });
    const form = await screen.findByRole('form', { name: 'Add a medication' });
    await user.type(within(form).getByLabelText(/^Medication/), 'Vitamin D');
    expect(within(form).getByText("Not in the clinic's list: it will be saved as you typed it.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Dose/), '-1');
    await user.click(within(form).getByRole('button', { name: 'Save medication' }));
    expect(await within(form).findByText('The dose must be more than 0 and at most 100000')).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/medications')).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^Dose/));
    await user.click(within(form).getByRole('button', { name: 'Save medication' }));
    await waitFor(() => expect(fetch.calls('POST /api/healthtracking/medications')).toHaveLength(1));
    expect(fetch.calls('POST /api/healthtracking/medications')[0]!.body).toMatchObject({
      catalogue_key: null,
      name: 'Vitamin D',
      dose_amount: null,
    });
  });

  it('deletes a medication with an undo', async () => {
    let medications = [statin];
    const { user } = renderPage({
      'GET /api/healthtracking/medications': () => ({ body: listOf(medications) }),
      'DELETE /api/healthtracking/medications/m1': () => {
        medications = [];
        return { status: 204 };
      },
      'POST /api/healthtracking/medications/m1/restore': () => {
        medications = [statin];
        return { body: statin };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Atorvastatin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this medication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('undo-toast');
    await user.click(within(toast).getByRole('button', { name: 'Undo deleting Atorvastatin' }));
    expect(await screen.findByText('Atorvastatin is back.')).toBeInTheDocument();
  });

  it('speaks Canadian French', async () => {
    i18n.activate('fr');
    renderPage({ 'GET /api/healthtracking/medications': { body: listOf([{ ...statin, name: 'Atorvastatine' }]) } });
    const row = await screen.findByTestId('medication');
    expect(row).toHaveTextContent('Statine · ATC C10AA05');
    expect(row).toHaveTextContent('20 mg, une fois par jour');
    expect(screen.getByRole('form', { name: 'Ajouter un médicament' })).toBeInTheDocument();
  });
});
