import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { detail, response } from '../test/fixtures';
import { TakeSurveyPage } from './take-survey-page';

function CompleteLocation() {
  const location = useLocation();
  return <div data-testid="complete">{`${location.pathname}${location.search}`}</div>;
}

function setup<R = object>(routes?: MockRoutes<R>, survey = detail()) {
  const server = mockFetch(
    {
      'GET /api/surveys/s1': { body: survey },
      'PUT /api/surveys/s1/draft': { body: { updated_at: '2026-03-04T15:00:00.000Z' } },
      'POST /api/surveys/s1/responses': { status: 201, body: response() },
    },
    routes,
  );
  const view = renderWithProviders(<TakeSurveyPage />, {
    route: '/surveys/s1/start',
    path: '/surveys/:id/start',
    routes: [{ path: '/surveys/:id/complete', element: <CompleteLocation /> }],
  });
  return { server, ...view };
}

describe('TakeSurveyPage', () => {
  it('asks one question per step and will not move on without a required answer', async () => {
    // The follow-up to "Do you smoke?" counts until the answer rules it out: never "1 of 1" with Submit.
    const { user, server } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Health profile' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Do you smoke?' })).toHaveAccessibleDescription('Include vaping.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer this question to continue.');
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    expect(server.calls('PUT /api/surveys/s1/draft')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which conditions do you have?' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('PUT /api/surveys/s1/draft')).toHaveLength(1));
    expect(server.calls('PUT /api/surveys/s1/draft')[0]!.body).toEqual({ answers: { smoking: 'smoke_no' }, step: 1 });
  });

  it('starts from the answers the profile already gives when there is no draft', async () => {
    const { user, server } = setup({}, { ...detail(), prefill: { smoking: 'smoke_no' } });
    expect(await screen.findByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('PUT /api/surveys/s1/draft')).toHaveLength(1));
    expect(server.calls('PUT /api/surveys/s1/draft')[0]!.body).toEqual({ answers: { smoking: 'smoke_no' }, step: 1 });
  });

  it('shows a follow-up question only when it applies, and drops its answer when it no longer does', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Within a month' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 3 of 6')).toBeInTheDocument();

    // Back to the first question; "No" hides the follow-up.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Which conditions do you have?' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'High blood pressure' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' })); // waist is optional
    await user.click(screen.getByRole('radio', { name: '4, Almost always' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    // Next moves the focus to the new question's heading in an animation frame; keys typed before that
    // frame would go to the heading (a loaded machine can run the typing first). Frames run their
    // callbacks in order, so once this one has run, no focus move of an earlier step is pending.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('heading', { name: 'Anything else? (optional)' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Anything else? (optional)' }), 'Hello');
    expect(screen.getByText('5 / 100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByTestId('complete')).toHaveTextContent('/surveys/s1/complete?response=r1');
    expect(server.calls('POST /api/surveys/s1/responses')[0]!.body).toEqual({
      answers: { smoking: 'smoke_no', conditions: ['cond_bp'], stress: 4, notes: 'Hello' },
    });
    for (const call of server.calls('PUT /api/surveys/s1/draft')) expect(call.body).not.toHaveProperty('answers.quit', 'quit_not_now');
  });

  it('lets "None of these" clear the other choices, and the other choices clear it', async () => {
    const { user } = setup({}, detail({}, { answers: { smoking: 'smoke_no' }, step: 1, updated_at: '2026-03-01T12:00:00.000Z' }));
    const bp = await screen.findByRole('checkbox', { name: 'High blood pressure' });
    const chol = screen.getByRole('checkbox', { name: 'High cholesterol' });
    const none = screen.getByRole('checkbox', { name: /None of these/ });

    await user.click(bp);
    await user.click(chol);
    expect(bp).toBeChecked();
    expect(chol).toBeChecked();

    await user.click(none);
    expect(none).toBeChecked();
    expect(bp).not.toBeChecked();
    expect(chol).not.toBeChecked();

    await user.click(bp);
    expect(bp).toBeChecked();
    expect(none).not.toBeChecked();
  });

  it('resumes a saved draft at its step, with its answers', async () => {
    const { user } = setup(
      {},
      detail({}, { answers: { smoking: 'smoke_yes', quit: 'quit_soon' }, step: 1, updated_at: '2026-03-01T12:00:00.000Z' }),
    );
    expect(await screen.findByText('Question 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back! We kept the answers you saved on March 1, 2026.');
    expect(screen.getByRole('radio', { name: 'Within a month' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('starts over on request, throwing the draft away', async () => {
    const { user, server } = setup(
      { 'DELETE /api/surveys/s1/draft': { status: 204 } },
      detail({}, { answers: { smoking: 'smoke_yes' }, step: 1, updated_at: '2026-03-01T12:00:00.000Z' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByText('Question 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await waitFor(() => expect(server.calls('DELETE /api/surveys/s1/draft')).toHaveLength(1));
  });

  it('checks a number against its range and step', async () => {
    const { user } = setup(
      {},
      detail({}, { answers: { smoking: 'smoke_no', conditions: ['cond_bp'] }, step: 2, updated_at: '2026-03-01T12:00:00.000Z' }),
    );
    const waist = await screen.findByRole('spinbutton', { name: 'What is your waist measurement? (optional)' });
    expect(screen.getByText('From 40 to 200 cm.')).toBeInTheDocument();

    await user.type(waist, '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a number from 40 to 200 cm.');

    await user.clear(waist);
    await user.type(waist, '80.3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a number in steps of 0.5.');

    await user.clear(waist);
    await user.type(waist, '80.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'How stressed do you feel?' })).toBeInTheDocument();
  });

  it('lists the problems the server found with the answers', async () => {
    const { user } = setup(
      {
        'POST /api/surveys/s1/responses': {
          status: 400,
          body: {
            message: 'Some answers are missing or not valid',
            errors: ['Please answer "How stressed do you feel?"', '"x" is not an option'],
          },
        },
      },
      detail(
        {},
        { answers: { smoking: 'smoke_no', conditions: ['cond_none'], stress: 1 }, step: 4, updated_at: '2026-03-01T12:00:00.000Z' },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some answers are missing or not valid');
    expect(alert).toHaveTextContent('Please answer "How stressed do you feel?"');
    expect(alert).toHaveTextContent('"x" is not an option');
  });

  it('says so when the survey does not exist', async () => {
    setup({ 'GET /api/surveys/s1': { status: 404, body: { message: 'Survey not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find this survey.");
  });
});
