import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MembersPage } from './members-page';

const member = (i: number) => ({
  _id: `m${i}`,
  name: `Member ${i}`,
  email: `member${i}@example.ca`,
  last_active_at: null,
  active_programs: i === 1 ? ['Sleep Reset'] : [],
  open_alerts: i === 1 ? 2 : 0,
});

function setup(route = '/care/members') {
  const server = mockFetch({
    'GET /api/staff/members': (req) => {
      const url = new URL(req.url, 'http://localhost');
      return url.searchParams.get('cursor') === 'next'
        ? { body: { members: [member(3)], next_cursor: null } }
        : { body: { members: [member(1), member(2)], next_cursor: 'next' } };
    },
  });
  return { server, ...renderAsStaff('clinician', <MembersPage />, { route, path: '/care/members' }) };
}

describe('MembersPage', { timeout: 20_000 }, () => {
  it('reads on by itself while a filter read member by member answers an empty page with a cursor (decision 0111)', async () => {
    const server = mockFetch({
      'GET /api/staff/members': (req) => {
        const url = new URL(req.url, 'http://localhost');
        expect(url.searchParams.get('health')).toBe('metabolic_syndrome');
        return url.searchParams.get('cursor') === 'next'
          ? { body: { members: [member(3)], next_cursor: null } }
          : { body: { members: [], next_cursor: 'next' } };
      },
    });
    renderAsStaff('clinician', <MembersPage />, { route: '/care/members?health=metabolic_syndrome', path: '/care/members' });
    const table = await screen.findByRole('table', { name: 'Members matching the search' });
    expect(within(table).getByText('Member 3')).toBeInTheDocument();
    expect(server.calls('GET /api/staff/members')).toHaveLength(2);
    expect(screen.queryByText('No members match this search.')).not.toBeInTheDocument();
    const health = screen.getByRole('combobox', { name: /Health/ });
    expect(within(health).getByRole('option', { name: 'Metabolic syndrome criteria met' })).toBeInTheDocument();
    expect(within(health).getByRole('option', { name: 'Target not met for 90 days' })).toBeInTheDocument();
  });

  it('lists members in a table and loads more with the cursor', async () => {
    const { user, server } = setup();
    const table = await screen.findByRole('table', { name: 'All members' });
    expect(screen.getByRole('region', { name: 'All members' })).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Member 1member1@example.caNeverSleep Reset2 open');
    expect(within(rows[0]!).getByRole('link', { name: 'Member 1' })).toHaveAttribute('href', '/care/members/m1');
    expect(rows[1]).toHaveTextContent('NoneNone');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Member 3')).toBeInTheDocument();
    expect(server.calls('GET /api/staff/members')[1]!.url).toContain('cursor=next');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing all 3 members.')).toHaveFocus();
  });

  it('keeps the search and the filters in the URL and sends them to the server', async () => {
    const { user, server, router } = setup('/care/members?q=avery');
    const box = await screen.findByRole('searchbox', { name: 'Name or e-mail' });
    expect(box).toHaveValue('avery');
    expect(server.calls('GET /api/staff/members')[0]!.url).toContain('q=avery');

    await user.clear(box);
    await user.type(box, 'tremb');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Urgent alerts'), 'open');
    await user.selectOptions(screen.getByLabelText('Last active'), '30');

    await waitFor(() => expect(router.state.location.search).toBe('?q=tremb&alerts=open&active_within=30'));
    await waitFor(() => expect(server.requests.at(-1)!.url).toContain('q=tremb&alerts=open&active_within=30'));
    expect(await screen.findByRole('table', { name: 'Members matching the search' })).toBeInTheDocument();
  });

  it('speaks French: the table, the filters, the counts and the end of the list', async () => {
    i18n.activate('fr');
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Tous les membres' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Member 1member1@example.caJamaisSleep Reset2 ouvertes');
    expect(rows[1]).toHaveTextContent('AucunAucun');
    expect(screen.getByRole('searchbox', { name: 'Nom ou courriel' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dans les 30 derniers jours' })).toBeInTheDocument();
    expect(screen.getByText('2 membres affichés pour l’instant.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByText('Les 3 membres sont affichés.')).toHaveFocus();
  });
});
