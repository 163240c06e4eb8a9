import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { metabolicSyndrome, type MetabolicInputs, type MetabolicSyndrome } from '@wellpath/shared/health/metabolic';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MetabolicCriteria, MetabolicVerdict } from './metabolic-criteria';

const none = { medications: [], healthProfile: false };
const base: MetabolicInputs = {
  today: '2026-11-21',
  sex: 'male',
  population: 'europid',
  waist: null,
  triglycerides: null,
  hdl: null,
  bloodPressure: null,
  fastingGlucose: null,
  treatment: { triglyceridesOrHdl: none, bloodPressure: none, glucose: none },
};
const wire = (x: Partial<MetabolicInputs>): MetabolicSyndrome => ({
  ...metabolicSyndrome({ ...base, ...x }),
  population: { key: 'europid', chosen: false },
  sex: 'male',
});
const day = '2026-11-12';

describe('the metabolic syndrome criteria', { timeout: 20_000 }, () => {
  afterEach(() => i18n.activate('en'));

  it('never says the criteria are met with two met and some unknown; says what is missing', () => {
    const s = wire({ waist: { value: 99, date: day }, triglycerides: { value: 2, date: day } });
    renderWithProviders(<MetabolicVerdict summary={s} reader="member" />);
    const verdict = screen.getByTestId('metabolic-verdict');
    expect(verdict).toHaveAttribute('data-status', 'incomplete');
    expect(verdict).toHaveTextContent('Not enough is known to say yet: 3 criteria are still missing.');
    expect(verdict).not.toHaveTextContent(/are met\./);
  });

  it('words three met calmly, as a group of risk factors and not an illness', () => {
    const s = wire({ waist: { value: 99, date: day }, triglycerides: { value: 2, date: day }, hdl: { value: 0.8, date: day } });
    renderWithProviders(<MetabolicVerdict summary={s} reader="member" />);
    expect(screen.getByTestId('metabolic-verdict')).toHaveTextContent(
      '3 of the 5 criteria of metabolic syndrome are met. Metabolic syndrome is not an illness in itself',
    );
  });

  it('shows each criterion with its state in words, the value and date, the cut-off and the treatment', () => {
    const s = wire({
      waist: { value: 99, date: day },
      hdl: { value: 1.2, date: day },
      bloodPressure: { systolic: 128.4, diastolic: 79.6, count: 4, date: '2026-11-20T08:00:00.000Z' },
      treatment: { ...base.treatment, glucose: { medications: ['Metformin'], healthProfile: false } },
    });
    renderWithProviders(<MetabolicCriteria summary={s} reader="member" />);
    const item = (key: string) => document.querySelector(`[data-criterion="${key}"]`) as HTMLElement;
    expect(item('waist')).toHaveTextContent('Criterion met');
    expect(item('waist')).toHaveTextContent('99 cm on November 12, 2026');
    expect(item('waist')).toHaveTextContent('Counts at 94 cm or more');
    expect(item('hdl')).toHaveTextContent('Criterion not met');
    expect(item('blood_pressure')).toHaveTextContent('128/80 mm Hg, average of 4 readings');
    expect(item('fasting_glucose')).toHaveTextContent('Counts as met because of treatment on the medication list: Metformin.');
    expect(within(item('triglycerides')).getByText('Not known yet')).toBeInTheDocument();
    expect(item('triglycerides')).toHaveTextContent('Add a blood test result to know this one.');
  });

  it('shows the value as the rule read it (93.98 cm is 94 and counts) and says an old result needs a recent one', () => {
    const s = wire({
      waist: { value: 93.98, date: day },
      triglycerides: { value: 1.2, date: '2025-06-01' },
      bloodPressure: { systolic: 129.6, diastolic: 84.6, count: 3, date: '2026-11-20T08:00:00.000Z' },
    });
    renderWithProviders(<MetabolicCriteria summary={s} reader="member" />);
    const item = (key: string) => document.querySelector(`[data-criterion="${key}"]`) as HTMLElement;
    expect(item('waist')).toHaveTextContent('94 cm on November 12, 2026');
    expect(item('waist')).toHaveTextContent('Criterion met');
    expect(item('blood_pressure')).toHaveTextContent('130/85 mm Hg');
    expect(item('blood_pressure')).toHaveTextContent('Criterion met');
    expect(item('triglycerides')).toHaveTextContent('Needs a recent result');
    expect(item('triglycerides')).toHaveTextContent('the latest one is too old to count');
    expect(item('triglycerides')).not.toHaveTextContent('Criterion not met');
  });

  it('speaks French', () => {
    i18n.activate('fr');
    const s = wire({ waist: { value: 99, date: day } });
    renderWithProviders(
      <>
        <MetabolicVerdict summary={s} reader="member" />
        <MetabolicCriteria summary={s} reader="member" />
      </>,
    );
    expect(screen.getByTestId('metabolic-verdict')).toHaveTextContent(
      'On n’en sait pas encore assez pour conclure : 4 critères manquent encore.',
    );
    expect(document.querySelector('[data-criterion="waist"]')).toHaveTextContent('Critère rempli');
    expect(document.querySelector('[data-criterion="waist"]')).toHaveTextContent('Compte à partir de 94 cm');
  });
});
