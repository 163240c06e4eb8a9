import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberProfile } from '@/test/api-fixtures';
import { mockFetch, mockRoutes, type CallReply, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProfilePage } from './profile-page';

const profile = memberProfile({
  firstName: 'Morgan',
  lastName: 'Lavoie',
  email: 'morgan@example.ca',
  dateOfBirth: '1968-09-14',
  address: { street: '45 Rideau Street', city: 'Ottawa', province: 'ON', postalCode: 'K1N 5W8' },
  street: '45 Rideau Street',
  city: 'Ottawa',
  province: 'ON',
  provinceName: 'Ontario',
  postalCode: 'K1N 5W8',
  time_zone: 'America/Toronto',
});

const provinces = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia' };

function setup<R = object>(overrides?: MockRoutes<R>, onAccountDeleted = vi.fn(async () => {})) {
  const server = mockFetch(
    {
      'GET /api/user/profile': { body: profile },
      'GET /api/user/provinces': { body: provinces },
      'GET /api/user/access-log': { body: { entries: [] } },
      'GET /api/user/second-factor': { body: { enabled: false, recovery_codes_left: 0 } },
      'GET /api/user/sessions': { body: { sessions: [] } },
      'GET /api/user/reminders': {
        body: { time_zone: 'America/Toronto', time: '19:00', daily: false, weekly: false, blood_pressure: false },
      },
    },
    overrides,
  );
  const view = renderWithProviders(<ProfilePage onAccountDeleted={onAccountDeleted} />, { route: '/profile' });
  return { server, onAccountDeleted, ...view };
}

type User = ReturnType<typeof setup>['user'];

/** Pasting is as real as typing for these fields and keeps the tests quick on a busy machine. */
async function typeInto(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await typeInto(user, field, text);
}

/** The profile as read, until a save answers with `updated` (read from then on). */
function savingProfile(updated: typeof profile) {
  let current: typeof updated = profile;
  return mockRoutes({
    'GET /api/user/profile': () => ({ body: current }),
    'PUT /api/user/profile': () => {
      current = updated;
      return { body: { message: 'Profile updated successfully', profile: updated } };
    },
  });
}

async function openEdit(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('heading', { name: 'Edit Personal Details' });
}

describe('ProfilePage read view', () => {
  it("shows the member's details with an en-CA date and the province name", async () => {
    setup();
    expect(await screen.findByText('Morgan Lavoie')).toBeInTheDocument();
    expect(screen.getByText('morgan@example.ca')).toBeInTheDocument();
    expect(screen.getByText('September 14, 1968')).toBeInTheDocument();
    expect(screen.getByText('45 Rideau Street')).toBeInTheDocument();
    expect(screen.getByText('Ottawa, Ontario')).toBeInTheDocument();
    expect(screen.getByText('K1N 5W8')).toBeInTheDocument();
  });

  it('says no conditions are recorded yet and links to the conditions', async () => {
    setup();
    expect(await screen.findByText('No conditions recorded yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse conditions' })).toHaveAttribute('href', '/conditions');
  });

  it("lists the member's conditions when there are some", async () => {
    setup({ 'GET /api/user/profile': { body: { ...profile, conditions: [{ _id: 'c1', name: 'High blood pressure' }] } } });
    expect(await screen.findByRole('link', { name: 'High blood pressure' })).toHaveAttribute('href', '/conditions/c1');
    expect(screen.queryByText('No conditions recorded yet')).not.toBeInTheDocument();
  });

  it('is in French when the app is: headings, labels and the date', async () => {
    i18n.activate('fr');
    setup();
    expect(await screen.findByText('Morgan Lavoie')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Renseignements personnels' })).toBeInTheDocument();
    expect(screen.getByText('Date de naissance')).toBeInTheDocument();
    expect(screen.getByText('14 septembre 1968')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changer le mot de passe' })).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded', async () => {
    setup({ 'GET /api/user/profile': { status: 500 } });
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
  });
});

describe('ProfilePage edit view', () => {
  it('shows the e-mail read-only and the current values', async () => {
    const { user } = setup();
    await openEdit(user);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Morgan');
    expect(screen.getByLabelText('Street Address')).toHaveValue('45 Rideau Street');
    expect(await screen.findByRole('option', { name: 'Quebec' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Province/)).toHaveValue('ON');
  });

  it('requires street address and city, and sends nothing until they are filled', async () => {
    const { user, server } = setup({ 'PUT /api/user/profile': { body: { message: 'Profile updated successfully', profile } } });
    await openEdit(user);
    await user.clear(screen.getByLabelText('Street Address'));
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Street Address')).toHaveFocus();
    expect(server.calls('PUT /api/user/profile')).toHaveLength(0);
  });

  it('formats the postal code as it is typed', async () => {
    const { user } = setup();
    await openEdit(user);
    const postal = screen.getByLabelText('Postal Code');
    await user.clear(postal);
    await user.type(postal, 'h2x-1y4');
    expect(postal).toHaveValue('H2X 1Y4');
  });

  it('saves the profile, returns to the read view and says so', async () => {
    const updated = {
      ...profile,
      firstName: 'Morgane',
      city: 'Gatineau',
      province: 'QC',
      provinceName: 'Quebec',
      street: '12 Rue Laurier',
    };
    const { user, server } = setup(savingProfile(updated));
    await openEdit(user);
    await replaceText(user, screen.getByLabelText('First Name'), 'Morgane');
    await replaceText(user, screen.getByLabelText('Street Address'), '12 Rue Laurier');
    await replaceText(user, screen.getByLabelText('City'), 'Gatineau');
    await screen.findByRole('option', { name: 'Quebec' });
    await user.selectOptions(screen.getByLabelText(/Province/), 'QC');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT /api/user/profile')[0]!.body).toEqual({
      firstName: 'Morgane',
      lastName: 'Lavoie',
      dateOfBirth: '1968-09-14',
      address: '12 Rue Laurier',
      city: 'Gatineau',
      province: 'QC',
      postalCode: 'K1N 5W8',
    });
    expect(screen.getByText('Morgane Lavoie')).toBeInTheDocument();
    expect(screen.getByText('Gatineau, Quebec')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('edits the sex used for lab ranges and the heart risk, sending it only when it changes', async () => {
    const { user, server } = setup(savingProfile({ ...profile, sex: 'male' }));
    await openEdit(user);
    await user.selectOptions(screen.getByLabelText(/Sex at birth/), 'male');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT /api/user/profile')[0]!.body).toMatchObject({ sex: 'male' });
    expect(screen.getByText('Male')).toBeInTheDocument();
  });

  it("shows the server's errors, or 'Update failed'", async () => {
    const { user } = setup({
      'PUT /api/user/profile': {
        status: 400,
        body: { message: 'Update failed', errors: ['You must be at least 18 years old', 'Choose a province or territory from the list'] },
      },
    });
    await openEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You must be at least 18 years old')).toBeInTheDocument();
    expect(within(alert).getByText('Choose a province or territory from the list')).toBeInTheDocument();
  });

  it("falls back to 'Update failed'", async () => {
    const { user } = setup({ 'PUT /api/user/profile': { status: 500 } });
    await openEdit(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
  });

  it('returns to the read view on Cancel without saving', async () => {
    const { user, server } = setup();
    await openEdit(user);
    await user.type(screen.getByLabelText('City'), ' North');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByText('Ottawa, Ontario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(server.calls('PUT /api/user/profile')).toHaveLength(0);
  });
});

describe('ChangePasswordCard', () => {
  async function fill(user: User, current: string, next: string, confirm: string) {
    if (current) await typeInto(user, await screen.findByLabelText('Current Password'), current);
    if (next) await typeInto(user, screen.getByLabelText('New Password'), next);
    if (confirm) await typeInto(user, screen.getByLabelText('Confirm New Password'), confirm);
  }

  it('keeps submit disabled and says so while the new password is weak', async () => {
    const { user } = setup();
    await fill(user, 'Old-Password-1', 'weakpass', '');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Password does not meet strength requirements')).toBeInTheDocument();
    expect(screen.getByText('Weak')).toBeInTheDocument();
  });

  it('keeps submit disabled and says why while the new password is easy to guess, such as one made of the member’s name', async () => {
    const { user, server } = setup({ 'PUT /api/user/password': { body: { message: 'Password updated successfully' } } });
    await fill(user, 'Old-Password-1', 'Lavoie2026!', 'Lavoie2026!');
    expect(await screen.findByText('This password would be easy to guess.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('It should not contain your name or your e-mail address.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(server.calls('PUT /api/user/password')).toHaveLength(0);
  }, 30_000);

  it('says the new passwords do not match, and sends nothing', async () => {
    const { user, server } = setup({ 'PUT /api/user/password': { body: { message: 'Password updated successfully' } } });
    await fill(user, 'Old-Password-1', 'New-Password-2', 'New-Password-3');
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
    expect(server.calls('PUT /api/user/password')).toHaveLength(0);
  });

  it('changes the password and clears the form', async () => {
    const { user, server } = setup({ 'PUT /api/user/password': { body: { message: 'Password updated successfully' } } });
    await fill(user, 'Old-Password-1', 'New-Password-2', 'New-Password-2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT /api/user/password')[0]!.body).toEqual({
      currentPassword: 'Old-Password-1',
      newPassword: 'New-Password-2',
      confirmPassword: 'New-Password-2',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    // Starting another change, the message about the last one goes.
    await user.type(screen.getByLabelText('Current Password'), 'N');
    expect(screen.queryByText('Password updated successfully')).not.toBeInTheDocument();
  });

  it("shows the server's errors, or 'Failed to update password'", async () => {
    let reply: CallReply<'PUT /user/password'> = {
      status: 400,
      body: { message: 'Failed to update password', errors: ['Current password is incorrect'] },
    };
    const { user } = setup({ 'PUT /api/user/password': () => reply });
    await fill(user, 'Wrong-Password-1', 'New-Password-2', 'New-Password-2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');

    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update password'));
  });
});

describe('ProfilePage access log', () => {
  it('lists who on the care team viewed the record: when, who with their role, and what', async () => {
    setup({
      'GET /api/user/access-log': {
        body: {
          entries: [
            {
              _id: 'a2',
              staff_name: 'Maya Chen',
              staff_role: 'clinician',
              action: 'Viewed your survey answers, lab results, blood pressure and conditions',
              created_at: '2026-03-05T14:30:00.000Z',
            },
            { _id: 'a1', staff_name: 'Sam Roy', staff_role: 'coach', action: 'Read your messages', created_at: '2026-03-04T09:05:00.000Z' },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Who has viewed your record' });
    const entries = await within(section).findAllByTestId('access-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Maya Chen, Clinician');
    expect(entries[0]).toHaveTextContent('Viewed your survey answers, lab results, blood pressure and conditions');
    expect(entries[0]).toHaveTextContent('March 5, 2026');
    expect(
      within(entries[0]!)
        .getByText(/March 5, 2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-03-05T14:30:00.000Z');
    expect(entries[1]).toHaveTextContent('Sam Roy, Coach');
    expect(entries[1]).toHaveTextContent('Read your messages');
  });

  it('says when no one has opened the record yet', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Who has viewed your record' });
    expect(await within(section).findByText('No one on your care team has opened your record yet.')).toBeInTheDocument();
  });
});

describe('ProfilePage your data', () => {
  it('deletes the account only with the password and the typed confirmation, explaining what the clinic keeps', async () => {
    let reply: CallReply<'PUT /user/password'> = {
      status: 400,
      body: { message: 'Your account was not deleted', errors: ['The password is not correct.'] },
    };
    const { user, server, onAccountDeleted } = setup({ 'POST /api/user/delete-account': () => reply });
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: /Delete my account/ }));
    expect(section).toHaveTextContent('What the clinic keeps');
    expect(section).toHaveTextContent('access log');
    // An urgent alert still open stays with the care team, and the member is told so before deleting.
    expect(within(section).getByTestId('kept-alerts')).toHaveTextContent(
      'An urgent alert the care team is still following up (an answer about self-harm, a blood pressure above 180/120 or a critical lab value) stays with them, with your name, e-mail address, postal address and what raised it',
    );
    expect(within(section).getByTestId('kept-alerts')).toHaveTextContent('They erase those details when they close the alert');

    const form = within(section).getByRole('form', { name: 'Delete my account' });
    await typeInto(user, within(form).getByLabelText(/Password/), 'Wrong-Password-1');
    await typeInto(user, within(form).getByLabelText(/Type DELETE to confirm/), 'delete');
    await user.click(within(form).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(form).findByText('Type DELETE in capital letters to confirm.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/delete-account')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Type DELETE to confirm/));
    await typeInto(user, within(form).getByLabelText(/Type DELETE to confirm/), 'DELETE');
    await user.click(within(form).getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('The password is not correct.'));
    expect(onAccountDeleted).not.toHaveBeenCalled();

    reply = { status: 200, body: { message: 'Your account and your health data have been deleted.' } };
    await user.click(within(form).getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledWith('u1'));
    expect(server.calls('POST /api/user/delete-account').at(-1)?.body).toEqual({ password: 'Wrong-Password-1', confirmation: 'DELETE' });
  });
});

describe('ProfilePage reminders', () => {
  it('saves the e-mails chosen, at a time of the member’s own time zone', async () => {
    const { server, user } = setup({
      'PUT /api/user/reminders': (req) => ({ body: { ...req.body, time_zone: 'America/Toronto' } }),
    });
    const form = await screen.findByRole('form', { name: 'Reminders' });
    // The time zone is the member's (its own card), not one of the reminders'.
    expect(within(form).queryByLabelText('Time zone')).not.toBeInTheDocument();
    expect(within(form).getByText(/Reminders go at this time in your time zone \(America\/Toronto\)/)).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Daily tracking reminder'));
    await user.click(within(form).getByRole('button', { name: 'Save Reminders' }));
    expect(await screen.findByText('Your reminders are saved.')).toBeInTheDocument();
    expect(server.calls('PUT /api/user/reminders')[0]!.body).toEqual({ time: '19:00', daily: true, weekly: false, blood_pressure: false });
  });

  it('shows the server’s sentence when the reminders are refused', async () => {
    const { user } = setup({
      'PUT /api/user/reminders': {
        status: 400,
        body: { message: 'The reminders could not be saved', errors: ['The time of day must be HH:MM, from 00:00 to 23:59'] },
      },
    });
    const form = await screen.findByRole('form', { name: 'Reminders' });
    await user.click(within(form).getByRole('button', { name: 'Save Reminders' }));
    expect(await screen.findByText('The time of day must be HH:MM, from 00:00 to 23:59')).toBeInTheDocument();
  });
});

describe('ProfilePage time zone', () => {
  it('shows the member’s time zone and saves another one (decision 0073)', async () => {
    const { server, user } = setup({ 'PUT /api/user/time-zone': (req) => ({ body: req.body }) });
    const form = await screen.findByRole('form', { name: 'Time zone' });
    const select = within(form).getByLabelText('Time zone');
    expect(select).toHaveValue('America/Toronto');
    expect(within(form).getByRole('button', { name: 'Save Time Zone' })).toBeDisabled();
    await user.selectOptions(select, 'America/Vancouver');
    await user.click(within(form).getByRole('button', { name: 'Save Time Zone' }));
    expect(await screen.findByText('Your time zone is saved.')).toBeInTheDocument();
    expect(server.calls('PUT /api/user/time-zone')[0]!.body).toEqual({ time_zone: 'America/Vancouver' });
  });
});
