import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { response, summary } from '../test/fixtures';
import { SurveyCompletePage } from './survey-complete-page';

const source = { type: 'question_option' as const, question_text: 'Do you drink alcohol?', option_text: 'Yes' };

function setup<R = object>(route: string, routes?: MockRoutes<R>) {
  mockFetch({}, routes);
  return renderWithProviders(<SurveyCompletePage />, { route, path: '/surveys/:id/complete' });
}

describe('SurveyCompletePage', () => {
  it('puts an urgent alert first, then the score, and lists what was added with links', async () => {
    setup('/surveys/phq/complete?response=r9', {
      'GET /api/surveys/responses/r9': {
        body: response({
          _id: 'r9',
          survey_title: 'Mood check (PHQ-9)',
          score: 12,
          score_unit: 'points',
          range_text: 'Moderate depression',
          alerts: [
            { level: 'info', message: 'Your care team will review your answers.' },
            { level: 'urgent', message: 'If you are thinking about suicide, call or text 9-8-8. In immediate danger, call 911.' },
          ],
          outcomes: [
            { type: 'survey_added', survey_id: 's-audit', title: 'Alcohol check (AUDIT-C)', source },
            { type: 'recommendation', recommendation_id: 'rec1', title: 'Know your blood pressure', pillar_slug: null, source },
            {
              type: 'recommendation',
              recommendation_id: 'rec2',
              title: 'Try a mindful pause',
              pillar_slug: 'stress-management',
              source: { type: 'score_range', score: 12, range_text: 'Moderate' },
            },
            { type: 'program_suggested', suggestion_id: 'sg1', program_id: 'p7', title: 'Mindful Drinking: 30 Days', source },
          ],
          in_onboarding: true,
        }),
      },
    });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('call or text 9-8-8');
    expect(screen.getByRole('link', { name: '9-8-8' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(alerts[0]!.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for completing Mood check (PHQ-9)');
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('points')).toBeInTheDocument();
    expect(screen.getByText('Moderate depression')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your care team will review your answers.');

    expect(screen.getByRole('heading', { name: 'What was added for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alcohol check (AUDIT-C)' })).toHaveAttribute('href', '/surveys/s-audit/start');
    expect(screen.getAllByText('Added based on your answer "Yes" to "Do you drink alcohol?"')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Know your blood pressure' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Try a mindful pause' })).toHaveAttribute('href', '/lifestyle/stress-management');
    expect(screen.getByText('Added because your score of 12 is in the range "Moderate"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mindful Drinking: 30 Days' })).toHaveAttribute('href', '/programs/p7');

    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to surveys' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View history' })).toHaveAttribute('href', '/surveys/phq/history');
  });

  it('says under the urgent message that the care team was notified, and once acknowledged when they saw it', async () => {
    const urgentResponse = response({
      _id: 'r9',
      completed_at: '2026-03-04T15:00:00.000Z',
      alerts: [{ level: 'urgent', message: 'If you are thinking about suicide, call or text 9-8-8.' }],
    });
    setup('/surveys/phq/complete?response=r9', {
      'GET /api/surveys/responses/r9': { body: urgentResponse },
      'GET /api/user/alerts': {
        body: {
          alerts: [
            // A later completion's alert, not yet seen: not this one.
            { _id: 'a2', kind: 'phq9_item9', created_at: '2026-03-20T09:00:00.000Z', acknowledged_at: null, resolved_at: null },
            {
              _id: 'a1',
              kind: 'phq9_item9',
              created_at: '2026-03-04T15:00:00.020Z',
              acknowledged_at: '2026-03-04T16:45:00.000Z',
              resolved_at: null,
            },
          ],
        },
      },
    });

    const notice = await screen.findByTestId('care-team-notified');
    expect(notice).toHaveTextContent('Your care team has been notified.');
    expect(notice).toHaveTextContent(/Seen by your care team on March 4, 2026(,| at) \d{1,2}:45\s[ap]\.m\.$/);
    const [urgent] = screen.getAllByRole('alert');
    expect(urgent!.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says only that the care team was notified while no one has seen the alert', async () => {
    setup('/surveys/phq/complete?response=r9', {
      'GET /api/surveys/responses/r9': {
        body: response({ _id: 'r9', completed_at: '2026-03-04T15:00:00.000Z', alerts: [{ level: 'urgent', message: 'Call 9-8-8.' }] }),
      },
      'GET /api/user/alerts': {
        body: {
          alerts: [{ _id: 'a1', kind: 'phq9_item9', created_at: '2026-03-04T15:00:00.000Z', acknowledged_at: null, resolved_at: null }],
        },
      },
    });
    const notice = await screen.findByTestId('care-team-notified');
    expect(notice).toHaveTextContent('Your care team has been notified.');
    expect(notice).not.toHaveTextContent('Seen by');
  });

  it('lists the conditions the answers marked, linking to each, and says the member can untick them', async () => {
    const hbp = { type: 'question_option' as const, question_text: 'Any of these conditions?', option_text: 'High blood pressure' };
    setup('/surveys/s1/complete?response=r1', {
      'GET /api/surveys/responses/r1': {
        body: response({
          survey_title: 'Health profile',
          score: null,
          outcomes: [{ type: 'condition_marked', condition_id: 'c-htn', title: 'High blood pressure (hypertension)', source: hbp }],
        }),
      },
    });
    const group = await screen.findByRole('region', { name: 'Marked on your conditions' });
    expect(group).toHaveTextContent(/If one is not right, open it and untick it: it will not be marked again\./);
    expect(screen.getByRole('link', { name: 'High blood pressure (hypertension)' })).toHaveAttribute('href', '/conditions/c-htn');
    expect(group).toHaveTextContent('Added based on your answer "High blood pressure" to "Any of these conditions?"');
  });

  it('offers Back to surveys outside onboarding, and says when nothing was added', async () => {
    setup('/surveys/s1/complete?response=r1', { 'GET /api/surveys/responses/r1': { body: response() } });
    expect(await screen.findByText(/Nothing new was added this time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to surveys' })).toHaveAttribute('href', '/surveys');
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows the latest completion when the address names none', async () => {
    setup('/surveys/s1/complete', {
      'GET /api/surveys/s1/responses': {
        body: {
          survey: summary(),
          responses: [response({ _id: 'r2', score: 7, range_text: 'Newest' }), response({ _id: 'r1', score: 3, range_text: 'Oldest' })],
        },
      },
    });
    expect(await screen.findByText('Newest')).toBeInTheDocument();
    expect(screen.queryByText('Oldest')).not.toBeInTheDocument();
  });

  it('has an empty state when the survey was never completed', async () => {
    setup('/surveys/s1/complete', { 'GET /api/surveys/s1/responses': { body: { survey: summary(), responses: [] } } });
    expect(await screen.findByText("You haven't completed this survey yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Survey' })).toHaveAttribute('href', '/surveys/s1/start');
  });

  it('says so when the result cannot be loaded', async () => {
    setup('/surveys/s1/complete?response=r1', { 'GET /api/surveys/responses/r1': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your survey result. Please try again later.');
  });
});
