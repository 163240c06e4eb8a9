import { screen, within } from '@testing-library/react';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { WellnessDimensions } from './wellness-dimensions';

function pillar(id: string, name: string, isActive: boolean, icon: Pillar['icon'] = 'leaf'): Pillar {
  return { _id: id, name, description: `${name} description`, icon, slug: name.toLowerCase(), is_active: isActive };
}

function setup(pillars: Pillar[], collapsible = false) {
  let state = pillars.map((p) => ({ ...p }));
  const server = mockFetch({
    'GET /api/lifestyle/pillars': () => ({ body: state }),
    ...Object.fromEntries(
      pillars.map((p) => [
        `POST /api/lifestyle/pillars/${p._id}/toggle`,
        () => {
          state = state.map((s) => (s._id === p._id ? { ...s, is_active: !s.is_active } : s));
          return { body: { _id: p._id, is_active: state.find((s) => s._id === p._id)!.is_active } };
        },
      ]),
    ),
  });
  const view = renderWithProviders(<WellnessDimensions collapsible={collapsible} />);
  return { server, ...view };
}

const twoActive = [pillar('p1', 'Sleep', true, 'moon'), pillar('p2', 'Nutrition', true, 'apple'), pillar('p3', 'Stress', false, 'brain')];

describe('WellnessDimensions', () => {
  it('lists each pillar with its name, description and switch', async () => {
    setup(twoActive);
    expect(await screen.findByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/lifestyle/sleep');
    expect(screen.getByText('Stress description')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activate Sleep' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Activate Stress' })).toHaveAttribute('aria-checked', 'false');
  });

  it('shows each pillar in a few lines: its description on one line until the member opens it', async () => {
    const { user } = setup(twoActive);
    const description = await screen.findByText('Stress description');
    expect(description).toHaveClass('line-clamp-1');
    const about = screen.getByRole('button', { name: 'About Stress' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveAttribute('aria-controls', description.id);

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(description).not.toHaveClass('line-clamp-1');
    // Only that pillar opened; its switch is still one tap away.
    expect(screen.getByText('Sleep description')).toHaveClass('line-clamp-1');
    expect(screen.getByRole('switch', { name: 'Activate Stress' })).toBeInTheDocument();

    await user.click(about);
    expect(description).toHaveClass('line-clamp-1');
  });

  it('asks before activating a third pillar and activates it on Yes, Activate', async () => {
    const { user, server } = setup(twoActive);
    await user.click(await screen.findByRole('switch', { name: 'Activate Stress' }));

    const dialog = screen.getByRole('dialog', { name: 'Activate another pillar?' });
    expect(server.calls('POST /api/lifestyle/pillars/p3/toggle')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, Activate' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/lifestyle/pillars/p3/toggle')).toHaveLength(1);
    expect(await screen.findByRole('switch', { name: 'Activate Stress', checked: true })).toBeInTheDocument();
  });

  it('does nothing when the warning is cancelled', async () => {
    const { user, server } = setup(twoActive);
    await user.click(await screen.findByRole('switch', { name: 'Activate Stress' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/lifestyle/pillars/p3/toggle')).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Activate Stress' })).toHaveAttribute('aria-checked', 'false');
  });

  it('deactivates immediately, without a dialog', async () => {
    const { user, server } = setup(twoActive);
    await user.click(await screen.findByRole('switch', { name: 'Activate Sleep' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/lifestyle/pillars/p1/toggle')).toHaveLength(1);
    expect(await screen.findByRole('switch', { name: 'Activate Sleep', checked: false })).toBeInTheDocument();
  });

  it('activates a second pillar without asking', async () => {
    const { user, server } = setup([pillar('p1', 'Sleep', true), pillar('p2', 'Nutrition', false)]);
    await user.click(await screen.findByRole('switch', { name: 'Activate Nutrition' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/lifestyle/pillars/p2/toggle')).toHaveLength(1);
  });

  it('says so when the pillars cannot be loaded', async () => {
    mockFetch({ 'GET /api/lifestyle/pillars': { status: 500 } });
    renderWithProviders(<WellnessDimensions />);
    expect(await screen.findByText('Failed to load lifestyle pillars. Please try again later.')).toBeInTheDocument();
  });

  describe('collapsible (the home screen)', () => {
    it('first says which pillars the member works on, with every pillar and switch behind Show all', async () => {
      const { user } = setup(twoActive, true);
      const chosen = await screen.findByRole('list', { name: 'Your active pillars' });
      expect(
        within(chosen)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Sleep', 'Nutrition']);
      expect(within(chosen).getByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/lifestyle/sleep');
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();

      const showAll = screen.getByRole('button', { name: 'Show all 3 dimensions' });
      expect(showAll).toHaveAttribute('aria-expanded', 'false');
      await user.click(showAll);
      expect(screen.getAllByRole('switch')).toHaveLength(3);
      expect(screen.getByText('Stress description')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('opens with every switch for a member who works on no pillar, and stays open as they choose', async () => {
      const { user } = setup([pillar('p1', 'Sleep', false), pillar('p2', 'Nutrition', false)], true);
      await user.click(await screen.findByRole('switch', { name: 'Activate Sleep' }));
      expect(await screen.findByRole('switch', { name: 'Activate Sleep', checked: true })).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Activate Nutrition' })).toBeInTheDocument();
    });
  });
});
