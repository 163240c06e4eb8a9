import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@wellpath/shared/programs/progress';
import { describe, expect, it } from 'vitest';
import { formatLongDate, today } from '@/lib/dates';
import { mockFetch, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { entry, progressFor, standardProgram } from '../testing/fixtures';
import { ProgramDetailPage } from './program-detail-page';

const program = standardProgram();
const yesterday = addDays(today(), -1);
const progress = progressFor(program, [entry(yesterday, { completed_items: [0] })], 3);

function setup(routes: Record<string, MockHandler> = {}) {
  const server = mockFetch({
    'GET /api/programs/p-std': { body: { program, progress, past: [] } },
    'POST /api/programs/p-std/leave': {
      body: { program: { ...program, member_status: 'left' }, progress: null, past: [{ ...progress, status: 'left' }] },
    },
    ...routes,
  });
  return { server, ...renderWithProviders(<ProgramDetailPage />, { route: '/programs/p-std', path: '/programs/:id' }) };
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
