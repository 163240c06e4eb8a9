import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch, NEVER, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { exerciseProgram, progressFor, standardProgram } from '../testing/fixtures';
import { ProgramsPage } from './programs-page';

const active = standardProgram();
const available = { ...exerciseProgram(), member_status: 'available' as const };
const left = { ...standardProgram(), _id: 'p-left', title: 'Walk to 150', member_status: 'left' as const };

function setup<R = object>(routes?: MockRoutes<R>, route = '/programs') {
  const server = mockFetch(
    {
      'GET /api/programs': { body: { programs: [active, available] } },
      'GET /api/programs/in-progress': { body: { programs: [{ program: active, progress: progressFor(active) }] } },
      'GET /api/programs/past': {
        body: { programs: [{ program: left, progress: { ...progressFor(left), status: 'left', ended_at: '2026-10-01T12:00:00.000Z' } }] },
      },
      'GET /api/lifestyle/pillars': {
        body: [{ _id: 'pl2', name: 'Physical Activity', slug: 'physical-activity', description: '', icon: 'dumbbell', is_active: false }],
      },
    },
    routes,
  );
  return { server, ...renderWithProviders(<ProgramsPage />, { route, path: '/programs' }) };
}

describe('ProgramsPage', { timeout: 20_000 }, () => {
  it('lists active programmes first, the catalogue with status badges, and past programmes', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Your active programs (1 of 2)' })).toBeInTheDocument();
    const catalogue = screen.getByRole('region', { name: 'Browse programs' });
    const card = (await within(catalogue).findByRole('link', { name: 'Strength Foundations' })).closest(
      '[data-testid="program-card"]',
    ) as HTMLElement;
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).getByText('8 weeks')).toBeInTheDocument();
    expect(within(card).getByText('Beginner')).toBeInTheDocument();
    expect(within(card).getByText('Physical Activity')).toBeInTheDocument();
    expect(within(catalogue).getByRole('link', { name: 'View progress in Smoke-Free Start' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past programs' });
    expect(await within(past).findByRole('link', { name: 'Walk to 150' })).toBeInTheDocument();
    expect(within(past).getByText('Left')).toBeInTheDocument();
  });

  it('filters by pillar and type through the query string', async () => {
    const { user, server, router } = setup();
    await screen.findByRole('link', { name: 'Strength Foundations' });
    await user.selectOptions(await screen.findByLabelText('Pillar'), 'physical-activity');
    await user.selectOptions(screen.getByLabelText('Type'), 'exercise');
    expect(router.state.location.search).toBe('?pillar=physical-activity&type=exercise');
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/api/programs?pillar=physical-activity&type=exercise'))).toBe(true),
    );
  });

  it('reads the filters from the address', async () => {
    const { server } = setup({}, '/programs?type=standard');
    expect(await screen.findByLabelText('Type')).toHaveValue('standard');
    await waitFor(() => expect(server.requests.some((r) => r.url.endsWith('/api/programs?type=standard'))).toBe(true));
  });

  it('says when nothing matches', async () => {
    setup({ 'GET /api/programs': { status: 404, body: { message: 'Pillar not found' } } }, '/programs?pillar=unknown');
    expect(await screen.findByText('No programs match these filters.')).toBeInTheDocument();
  });

  it('opens Program Limit Reached when starting a third programme', async () => {
    const { user, server } = setup({
      'POST /api/programs/p-ex/start': { status: 409, body: { code: 'PROGRAM_LIMIT_REACHED', message: 'limit' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start Strength Foundations' }));
    expect(await screen.findByRole('dialog', { name: 'Program Limit Reached' })).toBeInTheDocument();
    expect(server.calls('POST /api/programs/p-ex/start')[0]!.body).toEqual({});
  });

  it('says why Start will not work before it is pressed when two programmes are in progress', async () => {
    const second = { ...standardProgram(), _id: 'p-second', title: 'Sleep Reset' };
    const third = { ...standardProgram(), _id: 'p-third', title: 'Calm Minutes', member_status: 'available' as const };
    setup({
      'GET /api/programs': { body: { programs: [active, available, third] } },
      'GET /api/programs/in-progress': {
        body: {
          programs: [
            { program: active, progress: progressFor(active) },
            { program: second, progress: progressFor(second) },
          ],
        },
      },
    });
    const start = await screen.findByRole('button', { name: 'Start Strength Foundations' });
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        'You already have 2 programs in progress, the most at a time. Complete or leave one to start another.',
      ),
    );
    // Said once above the catalogue, every Start button pointing to it.
    expect(screen.getAllByTestId('start-limit-note')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Start Calm Minutes' })).toHaveAccessibleDescription(
      'You already have 2 programs in progress, the most at a time. Complete or leave one to start another.',
    );
    expect(start).toBeEnabled();
  });

  it('says nothing about the limit while a programme can still be started', async () => {
    setup();
    const start = await screen.findByRole('button', { name: 'Start Strength Foundations' });
    expect(await screen.findByRole('heading', { name: 'Your active programs (1 of 2)' })).toBeInTheDocument();
    expect(start).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('start-limit-note')).not.toBeInTheDocument();
  });

  it('shows the load failure of §8', async () => {
    setup({ 'GET /api/programs': { status: 500 }, 'GET /api/programs/in-progress': { status: 500 } });
    expect(await screen.findAllByText('Failed to load programs. Please try again later.')).toHaveLength(2);
  });

  it('says calmly what was never loaded on this device while offline, instead of loading forever', async () => {
    onlineManager.setOnline(false);
    setup();
    const active = screen.getByRole('region', { name: 'Your active programs' });
    expect(await within(active).findByText(/^Not available offline/)).toBeInTheDocument();
    expect(within(active).queryByRole('status', { name: 'Loading your programs' })).not.toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past programs' });
    expect(within(past).getByText(/^Not available offline/)).toBeInTheDocument();
  });

  it('shows an active programme’s outline while it loads', async () => {
    setup({ 'GET /api/programs/in-progress': NEVER, 'GET /api/programs/past': NEVER });
    const loading = await screen.findByRole('status', { name: 'Loading your programs' });
    // The card's blocks: the two figures and the two buttons of an InProgressCard.
    expect(loading.querySelectorAll('.h-16')).toHaveLength(2);
    expect(loading.querySelectorAll('.h-11')).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Loading your past programs' })).toBeInTheDocument();
  });
});
