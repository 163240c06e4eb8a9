import { screen, within } from '@testing-library/react';
import type { StaffUser } from '@wellpath/shared/staff/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff, staffMe } from '../test-data';
import { StaffPage } from './staff-page';

const admin = staffMe('admin');
const accounts: StaffUser[] = [
  {
    _id: admin._id,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: 'admin',
    status: 'active',
    second_factor_enabled: true,
    last_active_at: null,
  },
  {
    _id: 'staff-2',
    email: 'sam@wellpath.example',
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'coach',
    status: 'active',
    second_factor_enabled: false,
    last_active_at: null,
  },
];

function setup() {
  let list = accounts;
  const server = mockFetch({
    'GET /api/staff/accounts': () => ({ body: { staff: list } }),
    'POST /api/staff/accounts': (req) => {
      const body = req.body as Pick<StaffUser, 'email' | 'role' | 'firstName' | 'lastName'>;
      if (list.some((u) => u.email === body.email))
        return { status: 409, body: { message: 'An account with this e-mail already exists.' } };
      const created: StaffUser = { _id: 'staff-3', ...body, status: 'invited', second_factor_enabled: false, last_active_at: null };
      list = [...list, created];
      return { status: 201, body: created };
    },
    'POST /api/staff/accounts/staff-2/role': (req) => {
      list = list.map((u) => (u._id === 'staff-2' ? { ...u, role: (req.body as Pick<StaffUser, 'role'>).role } : u));
      return { body: list[1]! };
    },
    'POST /api/staff/accounts/staff-2/deactivate': () => {
      list = list.map((u) => (u._id === 'staff-2' ? { ...u, status: 'deactivated' as const } : u));
      return { body: list[1]! };
    },
  });
  return { server, ...renderAsStaff('admin', <StaffPage />, { route: '/care/staff' }) };
}

describe('StaffPage', { timeout: 20_000 }, () => {
  it('lists the accounts with their role, status and second factor', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Care team accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Priya Shah (you)');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('CoachActiveOffNever');
    expect(within(rows[1]!).getByRole('button', { name: 'Change role: Sam Rivera' })).toBeInTheDocument();
  });

  it('invites a staff member', async () => {
    const { user, server } = setup();
    const form = within(screen.getByRole('region', { name: 'Invite a staff member' }));
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(form.getByText('First name is required')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/accounts')).toHaveLength(0);

    await user.type(form.getByLabelText('E-mail'), 'Lena.Okafor@wellpath.example');
    await user.selectOptions(form.getByLabelText('Role'), 'clinician');
    await user.type(form.getByLabelText('First name'), 'Lena');
    await user.type(form.getByLabelText('Last name'), 'Okafor');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));

    const status = await form.findByRole('status');
    expect(status).toHaveTextContent(
      'Invitation sent to lena.okafor@wellpath.example. The link to set a password works once, for 48 hours.',
    );
    expect(status).toHaveFocus();
    expect(server.calls('POST /api/staff/accounts')[0]!.body).toEqual({
      email: 'lena.okafor@wellpath.example',
      role: 'clinician',
      firstName: 'Lena',
      lastName: 'Okafor',
    });
    expect(form.getByLabelText('E-mail')).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'Care team accounts' });
    expect(await within(table).findByText('Lena Okafor')).toBeInTheDocument();
    expect(within(table).getByText('Invited')).toBeInTheDocument();
  });

  it('shows why an invitation was refused', async () => {
    const { user } = setup();
    const form = within(screen.getByRole('region', { name: 'Invite a staff member' }));
    await user.type(form.getByLabelText('E-mail'), 'sam@wellpath.example');
    await user.type(form.getByLabelText('First name'), 'Sam');
    await user.type(form.getByLabelText('Last name'), 'Rivera');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.');
  });

  it('deactivates an account after confirming', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Sam Rivera?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("Sam Rivera's account is deactivated: they can no longer log in.");
    expect(status).toHaveFocus();
    expect(server.calls('POST /api/staff/accounts/staff-2/deactivate')).toHaveLength(1);
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
  });

  it('clears the invitation sent once the next one is typed', async () => {
    const { user } = setup();
    const form = within(screen.getByRole('region', { name: 'Invite a staff member' }));
    await user.type(form.getByLabelText('E-mail'), 'lena.okafor@wellpath.example');
    await user.type(form.getByLabelText('First name'), 'Lena');
    await user.type(form.getByLabelText('Last name'), 'Okafor');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByRole('status')).toHaveTextContent('Invitation sent to lena.okafor@wellpath.example.');
    await user.type(form.getByLabelText('E-mail'), 'n');
    expect(form.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears the last change of an account once the next one is opened', async () => {
    const { user } = setup();
    const accountsRegion = within(screen.getByRole('region', { name: 'Accounts' }));
    await user.click(await screen.findByRole('button', { name: 'Change role: Sam Rivera' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Role'), 'clinician');
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    expect(await accountsRegion.findByRole('status')).toHaveTextContent('The role of Sam Rivera is now Clinician.');

    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Rivera' }));
    expect(accountsRegion.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('StaffPage: resetting a second factor', { timeout: 20_000 }, () => {
  const clinician: StaffUser = { ...accounts[1]!, _id: 'staff-4', firstName: 'Lena', lastName: 'Okafor', role: 'clinician' };

  it('resets another staff member’s after a confirmation, never one’s own nor one that is off', async () => {
    let list: StaffUser[] = [accounts[0]!, accounts[1]!, { ...clinician, second_factor_enabled: true }];
    const server = mockFetch({
      'GET /api/staff/accounts': () => ({ body: { staff: list } }),
      'POST /api/staff/accounts/staff-4/second-factor/reset': () => {
        list = list.map((u) => (u._id === 'staff-4' ? { ...u, second_factor_enabled: false } : u));
        return { body: list[2]! };
      },
    });
    const { user } = renderAsStaff('admin', <StaffPage />, { route: '/care/staff' });
    const table = await screen.findByRole('table', { name: 'Care team accounts' });
    // One button: Lena's (the administrator's own row has no actions; Sam's factor is not on).
    expect(within(table).getAllByRole('button', { name: /^Reset second factor:/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Reset second factor: Lena Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the second factor of Lena Okafor?' });
    expect(server.calls('POST /api/staff/accounts/staff-4/second-factor/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    expect(await screen.findByText(/The second factor of Lena Okafor is reset/)).toBeInTheDocument();
    expect(server.calls('POST /api/staff/accounts/staff-4/second-factor/reset')).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: /^Reset second factor:/ })).not.toBeInTheDocument();
  });

  it('says why when the server refuses', async () => {
    mockFetch({
      'GET /api/staff/accounts': { body: { staff: [accounts[0]!, { ...clinician, second_factor_enabled: true }] } },
      'POST /api/staff/accounts/staff-4/second-factor/reset': {
        status: 409,
        body: { message: 'Lena Okafor has no second factor set up: they set it up at their next login.' },
      },
    });
    const { user } = renderAsStaff('admin', <StaffPage />, { route: '/care/staff' });
    await user.click(await screen.findByRole('button', { name: 'Reset second factor: Lena Okafor' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    expect(await within(dialog).findByText(/has no second factor set up/)).toBeInTheDocument();
  });
});
