import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { Alert } from '@wellpath/shared/staff/wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingContent } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { alertList, openAlert, renderAsStaff } from '../test-data';
import { AlertsPage } from './alerts-page';

const resolvedAlert: Alert = {
  ...openAlert,
  _id: 'a0',
  kind: 'bp_crisis',
  summary: 'A reading of 186/124 mm Hg.',
  member: { _id: 'm2', name: 'Jordan Lee', deleted: false },
  created_at: '2026-11-18T09:00:00.000Z',
  acknowledged: { by: 'Dr. Lena Okafor', at: '2026-11-18T09:30:00.000Z' },
  resolved: { by: 'Dr. Lena Okafor', at: '2026-11-18T10:00:00.000Z', note: 'Called the member; seen at the clinic the same day.' },
};

function setup() {
  let alert: Alert = openAlert;
  const server = mockFetch({
    'GET /api/staff/alerts': (req) => ({
      body: alertList(req.url.includes('status=all') ? [alert, resolvedAlert] : alert.resolved ? [] : [alert]),
    }),
    'POST /api/staff/alerts/a1/acknowledge': () => {
      alert = { ...alert, acknowledged: { by: 'Dr. Lena Okafor', at: '2026-11-20T14:15:00.000Z' } };
      return { body: alert };
    },
    'POST /api/staff/alerts/a1/resolve': (req) => {
      alert = { ...alert, resolved: { by: 'Dr. Lena Okafor', at: '2026-11-20T14:20:00.000Z', note: req.body.note } };
      return { body: alert };
    },
  });
  return { server, ...renderAsStaff('clinician', <AlertsPage />, { route: '/care/alerts' }) };
}

beforeEach(() => {
  // Only the clock is fake: "open 2 h 10 min" is counted from it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T14:10:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('AlertsPage', { timeout: 20_000 }, () => {
  it('gives a reading’s time on the clinic’s clock in the reader’s language, never a raw “UTC” time, and ends sentences with one period', async () => {
    let alert: Alert = {
      ...openAlert,
      kind: 'bp_crisis',
      summary: 'Blood pressure 185/125',
      occurred_at: '2026-11-20T10:59:00.000Z',
      // 5:59 a.m. in Toronto: the sentence that ends with it ends with "a.m." once.
      created_at: '2026-11-20T10:59:30.000Z',
    };
    mockFetch({
      'GET /api/content/landing': { body: landingContent({ clinicName: 'Cedar Grove', timeZone: 'America/Toronto' }) },
      'GET /api/staff/alerts': () => ({ body: alertList([alert]) }),
      'POST /api/staff/alerts/a1/resolve': () => {
        alert = { ...alert, resolved: { by: 'Dr. Lena Okafor', at: '2026-11-20T14:20:00.000Z', note: 'Called.' } };
        return { body: alert };
      },
    });
    const { user } = renderAsStaff('clinician', <AlertsPage />, { route: '/care/alerts' });
    const card = await screen.findByTestId('alert');
    expect(await within(card).findAllByText('November 20, 2026 at 5:59 a.m. EST')).toHaveLength(2);
    expect(card).toHaveTextContent('Measured November 20, 2026 at 5:59 a.m. EST');
    expect(card).not.toHaveTextContent('UTC');
    await user.click(within(card).getByRole('button', { name: /^Resolve the alert/ }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve this alert' });
    expect(dialog).toHaveTextContent(/raised November 20, 2026 at 5:59 a\.m\. EST\./);
    expect(dialog).not.toHaveTextContent('a.m..');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    i18n.activate('fr');
    const fr = renderAsStaff('clinician', <AlertsPage />, { route: '/care/alerts' });
    const cardFr = (await fr.findAllByTestId('alert')).at(-1)!;
    expect((await within(cardFr).findAllByText(/^20 novembre 2026.*5 h 59 HNE$/)).length).toBeGreaterThan(0);
  });

  it('lists open alerts with the member, what happened, when and how long it has been open', async () => {
    setup();
    const card = await screen.findByTestId('alert');
    expect(within(card).getByRole('heading', { level: 2, name: 'Thoughts of self-harm (PHQ-9 item 9)' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Avery Tremblay' })).toHaveAttribute('href', '/care/members/m1');
    expect(within(card).getByText('Answered "Several days" to item 9 of the PHQ-9.')).toBeInTheDocument();
    expect(within(card).getByText('Open 2 h 10 min')).toBeInTheDocument();
    expect(card).toHaveTextContent('Status: Open');
    expect(within(card).getByText('Not yet')).toBeInTheDocument();
  });

  it('acknowledges an alert and says so', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge the alert for Avery Tremblay' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Alert acknowledged. Avery Tremblay can now see that the care team has seen it.');
    expect(status).toHaveFocus();
    expect(server.calls('POST /api/staff/alerts/a1/acknowledge')).toHaveLength(1);
    const card = await screen.findByTestId('alert');
    expect(await within(card).findByText(/Dr. Lena Okafor, November 20, 2026/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Acknowledge/ })).not.toBeInTheDocument();
  });

  it('resolves an alert only with a note of what was done', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Resolve the alert for Avery Tremblay' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve this alert' });
    const note = within(dialog).getByLabelText('What was done');
    expect(note).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Resolve alert' }));
    expect(await within(dialog).findByText('Write what was done: a note is required')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/alerts/a1/resolve')).toHaveLength(0);

    await user.type(note, 'Called Avery; safety plan reviewed, GP appointment tomorrow.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve alert' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Alert resolved.');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls('POST /api/staff/alerts/a1/resolve')[0]!.body).toEqual({
      note: 'Called Avery; safety plan reviewed, GP appointment tomorrow.',
    });
    expect(await screen.findByText(/No open alerts/)).toBeInTheDocument();
  });

  it('shows resolved alerts with who resolved them and the note on request', async () => {
    const { user } = setup();
    await screen.findByTestId('alert');
    await user.click(screen.getByRole('switch', { name: 'Show resolved' }));
    const cards = await screen.findAllByTestId('alert');
    expect(cards).toHaveLength(2);
    const resolved = cards[1]!;
    expect(resolved).toHaveTextContent('Status: Resolved');
    expect(within(resolved).getByText('Called the member; seen at the clinic the same day.')).toBeInTheDocument();
    expect(within(resolved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks French: the queue, the alert kind from the shared catalogue, how long it has been open, the actions', async () => {
    i18n.activate('fr');
    setup();
    const card = await screen.findByTestId('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Alertes urgentes' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Idées d’automutilation (question 9 du PHQ-9)' })).toBeInTheDocument();
    expect(within(card).getByText('Ouverte')).toBeInTheDocument();
    expect(within(card).getByText('Ouverte depuis 2 h 10 min')).toBeInTheDocument();
    expect(within(card).getByText('Pas encore')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Prendre en charge l’alerte de Avery Tremblay' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Résoudre l’alerte de Avery Tremblay' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Afficher les alertes résolues' })).toBeInTheDocument();
  });

  it('shows the open alert of a deleted account with the contact details kept, and what resolving it erases', async () => {
    const deleted: Alert = {
      ...openAlert,
      member: { _id: 'm9', name: 'Ezra Quintal', deleted: true },
      contact: {
        email: 'ezra@example.ca',
        address: { street: '12 Rue des Érables', city: 'Gatineau', province: 'QC', postalCode: 'J8T 1A1' },
      },
    };
    const server = mockFetch({
      'GET /api/staff/alerts': { body: alertList([deleted]) },
      'POST /api/staff/alerts/a1/resolve': {
        body: {
          ...deleted,
          summary: '',
          contact: null,
          member: { ...deleted.member, name: '' },
          resolved: { by: 'Dr. Lena Okafor', at: '2026-11-20T14:20:00.000Z', note: '' },
        },
      },
    });
    const { user } = renderAsStaff('clinician', <AlertsPage />, { route: '/care/alerts' });
    const card = await screen.findByTestId('alert');
    expect(card).toHaveTextContent('Member: Ezra Quintal');
    expect(within(card).getByText('Deleted account')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Ezra Quintal' })).not.toBeInTheDocument();
    const kept = within(card).getByTestId('kept-contact');
    expect(kept).toHaveTextContent(
      'The member deleted their account. Their contact details are kept until this alert is resolved, then erased.',
    );
    expect(within(kept).getByRole('link', { name: 'ezra@example.ca' })).toHaveAttribute('href', 'mailto:ezra@example.ca');
    expect(kept).toHaveTextContent('12 Rue des Érables');
    expect(kept).toHaveTextContent('Gatineau, QC J8T 1A1');
    expect(within(card).getByText(deleted.summary)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Resolve the alert for Ezra Quintal' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve this alert' });
    await user.type(within(dialog).getByLabelText('What was done'), 'Reached by e-mail; seen at the clinic.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alert resolved. The member had deleted their account: what raised the alert, your note and their contact details are now erased; its times stay.',
    );
    expect(server.calls('POST /api/staff/alerts/a1/resolve')).toHaveLength(1);
  });

  describe('owners, due times and escalations', () => {
    function ownerSetup(overrides: Partial<Alert> = {}, list: Parameters<typeof alertList>[1] = {}) {
      let alert: Alert = { ...openAlert, ...overrides };
      const server = mockFetch({
        'GET /api/staff/alerts': () => ({ body: alertList([alert], list) }),
        'POST /api/staff/alerts/a1/assign': (req) => {
          const to = req.body.to;
          const names: Record<string, string> = { 'staff-clinician': 'Dr. Lena Okafor', 'staff-admin': 'Priya Shah' };
          const id = to === 'me' ? 'staff-clinician' : to;
          alert = { ...alert, assigned_to: to === 'pool' ? null : { _id: id, name: names[id] ?? id } };
          return { body: alert };
        },
      });
      return { server, ...renderAsStaff('clinician', <AlertsPage />, { route: '/care/alerts' }) };
    }

    it('shows the owner and the due time, overdue once passed, and the escalations on the clinic’s clock', async () => {
      ownerSetup({ escalated: { pool_at: '2026-11-20T14:01:00.000Z', admins_at: null } });
      const card = await screen.findByTestId('alert');
      expect(card).toHaveTextContent('Owner' + 'Clinicians’ pool');
      expect(card).toHaveTextContent('Due time: Overdue');
      expect(within(card).getByTestId('escalations')).toHaveTextContent(
        /^Escalated to every clinician and the care-team inbox, November 20, 2026/,
      );
      expect(within(card).queryByText(/Escalated to the administrators/)).not.toBeInTheDocument();
    });

    it('is not overdue before its due time or once acknowledged', async () => {
      ownerSetup({ due_at: '2026-11-20T15:00:00.000Z' });
      const card = await screen.findByTestId('alert');
      expect(card).not.toHaveTextContent('Overdue');
      expect(within(card).queryByTestId('escalations')).not.toBeInTheDocument();
    });

    it('takes an alert (assign to me), then gives it to a named administrator and back to the pool', async () => {
      const { user, server } = ownerSetup();
      await user.click(await screen.findByRole('button', { name: 'Take the alert for Avery Tremblay' }));
      expect(await screen.findByRole('status')).toHaveTextContent('The alert for Avery Tremblay is yours now.');
      expect(server.calls('POST /api/staff/alerts/a1/assign')[0]!.body).toEqual({ to: 'me' });
      const card = await screen.findByTestId('alert');
      await waitFor(() => expect(card).toHaveTextContent('Owner' + 'You'));
      expect(within(card).queryByRole('button', { name: /^Take the alert/ })).not.toBeInTheDocument();

      await user.selectOptions(within(card).getByLabelText('Owner'), 'Priya Shah');
      await user.click(within(card).getByRole('button', { name: 'Assign the alert for Avery Tremblay' }));
      expect(await screen.findByRole('status')).toHaveTextContent('The alert for Avery Tremblay is assigned to Priya Shah.');
      expect(server.calls('POST /api/staff/alerts/a1/assign')[1]!.body).toEqual({ to: 'staff-admin' });

      await user.selectOptions(within(card).getByLabelText('Owner'), 'Clinicians’ pool');
      await user.click(within(card).getByRole('button', { name: 'Assign the alert for Avery Tremblay' }));
      expect(await screen.findByRole('status')).toHaveTextContent('The alert for Avery Tremblay is back in the clinicians’ pool.');
      expect(server.calls('POST /api/staff/alerts/a1/assign')[2]!.body).toEqual({ to: 'pool' });
    });

    it('says when the clinic is closed, and when alerts could not be read', async () => {
      ownerSetup({}, { unreadable: 2, clinic: { open_now: false, out_of_hours: 'The clinic is closed. Call 911.' } });
      expect(await screen.findByTestId('out-of-hours')).toHaveTextContent('The clinic is closed. Call 911.');
      expect(screen.getByRole('alert')).toHaveTextContent('2 alerts could not be read and are not listed.');
    });

    it('speaks French: owner, pool, overdue and the take action', async () => {
      i18n.activate('fr');
      ownerSetup({ escalated: { pool_at: '2026-11-20T14:01:00.000Z', admins_at: '2026-11-20T14:05:00.000Z' } });
      const card = await screen.findByTestId('alert');
      expect(card).toHaveTextContent('Responsable' + 'Groupe des cliniciens');
      expect(card).toHaveTextContent('En retard');
      expect(within(card).getByTestId('escalations')).toHaveTextContent('Signalée aux administrateurs');
      expect(within(card).getByRole('button', { name: 'M’attribuer l’alerte de Avery Tremblay' })).toBeInTheDocument();
    });
  });
});
