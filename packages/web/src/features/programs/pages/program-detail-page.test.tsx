import { i18n } from '@lingui/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@wellpath/shared/programs/progress';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate, today } from '@/lib/dates';
import type { ApiOutput } from '@/lib/api-client';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { entry, exerciseProgram, progressFor, standardProgram } from '../testing/fixtures';
import { ProgramDetailPage } from './program-detail-page';

const program = standardProgram();
const yesterday = addDays(today(), -1);
const progress = progressFor(program, [entry(yesterday, { completed_items: [0] })], 3);

function setup<R = object>(routes?: MockRoutes<R>, id = 'p-std') {
  const server = mockFetch(
    {
      'GET /api/programs/p-std': { body: { program, progress, past: [] } },
      'POST /api/programs/p-std/leave': {
        body: { program: { ...program, member_status: 'left' }, progress: null, past: [{ ...progress, status: 'left' }] },
      },
    },
    routes,
  );
  return { server, ...renderWithProviders(<ProgramDetailPage />, { route: `/programs/${id}`, path: '/programs/:id' }) };
}

describe('ProgramDetailPage', { timeout: 20_000 }, () => {
  it('shows the progress, the action items and a calendar of tracked days', async () => {
    const { server } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoke-Free Start' })).toBeInTheDocument();
    expect(screen.getByText('Quitting is the best thing you can do.')).toBeInTheDocument();
    expect(screen.getByText('A number from 0 to 60 cigarettes')).toBeInTheDocument();
    expect(screen.getByText('Adherence').nextSibling).toHaveTextContent('50%');
    expect(document.querySelector(`button[data-day="${yesterday}"]`)).toHaveTextContent(/, tracked/);
    expect(document.querySelector(`button[data-day="${progress.start_day}"]`)).toHaveTextContent(/not tracked/);
    expect(server.calls('GET /api/programs/p-std')[0]!.url).toContain(`today=${today()}`);
  });

  it('counts a daily programme in days, and says adherence is not counted before the first day is over', async () => {
    setup({
      'GET /api/programs/p-std': {
        body: { program, progress: { ...progress, adherence: 0, periods_met: 0, periods_counted: 0 }, past: [] },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Smoke-Free Start' });
    expect(screen.getByText('Every day')).toBeInTheDocument();
    expect(screen.getByText('Adherence').nextSibling).toHaveTextContent('Not yet');
    expect(screen.getByText('Counted once your first day is over')).toBeInTheDocument();
    expect(screen.getByText('Current streak').nextSibling).toHaveTextContent('1 day');
    expect(screen.queryByText('This week')).not.toBeInTheDocument();
  });

  it('counts a weekly programme in weeks on target, with this week’s sessions', async () => {
    const weekly = exerciseProgram();
    const run = { ...progressFor(weekly, [entry(yesterday)], 10), adherence: 1, periods_met: 2, periods_counted: 2, current_streak: 2 };
    setup(
      { 'GET /api/programs/p-ex': { body: { program: weekly, progress: { ...run, this_week: { done: 1, target: 2 } }, past: [] } } },
      'p-ex',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeInTheDocument();
    expect(screen.getByText('2 sessions a week')).toBeInTheDocument();
    expect(screen.getByText('This week').nextSibling).toHaveTextContent('1 of 2 sessions');
    expect(screen.getByText('Adherence').nextSibling).toHaveTextContent('100%');
    expect(screen.getByText('2 of 2 weeks on target')).toBeInTheDocument();
    expect(screen.getByText('Current streak').nextSibling).toHaveTextContent('2 weeks');
  });

  it('opens Edit Progress for a tracked past day and Track Progress for an untracked one', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Smoke-Free Start' });
    await user.click(document.querySelector<HTMLButtonElement>(`button[data-day="${yesterday}"]`)!);
    const dialog = screen.getByRole('dialog', { name: 'Edit Progress' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(yesterday);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(document.querySelector<HTMLButtonElement>(`button[data-day="${progress.start_day}"]`)!);
    expect(screen.getByRole('dialog', { name: 'Track Progress' })).toBeInTheDocument();
  });

  it('does not offer days after today in the calendar', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Smoke-Free Start' });
    expect(document.querySelector(`button[data-day="${addDays(today(), 1)}"]`)).toBeNull();
    expect(document.querySelector(`[data-day="${addDays(today(), 1)}"]`)).not.toBeNull();
  });

  it('explains when the programme can be finished', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Finish Program' })).toBeDisabled();
    expect(
      screen.getByText(`You can finish this program on or after ${formatLongDate(progress.end_date)}. You can leave it at any time.`),
    ).toBeInTheDocument();
  });

  it('leaves after a confirmation', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Leave Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this program?' });
    expect(server.calls('POST /api/programs/p-std/leave')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave Program' }));
    await waitFor(() => expect(server.calls('POST /api/programs/p-std/leave')).toHaveLength(1));
  });

  it('offers Undo after Finish Program: focus on the notice, Undo the next Tab, the run in progress again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const finishable = { ...progress, can_finish: true };
    const finished = { ...finishable, status: 'completed' as const, ended_at: `${today()}T15:00:00.000Z` };
    let state: ApiOutput<'GET /programs/:id'> = { program, progress: finishable, past: [] };
    const server = mockFetch({
      'GET /api/programs/p-std': () => ({ body: state }),
      'POST /api/programs/p-std/finish': () => {
        state = { program: { ...program, member_status: 'completed' as const }, progress: null, past: [finished] };
        return { body: state };
      },
      'POST /api/programs/p-std/reopen': () => {
        state = { program, progress: finishable, past: [] };
        return { body: state };
      },
    });
    renderWithProviders(<ProgramDetailPage />, { route: '/programs/p-std', path: '/programs/:id' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(await screen.findByRole('button', { name: 'Finish Program' }));
    const notice = await screen.findByText(/Congratulations! You completed Smoke-Free Start/);
    expect(await screen.findByTestId('undo-toast')).toHaveTextContent('Program finished');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo Finish Program for Smoke-Free Start' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Smoke-Free Start is in progress again, with what you tracked.')).toBeInTheDocument();
    expect(server.calls('POST /api/programs/p-std/reopen')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Finish Program' })).toBeInTheDocument();
    expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument();
  });

  it('reopens the latest finished run from Past runs, and says why not at the two-programme limit', async () => {
    const finished = { ...progress, status: 'completed' as const, ended_at: `${yesterday}T15:00:00.000Z` };
    const left = { ...progress, _id: 'older', status: 'left' as const };
    const detail = { program: { ...program, member_status: 'completed' as const }, progress: null, past: [finished, left] };
    const { user, server } = setup({
      'GET /api/programs/p-std': { body: detail },
      'POST /api/programs/p-std/reopen': { body: { program, progress, past: [left] } },
    });
    const runs = await screen.findByRole('region', { name: 'Past runs' });
    // Only the latest run, which the member finished.
    expect(within(runs).getAllByRole('button', { name: 'Reopen' })).toHaveLength(1);
    await user.click(within(runs).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(server.calls('POST /api/programs/p-std/reopen')).toHaveLength(1));

    cleanup();
    const inProgress = [0, 1].map((i) => ({ program: { ...program, _id: `other-${i}` }, progress: { ...progress, _id: `o${i}` } }));
    setup({ 'GET /api/programs/p-std': { body: detail }, 'GET /api/programs/in-progress': { body: { programs: inProgress } } });
    const reopen = await screen.findByRole('button', { name: 'Reopen' });
    await waitFor(() => expect(reopen).toBeDisabled());
    expect(reopen).toHaveAccessibleDescription(
      /You already have 2 programs in progress, the most at a time\. Complete or leave one to reopen this one\./,
    );
  });

  it('drops the last notice when the member opens a day to track', async () => {
    const { user } = setup({ 'POST /api/programs/p-std/track': { body: progress } });
    await user.click(await screen.findByRole('button', { name: 'Track Today' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Track Progress' })).getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Progress saved for ${formatLongDate(today())}.`)).toBeInTheDocument();

    await user.click(document.querySelector<HTMLButtonElement>(`button[data-day="${yesterday}"]`)!);
    expect(screen.queryByText(`Progress saved for ${formatLongDate(today())}.`)).not.toBeInTheDocument();
  });

  it('offers Start for a programme the member is not doing, with the end date if started today', async () => {
    setup({ 'GET /api/programs/p-std': { body: { program: { ...program, member_status: 'available' }, progress: null, past: [] } } });
    expect(await screen.findByRole('button', { name: 'Start Program' })).toBeInTheDocument();
    expect(screen.getByText(formatLongDate(addDays(today(), 56)))).toBeInTheDocument();
  });

  it('says so when the programme does not exist', async () => {
    setup({ 'GET /api/programs/p-std': { status: 404, body: { message: 'Program not found' } } });
    expect(await screen.findByRole('heading', { name: 'Program not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse programs' })).toHaveAttribute('href', '/programs');
  });

  it('speaks French: the schedule, progress, streak in weeks and the buttons', async () => {
    i18n.activate('fr');
    const weekly = exerciseProgram();
    const run = { ...progressFor(weekly, [entry(yesterday)], 10), adherence: 0.5, periods_met: 1, periods_counted: 2, current_streak: 1 };
    setup(
      { 'GET /api/programs/p-ex': { body: { program: weekly, progress: { ...run, this_week: { done: 0, target: 2 } }, past: [] } } },
      'p-ex',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeInTheDocument();
    expect(screen.getByText('2 séances par semaine')).toBeInTheDocument();
    expect(screen.getByText('8 semaines')).toBeInTheDocument();
    expect(screen.getByText('Programme d’exercices')).toBeInTheDocument();
    expect(screen.getByText('Débutant')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre progression' })).toBeInTheDocument();
    expect(screen.getByText('Cette semaine').nextSibling).toHaveTextContent('0 sur 2 séances');
    expect(screen.getByText('Assiduité').nextSibling).toHaveTextContent('50 %');
    expect(screen.getByText('Objectif atteint : 1 sur 2 semaines')).toBeInTheDocument();
    // French "one" covers 0 and 1.
    expect(screen.getByText('Série en cours').nextSibling).toHaveTextContent(/^1 semaine$/);
    expect(screen.getByText('2 séries × 10 répét.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Noter aujourd’hui' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitter le programme' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Légende du calendrier' })).toBeInTheDocument();
    expect(document.querySelector(`button[data-day="${yesterday}"]`)).toHaveTextContent(/, noté/);
  });
});
