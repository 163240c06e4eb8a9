import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@wellpath/shared/programs/progress';
import type { SuggestedProgram } from '@wellpath/shared/surveys/wire';
import { describe, expect, it } from 'vitest';
import { formatLongDate, today } from '@/lib/dates';
import { mockFetch, NEVER, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { entry, exerciseProgram, progressFor, standardProgram } from '../testing/fixtures';
import { ActiveJourneys } from './active-journeys';

const running = standardProgram();
const runningProgress = progressFor(running, [entry(today(), { completed_items: [0] })]);

const suggestion: SuggestedProgram = {
  program: {
    _id: 'p-bp',
    title: 'Home Blood Pressure Check',
    type: 'standard',
    level: null,
    duration: 2,
    duration_unit: 'weeks',
    shortText: 'Measure your blood pressure at home.',
    pillar: null,
  },
  suggestion: {
    _id: 's-bp',
    created_at: '2026-11-20T10:00:00.000Z',
    source: {
      type: 'question_option',
      survey_title: 'Health profile',
      question_text: 'Has a health professional ever told you that you have any of these conditions?',
      option_text: 'High blood pressure',
    },
  },
};

function setup<R = object>(overrides?: MockRoutes<R>) {
  const server = mockFetch(
    {
      'GET /api/programs/in-progress': { body: { programs: [{ program: running, progress: runningProgress }] } },
      'GET /api/surveys/suggested-programs': { body: { suggested_programs: [suggestion] } },
      'POST /api/programs/p-bp/start': {
        status: 201,
        body: { program: { ...standardProgram(), _id: 'p-bp' }, progress: progressFor(standardProgram()) },
      },
      'POST /api/programs/suggestions/s-bp/remove': { body: { message: 'Suggestion removed' } },
    },
    overrides,
  );
  return { server, ...renderWithProviders(<ActiveJourneys />) };
}

/** With a programme in progress the suggestions show their titles: Show the suggestion opens their cards. */
async function setupWithSuggestionsOpen<R = object>(overrides?: MockRoutes<R>) {
  const view = setup(overrides);
  await view.user.click(await screen.findByRole('button', { name: 'Show the suggestion' }));
  return view;
}

// Busy machines render a large form slowly; wait up to 5 s for what the member would see.

describe('ActiveJourneys', { timeout: 20_000 }, () => {
  it('shows each programme in progress in a few lines: time progress, end date, streak and Tracked today', async () => {
    const { server } = setup();
    const link = await screen.findByRole('link', { name: 'Smoke-Free Start' });
    const card = link.closest('[data-testid="in-progress-program"]') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Smoke-Free Start' })).toHaveAttribute('href', '/programs/p-std');
    expect(within(card).getByRole('progressbar', { name: 'Time elapsed in Smoke-Free Start' })).toBeInTheDocument();
    expect(card).toHaveTextContent(`Ends ${formatLongDate(runningProgress.end_date)}`);
    expect(card).toHaveTextContent('Streak 1 day');
    expect(within(card).getByText('Tracked today')).toBeInTheDocument();
    // Tracking is Today's (above on the home screen), not repeated here.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(server.calls('GET /api/programs/in-progress')[0]!.url).toContain(`today=${today()}`);
  });

  it('counts the streak of a weekly programme in weeks', async () => {
    const program = exerciseProgram();
    setup({
      'GET /api/programs/in-progress': {
        body: { programs: [{ program, progress: { ...progressFor(program), current_streak: 3 } }] },
      },
    });
    const card = (await screen.findByRole('link', { name: 'Strength Foundations' })).closest('[data-testid="in-progress-program"]');
    expect(card).toHaveTextContent('Streak 3 weeks');
  });

  it('clamps the time progress to 0-100', async () => {
    const late = { ...runningProgress, started_at: `${addDays(today(), -400)}T00:00:00.000Z` };
    setup({ 'GET /api/programs/in-progress': { body: { programs: [{ program: running, progress: late }] } } });
    expect(await screen.findByRole('progressbar', { name: 'Time elapsed in Smoke-Free Start' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('lists the suggestions by title while a programme is in progress, and opens them on request', async () => {
    const { user } = setup();
    const titles = await screen.findByRole('list', { name: 'Suggested programs' });
    expect(within(titles).getByRole('link', { name: 'Home Blood Pressure Check' })).toHaveAttribute('href', '/programs/p-bp');
    expect(screen.queryByTestId('suggested-program')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show the suggestion' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByTestId('suggested-program')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the suggestions in full while no programme is in progress, and keeps them open once one starts', async () => {
    let started = false;
    const { user } = setup({
      'GET /api/programs/in-progress': () => ({ body: { programs: started ? [{ program: running, progress: runningProgress }] : [] } }),
      'POST /api/programs/p-bp/start': () => {
        started = true;
        return { status: 201, body: { program: { ...standardProgram(), _id: 'p-bp' }, progress: progressFor(standardProgram()) } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start Home Blood Pressure Check' }));
    expect(await screen.findByTestId('in-progress-program')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggested programs' })).not.toBeInTheDocument();
  });

  it('says why a programme was suggested, once', async () => {
    await setupWithSuggestionsOpen();
    const card = screen.getByTestId('suggested-program');
    expect(card).toHaveTextContent(
      'Why suggested: You answered "High blood pressure" to "Has a health professional ever told you that you have any of these conditions?" in your Health profile survey.',
    );
    expect(within(card).getAllByText(/Health profile/)).toHaveLength(1);
    expect(within(card).getByText(/2 weeks/)).toBeInTheDocument();
  });

  it('starts a suggested programme with source suggestion', async () => {
    const { user, server } = await setupWithSuggestionsOpen();
    await user.click(await screen.findByRole('button', { name: 'Start Home Blood Pressure Check' }));
    await waitFor(() => expect(server.calls('POST /api/programs/p-bp/start')).toHaveLength(1));
    expect(server.calls('POST /api/programs/p-bp/start')[0]!.body).toEqual({ source: 'suggestion' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Program Limit Reached when two programmes are already in progress', async () => {
    const { user } = await setupWithSuggestionsOpen({
      'POST /api/programs/p-bp/start': { status: 409, body: { message: 'limit', code: 'PROGRAM_LIMIT_REACHED' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start Home Blood Pressure Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Program Limit Reached' });
    expect(dialog).toHaveTextContent(
      'You can only have 2 active programs at a time. Please complete existing programs before starting a new one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens Error when starting fails for another reason, and can try again', async () => {
    let attempts = 0;
    const { user } = await setupWithSuggestionsOpen({
      'POST /api/programs/p-bp/start': () => {
        attempts += 1;
        return { status: 500, body: { message: 'Something went wrong' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Start Home Blood Pressure Check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to start program. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  });

  it('removes a suggestion only after the member confirms', async () => {
    const { user, server } = await setupWithSuggestionsOpen();
    await user.click(await screen.findByRole('button', { name: 'Remove Home Blood Pressure Check from suggestions' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove suggestion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST /api/programs/suggestions/s-bp/remove')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Home Blood Pressure Check from suggestions' }));
    dialog = screen.getByRole('dialog', { name: 'Remove suggestion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls('POST /api/programs/suggestions/s-bp/remove')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when removing a suggestion fails', async () => {
    const { user } = await setupWithSuggestionsOpen({ 'POST /api/programs/suggestions/s-bp/remove': { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Remove Home Blood Pressure Check from suggestions' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove suggestion. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home Blood Pressure Check' })).toBeInTheDocument();
  });

  it('does not suggest a programme the member already runs', async () => {
    setup({
      'GET /api/surveys/suggested-programs': {
        body: { suggested_programs: [{ ...suggestion, program: { ...suggestion.program, _id: 'p-std', title: 'Smoke-Free Start' } }] },
      },
    });
    expect(await screen.findByText('No suggested programs right now.')).toBeInTheDocument();
  });

  it('tells the member what to do when there is nothing yet', async () => {
    setup({
      'GET /api/programs/in-progress': { body: { programs: [] } },
      'GET /api/surveys/suggested-programs': { body: { suggested_programs: [] } },
    });
    expect(await screen.findByText('You have no programs in progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a survey' })).toHaveAttribute('href', '/surveys');
    expect(screen.getByRole('link', { name: 'browse the catalogue' })).toHaveAttribute('href', '/programs');
    // One card for a brand-new member, not an empty In progress and an empty Suggested for you.
    expect(screen.queryByRole('heading', { name: 'In progress' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Suggested for you' })).not.toBeInTheDocument();
    expect(screen.queryByText('No suggested programs right now.')).not.toBeInTheDocument();
  });

  it('says there is no programme in progress above the suggestions', async () => {
    setup({ 'GET /api/programs/in-progress': { body: { programs: [] } } });
    expect(await screen.findByText('You have no programs in progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse programs' })).toHaveAttribute('href', '/programs');
    expect(screen.getByRole('heading', { name: 'Suggested for you' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start Home Blood Pressure Check' })).toBeInTheDocument();
  });

  it('shows the load failures of §8', async () => {
    setup({ 'GET /api/programs/in-progress': { status: 500 }, 'GET /api/surveys/suggested-programs': { status: 500 } });
    expect(await screen.findByText('Failed to load programs. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load suggested programs.')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    setup({ 'GET /api/programs/in-progress': NEVER, 'GET /api/surveys/suggested-programs': NEVER });
    expect(screen.getByRole('status', { name: 'Loading programs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading suggested programs' })).toBeInTheDocument();
  });
});
