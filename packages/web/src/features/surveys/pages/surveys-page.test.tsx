import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { summary } from '../test/fixtures';
import { SurveysPage } from './surveys-page';

describe('SurveysPage', () => {
  it('lists surveys with Take, or Retake and History after a completion, and marks drafts', async () => {
    mockFetch({
      'GET /api/surveys': {
        body: {
          surveys: [
            summary(),
            summary({
              _id: 's2',
              title: 'Alcohol check (AUDIT-C)',
              pillar: { _id: 'p1', name: 'Risky Substances', slug: 'risky-substances' },
              estimated_minutes: 1,
              question_count: 3,
              scored: true,
              completions: 2,
              last_completed_at: '2026-03-04T15:00:00.000Z',
              last_score: 5,
              last_range_text: 'Positive screen',
              has_draft: true,
            }),
          ],
        },
      },
    });
    renderWithProviders(<SurveysPage />, { route: '/surveys' });

    const first = (await screen.findByRole('heading', { name: 'Health profile' })).closest('li')!;
    expect(within(first).getByRole('link', { name: 'Take Health profile' })).toHaveAttribute('href', '/surveys/s1/start');
    expect(within(first).queryByRole('link', { name: /History/ })).not.toBeInTheDocument();
    expect(within(first).getByText(/About 5 minutes · 6 questions/)).toBeInTheDocument();

    const second = screen.getByRole('heading', { name: 'Alcohol check (AUDIT-C)' }).closest('li')!;
    expect(within(second).getByText('Risky Substances')).toBeInTheDocument();
    expect(within(second).getByText('Continue where you left off')).toBeInTheDocument();
    expect(within(second).getByText(/Last completed March 4, 2026/)).toBeInTheDocument();
    expect(within(second).getByText('Score 5')).toBeInTheDocument();
    expect(within(second).getByText('Positive screen')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Retake Alcohol check (AUDIT-C)' })).toHaveAttribute('href', '/surveys/s2/start');
    expect(within(second).getByRole('link', { name: 'History of Alcohol check (AUDIT-C)' })).toHaveAttribute('href', '/surveys/s2/history');
  });

  it('says so when the surveys cannot be loaded', async () => {
    mockFetch({ 'GET /api/surveys': { status: 500 } });
    renderWithProviders(<SurveysPage />, { route: '/surveys' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load surveys. Please try again later.');
  });

  it('has an empty state', async () => {
    mockFetch({ 'GET /api/surveys': { body: { surveys: [] } } });
    renderWithProviders(<SurveysPage />, { route: '/surveys' });
    expect(await screen.findByText('No surveys are available yet.')).toBeInTheDocument();
  });

  it('is in French when the app is, with the survey itself as the server sends it', async () => {
    i18n.activate('fr');
    mockFetch({ 'GET /api/surveys': { body: { surveys: [summary({ estimated_minutes: 1 })] } } });
    renderWithProviders(<SurveysPage />, { route: '/surveys' });

    const card = (await screen.findByRole('heading', { name: 'Health profile' })).closest('li')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Remplir Health profile' })).toHaveAttribute('href', '/surveys/s1/start');
    expect(within(card).getByText(/Environ 1 minute · 6 questions/)).toBeInTheDocument();
  });
});
