import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@wellpath/shared/programs/progress';
import { describe, expect, it } from 'vitest';
import { formatLongDate, today } from '@/lib/dates';
import { mockFetch, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { entry, exerciseProgram, progressFor, standardProgram } from '../testing/fixtures';
import { ProgramDetailPage } from './program-detail-page';

const program = standardProgram();
const yesterday = addDays(today(), -1);
const progress = progressFor(program, [entry(yesterday, { completed_items: [0] })], 3);

function setup(routes: Record<string, MockHandler> = {}, id = 'p-std') {
  const server = mockFetch({
    'GET /api/programs/p-std': { body: { program, progress, past: [] } },
    'POST /api/programs/p-std/leave': {
      body: { program: { ...program, member_status: 'left' }, progress: null, past: [{ ...progress, status: 'left' }] },
    },
    ...routes,
  });
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
});
