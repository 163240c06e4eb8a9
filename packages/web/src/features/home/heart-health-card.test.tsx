import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ESTIMATE, MISSING, NOT_APPLICABLE } from '@/test/heart-risk-fixtures';
import { HeartHealthCard } from './heart-health-card';

const URL = 'GET /api/healthtracking/heart-risk';

describe('HeartHealthCard', () => {
  it('shows the 10-year risk with its category in words and the heart age, linking to the page', async () => {
    mockFetch({ [URL]: { body: ESTIMATE } });
    renderWithProviders(<HeartHealthCard />);
    expect(screen.getByRole('heading', { level: 2, name: 'Heart health' })).toBeInTheDocument();
    const card = screen.getByTestId('heart-health-card');
    expect(await within(card).findByText('10.5 %')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate risk')).toBeInTheDocument();
    expect(card).toHaveTextContent('Heart age: 73');
    expect(within(card).getByRole('link', { name: 'See your heart risk' })).toHaveAttribute('href', '/heart-risk');
  });

  it('writes the risk to one decimal rounded half up, the figure its category is read from (9.95 is 10.0 %, intermediate)', async () => {
    mockFetch({ [URL]: { body: { ...ESTIMATE, riskPercent: 9.95, category: 'intermediate' } } });
    renderWithProviders(<HeartHealthCard />);
    const card = screen.getByTestId('heart-health-card');
    expect(await within(card).findByText('10.0 %')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate risk')).toBeInTheDocument();
  });

  it('says what is still needed', async () => {
    mockFetch({ [URL]: { body: MISSING } });
    renderWithProviders(<HeartHealthCard />);
    expect(await screen.findByText(/8 things are still needed: sex, total cholesterol/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your estimate' })).toHaveAttribute('href', '/heart-risk');
  });

  it('says when the estimate does not apply, with no number', async () => {
    mockFetch({ [URL]: { body: NOT_APPLICABLE } });
    renderWithProviders(<HeartHealthCard />);
    expect(await screen.findByText('A risk estimate does not apply to you.')).toBeInTheDocument();
    expect(screen.getByTestId('heart-health-card')).not.toHaveTextContent('%');
  });

  it('speaks French', async () => {
    i18n.activate('fr');
    mockFetch({ [URL]: { body: MISSING } });
    renderWithProviders(<HeartHealthCard />);
    expect(screen.getByRole('heading', { level: 2, name: 'Santé cardiaque' })).toBeInTheDocument();
    expect(await screen.findByText(/8 éléments manquent encore : sexe|8 éléments manquent encore :/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter votre estimation' })).toHaveAttribute('href', '/heart-risk');
  });
});
