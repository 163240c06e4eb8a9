import { i18n } from '@lingui/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@wellpath/shared/programs/progress';
import type { ProgramWithProgress } from '@wellpath/shared/programs/wire';
import { describe, expect, it } from 'vitest';
import { formatLongDate, today } from '@/lib/dates';
import { mockFetch, NEVER, type CallHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { entry, exerciseProgram, progressFor, standardProgram } from '../testing/fixtures';
import { TodayActions } from './today-actions';

const daily = standardProgram();
const weekly = exerciseProgram();
const yesterday = addDays(today(), -1);

function running(items: ProgramWithProgress[]): CallHandler<'GET /programs/in-progress'> {
  return { body: { programs: items } };
}

function setup(inProgress: CallHandler<'GET /programs/in-progress'>) {
  const server = mockFetch({
    'GET /api/programs/in-progress': inProgress,
    'GET /api/exercises': { body: { exercises: [] } },
    'POST /api/programs/p-std/track': { body: progressFor(daily, [entry(today(), { completed_items: [0] })]) },
  });
  return { server, ...renderWithProviders(<TodayActions />) };
}

const rows = () => screen.getAllByTestId('today-action');

describe('TodayActions', { timeout: 20_000 }, () => {
  it('puts what is still to do today first, each with Track, and what is done after with Edit', async () => {
    setup(
      running([
        { program: daily, progress: { ...progressFor(daily, [entry(today())]), current_streak: 4 } },
        { program: weekly, progress: { ...progressFor(weekly, [entry(yesterday)]), this_week: { done: 1, target: 2 }, current_streak: 2 } },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    const [first, second] = rows();
    expect(first).toHaveTextContent('Strength Foundations');
    expect(first).toHaveTextContent('1 of 2 sessions this week · 2\u2011week streak');
    expect(within(first!).getByRole('button', { name: 'Track Strength Foundations' })).toHaveTextContent('Track');
    expect(second).toHaveTextContent('Smoke-Free Start');
    expect(second).toHaveTextContent('Tracked today');
    expect(within(second!).getByRole('button', { name: 'Edit today’s progress of Smoke-Free Start' })).toHaveTextContent('Edit');
    expect(within(first!).getByRole('link', { name: 'Strength Foundations' })).toHaveAttribute('href', '/programs/p-ex');
  });

  it('says a daily programme is not tracked yet, and the streak to keep', async () => {
    setup(running([{ program: daily, progress: { ...progressFor(daily, [entry(yesterday)]), current_streak: 1 } }]));
    expect((await screen.findAllByTestId('today-action'))[0]).toHaveTextContent('Not tracked yet today · 1\u2011day streak');
  });

  it('speaks French on the home: the row, the streak and the buttons', async () => {
    i18n.activate('fr');
    setup(
      running([
        { program: daily, progress: { ...progressFor(daily, [entry(yesterday)]), current_streak: 0 } },
        { program: weekly, progress: { ...progressFor(weekly, [entry(yesterday)]), this_week: { done: 1, target: 2 }, current_streak: 3 } },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Aujourd’hui' })).toBeInTheDocument();
    const [first, second] = rows();
    expect(first).toHaveTextContent('Pas encore noté aujourd’hui');
    expect(first).not.toHaveTextContent('de suite');
    expect(second).toHaveTextContent('1 sur 2 séances cette semaine · 3 semaines de suite');
    expect(within(second!).getByRole('button', { name: 'Noter Strength Foundations' })).toHaveTextContent('Noter');
  });

  it('does not nag about a weekly programme whose week is on target', async () => {
    setup(running([{ program: weekly, progress: { ...progressFor(weekly, [entry(yesterday)]), this_week: { done: 2, target: 2 } } }]));
    const [row] = await screen.findAllByTestId('today-action');
    expect(row).toHaveTextContent('Week on target: 2 of 2 sessions this week');
    expect(screen.getByText('All done for today. Well done!')).toBeInTheDocument();
  });

  it('says a week beyond its goal as the count and its goal, never “2 of 1 session”, in both languages', async () => {
    const beyond = running([
      { program: weekly, progress: { ...progressFor(weekly, [entry(yesterday)]), this_week: { done: 3, target: 2 } } },
    ]);
    setup(beyond);
    const [row] = await screen.findAllByTestId('today-action');
    expect(row).toHaveTextContent('Week on target: 3 sessions (goal: 2) this week');
    expect(row).not.toHaveTextContent('3 of 2');
    cleanup();
    i18n.activate('fr');
    setup(beyond);
    const [fr] = await screen.findAllByTestId('today-action');
    expect(fr).toHaveTextContent(/3 séances \(objectif\s:\s2\) cette semaine/);
  });

  it('says the count alone in a week that asks for no session yet (a run started on its Sunday)', async () => {
    setup(running([{ program: weekly, progress: { ...progressFor(weekly, [entry(yesterday)]), this_week: { done: 1, target: 0 } } }]));
    const [row] = await screen.findAllByTestId('today-action');
    expect(row).toHaveTextContent('1 session this week');
    expect(row).not.toHaveTextContent('goal: 0');
  });

  it('opens the tracking popup in one tap and says when the day is saved', async () => {
    const { user, server } = setup(running([{ program: daily, progress: progressFor(daily) }]));
    await user.click(await screen.findByRole('button', { name: 'Track Smoke-Free Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Track Progress' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today());
    await user.click(within(dialog).getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('POST /api/programs/p-std/track')).toHaveLength(1));
    expect(await screen.findByText(`Progress saved for Smoke-Free Start on ${formatLongDate(today())}.`)).toBeInTheDocument();
  });

  it('shows nothing when no programme is in progress, or when they cannot be loaded', async () => {
    const { server, unmount } = setup(running([]));
    await waitFor(() => expect(server.calls('GET /api/programs/in-progress')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Today' })).not.toBeInTheDocument();
    unmount();
    setup({ status: 500 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('holds its place while loading', () => {
    setup(NEVER);
    expect(screen.getByRole('status', { name: 'Loading today’s tracking' })).toBeInTheDocument();
  });
});
