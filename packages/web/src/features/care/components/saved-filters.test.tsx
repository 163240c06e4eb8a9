import { screen, waitFor, within } from '@testing-library/react';
import type { SavedFilter } from '@wellpath/shared/staff/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MembersPage } from '../pages/members-page';

const saved = (id: string, name: string, filters: SavedFilter['filters'], usable = true): SavedFilter => ({
  _id: id,
  name,
  filters,
  created_at: '2026-11-20T15:00:00.000Z',
  usable,
});

function setup(route: string, initial: SavedFilter[]) {
  let filters = [...initial];
  const server = mockFetch({
    'GET /api/staff/members': { body: { members: [], next_cursor: null } },
    'GET /api/staff/saved-filters': () => ({ body: { filters } }),
    'POST /api/staff/saved-filters': (req) => {
      const body = req.body;
      if (body.name === 'Taken')
        return {
          status: 409,
          body: { message: 'You already have a saved filter named “Taken” with other filters: choose another name or delete it first.' },
        };
      const made = saved('new', body.name, body.filters);
      filters = [...filters, made];
      return { body: made };
    },
    'DELETE /api/staff/saved-filters/f1': () => {
      filters = filters.filter((f) => f._id !== 'f1');
      return { body: { message: 'Saved filter deleted' } };
    },
  });
  return { server, ...renderAsStaff('clinician', <MembersPage />, { route, path: '/care/members' }) };
}

describe('Saved filters on the member list', { timeout: 20_000 }, () => {
  it("saves the list's filters under a name, and says why the server refused one", async () => {
    const { user, server } = setup('/care/members?program=none&health=bmi_30', []);
    expect(await screen.findByText(/None yet\. Choose filters above/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save these filters' }));
    const form = screen.getByRole('form', { name: 'Save these filters' });
    const name = within(form).getByRole('textbox', { name: /Name of the saved filter/ });
    expect(name).toHaveAttribute('maxlength', '60');
    await user.type(name, 'Taken');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/already have a saved filter named “Taken”/)).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'High BMI, no programme');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as “High BMI, no programme”.')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/saved-filters').at(-1)!.body).toEqual({
      name: 'High BMI, no programme',
      filters: { program: 'none', health: 'bmi_30' },
    });
    const list = await screen.findByRole('list', { name: 'Your saved filters' });
    // The list shows exactly these filters: the saved one is pressed.
    expect(within(list).getByRole('button', { name: 'High BMI, no programme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a saved filter (every filter of the list replaced) and deletes one', async () => {
    const { user, server, router } = setup('/care/members?q=avery&active_within=7', [
      saved('f1', 'Quiet a month', { program: 'active', active_within: '30' }),
      saved('f2', 'Open alerts', { alerts: 'open' }, false),
    ]);
    const list = await screen.findByRole('list', { name: 'Your saved filters' });
    expect(within(list).getByRole('button', { name: 'Open alerts' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Quiet a month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?program=active&active_within=30'));
    await waitFor(() => expect(server.requests.at(-1)!.url).toContain('program=active&active_within=30'));
    expect(within(list).getByRole('button', { name: 'Quiet a month' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(list).getByRole('button', { name: 'Delete the saved filter Quiet a month' }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Quiet a month' })).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/staff/saved-filters/f1')).toHaveLength(1);
  });

  it('offers nothing to save without a search or a filter', async () => {
    setup('/care/members', []);
    expect(await screen.findByRole('button', { name: 'Save these filters' })).toBeDisabled();
    expect(screen.getByText('Choose a search or a filter to save it.')).toBeInTheDocument();
  });
});
