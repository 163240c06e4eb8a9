import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { mockFetch, type CallHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ESTIMATE, LDL_NOT_APPLICABLE, MISSING, NOT_APPLICABLE } from '@/test/heart-risk-fixtures';
import { HeartRiskPage } from './heart-risk-page';

const URL = 'GET /api/healthtracking/heart-risk';

function renderPage(risk: HeartRisk | CallHandler<'GET /healthtracking/heart-risk'>, route = '/heart-risk') {
  const fetch = mockFetch({ [URL]: typeof risk === 'function' || !('inputs' in risk) ? risk : { body: risk } });
  return { ...renderWithProviders(<HeartRiskPage />, { route, path: '/heart-risk' }), fetch };
}

describe('HeartRiskPage', () => {
  it('shows the risk with its category in words, the heart age, and says what the estimate is and is not', async () => {
    renderPage(ESTIMATE);
    const result = await screen.findByTestId('heart-risk-result');
    expect(within(result).getByText('10.5 %')).toBeInTheDocument();
    expect(within(result).getByText('Intermediate risk')).toBeInTheDocument();
    expect(result).toHaveTextContent('Intermediate risk means 10 to 19.9 %');
    expect(result).toHaveTextContent('Heart age: 73');
    expect(result).toHaveTextContent('(you are 61)');
    const about = screen.getByTestId('heart-risk-about');
    expect(about).toHaveTextContent('estimate from a population model');
    expect(about).toHaveTextContent('not a diagnosis');
    expect(about).toHaveTextContent('Talk with your care team');
    expect(screen.getByRole('heading', { level: 1, name: 'My heart risk' })).toBeInTheDocument();
  });

  it('says when the estimate is on treatment, naming the medications of the list (decision 0089)', async () => {
    renderPage({ ...ESTIMATE, onTreatment: ['Amlodipine', 'Rosuvastatin'] });
    const note = await screen.findByTestId('heart-risk-on-treatment');
    expect(note).toHaveTextContent('Your medication list says you take Amlodipine, Rosuvastatin.');
    expect(note).toHaveTextContent('it is no reason to change a medication');
  });

  it('says nothing of treatment without treating medications', async () => {
    renderPage(ESTIMATE);
    await screen.findByTestId('heart-risk-result');
    expect(screen.queryByTestId('heart-risk-on-treatment')).toBeNull();
  });

  it('writes the risk to one decimal rounded half up, beside the category read from that figure', async () => {
    renderPage({ ...ESTIMATE, riskPercent: 9.95, category: 'intermediate' });
    const result = await screen.findByTestId('heart-risk-result');
    expect(within(result).getByText('10.0 %')).toBeInTheDocument();
    expect(result).toHaveTextContent('Intermediate risk means 10 to 19.9 %');
    expect(result).toHaveTextContent('About 10 in 100 people');
  });

  it('lists the inputs used with their values, sources and dates', async () => {
    renderPage(ESTIMATE);
    // Cholesterol as typed (mg/dL), which the estimate reads, with the mmol/L beside it.
    expect(await screen.findByTestId('input-totalCholesterol')).toHaveTextContent(
      '180 mg/dL (4.65 mmol/L)Your latest lab result, February 10, 2026',
    );
    expect(screen.getByTestId('input-hdlCholesterol')).toHaveTextContent('1.20 mmol/LYour latest lab result');
    expect(screen.getByTestId('input-systolic')).toHaveTextContent('124 mm HgYour 7-day home average (4 readings), March 9, 2026');
    expect(screen.getByTestId('input-age')).toHaveTextContent('61 yearsYour date of birth, born March 1, 1965');
    expect(screen.getByTestId('input-smoker')).toHaveTextContent('Smokes');
    expect(screen.getByTestId('input-sex')).toHaveTextContent('FemaleYour profile');
    // A home average exists: no field to type a value.
    expect(screen.queryByLabelText(/Systolic blood pressure \(top number\)/)).not.toBeInTheDocument();
  });

  it('links each scenario to its programme', async () => {
    renderPage(ESTIMATE);
    const smoking = await screen.findByTestId('scenario-smoking');
    expect(smoking).toHaveTextContent('Not smoking: 6.3 % (low risk)');
    expect(within(smoking).getByRole('link', { name: 'Smoke-Free Start' })).toHaveAttribute('href', '/programs/p-smoke');
    expect(within(screen.getByTestId('scenario-systolic')).getByRole('link', { name: 'Lower-Sodium Kitchen' })).toHaveAttribute(
      'href',
      '/programs/p-sodium',
    );
  });

  it('says what is missing with a link to where to add each, and gives no number', async () => {
    renderPage(MISSING);
    const result = await screen.findByTestId('heart-risk-result');
    expect(result).toHaveTextContent('Your estimate needs a few more details');
    expect(result).not.toHaveTextContent('%');
    const list = within(result).getByRole('list', { name: 'What is missing' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByRole('link', { name: 'Add a lab result for total cholesterol' })).toHaveAttribute('href', '/blood-results');
    expect(within(list).getByRole('link', { name: 'Answer the smoking question of your health profile' })).toHaveAttribute(
      'href',
      '/surveys/health-profile/start',
    );
    expect(within(screen.getByTestId('input-sex')).getByRole('link', { name: 'Add your sex to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('offers the estimate without blood tests when only the cholesterol is missing, labelled, with the BMI it read', async () => {
    renderPage({
      ...MISSING,
      missing: MISSING.missing.filter((m) => m.input === 'totalCholesterol'),
      withoutLabs: { riskPercent: 13.37, category: 'intermediate', bmi: { value: 25, date: '2026-11-20' } },
    });
    const office = await screen.findByTestId('heart-risk-without-labs');
    expect(office).toHaveTextContent('Your 10-year risk without blood tests');
    expect(office).toHaveTextContent('13.4 %');
    expect(office).toHaveTextContent('Intermediate risk');
    expect(office).toHaveTextContent('it uses your BMI (25.0, from your weight on November 20, 2026) in place of your cholesterol');
    expect(office).toHaveTextContent('Add a lipid result (total and HDL cholesterol) for the full estimate.');
    // The full estimate still says what it needs.
    expect(within(screen.getByTestId('heart-risk-result')).getByRole('list', { name: 'What is missing' })).toBeInTheDocument();
  });

  it('takes a typed systolic value when there is no home average, and asks the server with it', { timeout: 20_000 }, async () => {
    const withTyped: HeartRisk = {
      ...MISSING,
      inputs: { ...MISSING.inputs, systolic: { value: 142, date: null, source: 'The value you typed' } },
      missing: MISSING.missing.filter((m) => m.input !== 'systolic'),
    };
    const { user, fetch, router } = renderPage((req) => ({ body: req.url.includes('systolic=142') ? withTyped : MISSING }));
    const field = await screen.findByLabelText(/Systolic blood pressure \(top number\)/);
    await user.type(field, '300');
    await user.click(screen.getByRole('button', { name: 'Use this value' }));
    expect(await screen.findByText('Enter a whole number from 60 to 260 mm Hg.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '142');
    await user.click(screen.getByRole('button', { name: 'Use this value' }));
    expect(await screen.findByText('142 mm Hg')).toBeInTheDocument();
    expect(screen.getByTestId('input-systolic')).toHaveTextContent('The value you typed');
    expect(fetch.requests.some((r) => r.url.endsWith('/api/healthtracking/heart-risk?systolic=142'))).toBe(true);
    expect(router.state.location.search).toBe('?systolic=142');
  });

  it('reads a typed value from the address', async () => {
    const { fetch } = renderPage(MISSING, '/heart-risk?systolic=150');
    await screen.findByTestId('heart-risk-result');
    expect(fetch.requests[0]!.url).toContain('systolic=150');
    expect(screen.getByLabelText(/Systolic blood pressure \(top number\)/)).toHaveValue('150');
  });

  it('says why the estimate does not apply, with no number', async () => {
    renderPage(NOT_APPLICABLE);
    const result = await screen.findByTestId('heart-risk-result');
    expect(result).toHaveTextContent('Why there is no estimate');
    expect(result).toHaveTextContent(/heart disease or have had a stroke on record/);
    expect(result).not.toHaveTextContent('%');
    expect(screen.queryByLabelText(/Systolic blood pressure \(top number\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('Missing.')).not.toBeInTheDocument();
  });

  it('says that diabetes is known from a lab result, and of which day', async () => {
    renderPage({
      ...ESTIMATE,
      inputs: {
        ...ESTIMATE.inputs,
        diabetes: {
          value: true,
          date: '2026-02-20',
          source: 'Your lab result in the diabetes range (Diabetes Canada)',
          lab: { marker: 'Hemoglobin A1c (HbA1c)', value: 10.5, unit: '%', date: '2026-02-20' },
        },
      },
    });
    expect(await screen.findByTestId('input-diabetes')).toHaveTextContent(
      'DiabetesYesFrom your lab result of February 20, 2026: Hemoglobin A1c (HbA1c) 10.5 %',
    );
  });

  it('names the lab results a reason comes from', async () => {
    renderPage(LDL_NOT_APPLICABLE);
    const result = await screen.findByTestId('heart-risk-result');
    expect(result).toHaveTextContent(/recommends a statin/);
    const evidence = within(result).getByRole('list', { name: 'The lab results that say so' });
    expect(evidence).toHaveTextContent('From your lab result of February 10, 2026: LDL cholesterol 5.02 mmol/L');
    expect(within(screen.getByTestId('heart-risk-result')).queryByRole('list', { name: 'What is missing' })).not.toBeInTheDocument();
  });

  it('says when the estimate could not be loaded', async () => {
    renderPage({ status: 500, body: { message: 'boom' } });
    expect(await screen.findByText(/Failed to load your heart risk estimate/)).toBeInTheDocument();
  });

  it('speaks French: the risk with a decimal comma, its category and the advice to call 911', async () => {
    i18n.activate('fr');
    renderPage(ESTIMATE);
    const result = await screen.findByTestId('heart-risk-result');
    expect(within(result).getByText('10,5 %')).toBeInTheDocument();
    expect(within(result).getByText('Risque intermédiaire')).toBeInTheDocument();
    expect(result).toHaveTextContent('signifie 10 à 19,9 %');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon risque cardiovasculaire' })).toBeInTheDocument();
    expect(screen.getByTestId('heart-risk-about')).toHaveTextContent('composez le 911');
    expect(screen.getByTestId('input-totalCholesterol')).toHaveTextContent('180 mg/dL (4,65 mmol/L)');
    expect(screen.getByTestId('scenario-smoking')).toHaveTextContent('6,3 % (risque faible)');
  });

  it("writes a heart age beyond the range shown in the reader's language", async () => {
    i18n.activate('fr');
    renderPage({ ...ESTIMATE, heartAge: { years: 80, text: 'over 80' } });
    expect(await screen.findByTestId('heart-risk-result')).toHaveTextContent('Âge du cœur : plus de 80');
  });

  it('speaks French about the lab results a reason comes from', async () => {
    i18n.activate('fr');
    renderPage({
      ...LDL_NOT_APPLICABLE,
      notApplicableReason: {
        ...LDL_NOT_APPLICABLE.notApplicableReason!,
        evidence: [{ marker: 'Cholestérol LDL', value: 5.02, unit: 'mmol/L', date: '2026-02-10' }],
      },
    });
    const evidence = await screen.findByRole('list', { name: 'Les résultats sanguins qui l’indiquent' });
    expect(evidence).toHaveTextContent('D’après votre résultat sanguin du 10 février 2026 : Cholestérol LDL 5,02 mmol/L');
  });
});
