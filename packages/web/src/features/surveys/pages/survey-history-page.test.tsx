import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { detail, response, summary } from '../test/fixtures';
import { SurveyHistoryPage } from './survey-history-page';

function setup(scored: boolean, responses: ReturnType<typeof response>[]) {
  mockFetch({
    'GET /api/surveys/s1/responses': { body: { survey: summary({ scored, completions: responses.length }), responses } },
    'GET /api/surveys/s1': { body: detail({ scored }) },
  });
  return renderWithProviders(<SurveyHistoryPage />, { route: '/surveys/s1/history', path: '/surveys/:id/history' });
}

describe('SurveyHistoryPage', () => {
  it('lists completions newest first with a score chart, each opening to its answers', async () => {
    const { user } = setup(true, [
      response({
        _id: 'r2',
        score: 9,
        range_text: 'Mild',
        completed_at: '2026-05-02T15:00:00.000Z',
        answers: { smoking: 'smoke_yes', quit: 'quit_soon', conditions: ['cond_bp', 'cond_chol'], waist: 88.5, stress: 4 },
      }),
      response({ _id: 'r1', score: 14, range_text: 'Moderate', completed_at: '2026-02-01T15:00:00.000Z' }),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Health profile' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Health profile scores over time' })).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-point')).toHaveLength(2);

    const items = within(screen.getByRole('region', { name: 'Past results' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('May 2, 2026');
    expect(items[0]).toHaveTextContent('Score 9');
    expect(items[0]).toHaveTextContent('Mild');
    expect(items[1]).toHaveTextContent('February 1, 2026');

    const toggle = within(items[0]!).getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answers = within(items[0]!);
    expect(answers.getByText('Which conditions do you have?').nextSibling).toHaveTextContent('High blood pressure, High cholesterol');
    expect(answers.getByText('How do you feel about quitting?').nextSibling).toHaveTextContent('Within a month');
    expect(answers.getByText('What is your waist measurement?').nextSibling).toHaveTextContent('88.5 cm');
    expect(answers.getByText('How stressed do you feel?').nextSibling).toHaveTextContent('4 (Almost always)');
  });

  it('shows no chart for a survey without a score', async () => {
    setup(false, [response()]);
    expect(await screen.findByText('March 4, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has an empty state before the first completion', async () => {
    setup(true, []);
    expect(await screen.findByText("You haven't completed this survey yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Survey' })).toHaveAttribute('href', '/surveys/s1/start');
  });
});
