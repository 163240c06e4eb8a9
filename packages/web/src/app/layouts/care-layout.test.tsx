import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { alertList, openAlert, staffMe } from '@/features/care/test-data';
import { mockFetch, mockRoutes } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { routes } from '../router';

function signIn() {
  localStorage.setItem('token', 'staff-session');
  useAuthStore.setState({ token: 'staff-session' });
}

const workspaceApi = mockRoutes({
  'GET /api/staff/members': { body: { members: [], next_cursor: null } },
  'GET /api/staff/alerts': { body: alertList([openAlert]) },
  'GET /api/staff/alerts/reach': { body: { reaches_nobody: false, inbox: false, active_clinicians: 2 } },
  'GET /api/staff/work': {
    body: {
      items: [
        {
          kind: 'alert',
          _id: 'a1',
          alert_kind: 'bp_crisis',
          title: '',
          member: { _id: 'm1', name: 'Avery Tremblay' },
          assigned_to: null,
          mine: false,
          state: 'open',
          created_at: '2026-11-20T12:00:00.000Z',
          due_at: '2026-11-20T16:00:00.000Z',
          overdue: true,
          severity: 1,
        },
      ],
      counts: { mine: 0, overdue: 1, total: 1 },
    },
  },
  'POST /api/user/logout': { body: { message: 'Logged out' } },
  'GET /api/staff/outreach/count': { body: { count: 3 } },
});

const nobody = { reaches_nobody: true, inbox: false, active_clinicians: 0 };

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((l) => l.textContent);

beforeEach(() => useAuthStore.setState({ token: null }));

describe('CareLayout', () => {
  it('sends a visitor without a token to /login', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/care/members');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells a member that the area is for the care team', async () => {
    signIn();
    mockFetch({ 'GET /api/staff/me': { status: 403, body: { message: 'You do not have access to the care workspace.' } } });
    renderRoutes(routes, '/care');
    expect(await screen.findByRole('heading', { level: 1, name: 'This area is for the care team' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Care workspace' })).not.toBeInTheDocument();
  });

  it('shows a coach only what a coach may open, and opens on My work', async () => {
    signIn();
    mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('coach') } });
    const { router } = renderRoutes(routes, '/care');

    const nav = await screen.findByRole('navigation', { name: 'Care workspace' });
    // The outreach queue's size beside its link (decision 0099), and the programme's results (0098).
    await waitFor(() =>
      expect(linksOf(nav)).toEqual([
        'My work1items, 1 overdue',
        'Members',
        'Requests',
        'Outreach3 members to reach',
        'Messages',
        'Results',
        'Calendar',
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/care/work'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
    // The count is in the tab's title too (decision 0100).
    await waitFor(() => expect(document.title).toBe('(1) My work · WellPath'));
    await router.navigate('/care/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.getByText('Coach')).toBeInTheDocument();
    // No alerts filter for a role that may not see alerts.
    expect(screen.queryByLabelText('Urgent alerts')).not.toBeInTheDocument();
  });

  it('shows an administrator every section, and opens on My work, worst first', async () => {
    signIn();
    mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('admin') } });
    const { router } = renderRoutes(routes, '/care');
    const nav = await screen.findByRole('navigation', { name: 'Care workspace' });
    await waitFor(() =>
      expect(linksOf(nav)).toEqual([
        'My work1items, 1 overdue',
        'Alerts',
        'Members',
        'Requests',
        'Outreach3 members to reach',
        'Messages',
        'Staff',
        'Access log',
        'Results',
        'Calendar',
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/care/work'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
    const item = await screen.findByTestId('work-item');
    expect(within(item).getByRole('link', { name: 'Blood pressure above 180/120' })).toHaveAttribute('href', '/care/alerts');
    expect(within(item).getByText('Overdue')).toBeInTheDocument();
  });

  it('tells an administrator on every page when urgent alerts would reach nobody, and what to do', async () => {
    signIn();
    mockFetch({ ...workspaceApi, 'GET /api/staff/alerts/reach': { body: nobody }, 'GET /api/staff/me': { body: staffMe('admin') } });
    const { router } = renderRoutes(routes, '/care/members');
    const banner = await screen.findByTestId('alerts-reach-nobody');
    expect(banner).toHaveTextContent('Urgent alerts reach nobody: no clinician account is active and no care-team inbox is set.');
    const alert = screen.getAllByRole('alert').find((a) => a.contains(banner))!;
    expect(alert).toHaveTextContent(/would be e-mailed to no one\. Invite a clinician on the Staff page, or .* set CARE_TEAM_INBOX/);
    expect(within(alert).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/care/staff');
    await router.navigate('/care/alerts');
    expect(await screen.findByTestId('alerts-reach-nobody')).toBeInTheDocument();
  });

  it('says it in French too, and never to a clinician (who is an active one) nor when an inbox is set', async () => {
    signIn();
    i18n.activate('fr');
    mockFetch({ ...workspaceApi, 'GET /api/staff/alerts/reach': { body: nobody }, 'GET /api/staff/me': { body: staffMe('admin') } });
    const first = renderRoutes(routes, '/care/members');
    expect(await screen.findByTestId('alerts-reach-nobody')).toHaveTextContent(
      'Les alertes urgentes ne joignent personne : aucun compte de clinicien n’est actif et aucune boîte de l’équipe de soins n’est configurée.',
    );
    first.unmount();
    i18n.activate('en');

    const server = mockFetch({
      ...workspaceApi,
      'GET /api/staff/alerts/reach': { body: nobody },
      'GET /api/staff/me': { body: staffMe('clinician') },
    });
    renderRoutes(routes, '/care/alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Urgent alerts' })).toBeInTheDocument();
    expect(screen.queryByTestId('alerts-reach-nobody')).not.toBeInTheDocument();
    expect(server.calls('GET /api/staff/alerts/reach')).toHaveLength(0);
  });

  it('tells a coach who opens an administrator page that their role does not give access', async () => {
    signIn();
    const server = mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('coach') } });
    renderRoutes(routes, '/care/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not give access to this page.');
    expect(server.calls('GET /api/staff/accounts')).toHaveLength(0);
  });

  it('logs out: tells the server, then opens /login', async () => {
    signIn();
    const server = mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('coach') } });
    const { user, router } = renderRoutes(routes, '/care/members');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls('POST /api/user/logout')[0]!.headers.authorization).toBe('Bearer staff-session');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('toggles the navigation with the menu button and closes it with Escape', async () => {
    signIn();
    mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('coach') } });
    const { user } = renderRoutes(routes, '/care/members');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Requests' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('asks for the second factor before the workspace opens: set-up, confirm, then the recovery codes once', async () => {
    signIn();
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '0')}`);
    const server = mockFetch({
      ...workspaceApi,
      'GET /api/staff/me': () => ({ body: staffMe('clinician', { second_factor: { enabled, recovery_codes_left: enabled ? 10 : 0 } }) }),
      'POST /api/staff/second-factor/setup': {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauth_url: 'otpauth://totp/WellPath:x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/staff/second-factor/confirm': (req) => {
        if (req.body.code !== '123456') {
          return {
            status: 400,
            body: { message: 'That code is not right. Check that your phone shows the time correctly and enter the current code.' },
          };
        }
        enabled = true;
        return { body: { recovery_codes: codes } };
      },
    });
    const { user } = renderRoutes(routes, '/care');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Care workspace' })).not.toBeInTheDocument();
    expect(server.calls('GET /api/staff/alerts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start set-up' }));
    const heading = await screen.findByRole('heading', { name: '1. Add WellPath to your authenticator app' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('img', { name: /QR code to scan with your authenticator app/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();

    // The code is checked before it is sent, then by the server.
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/second-factor/confirm')).toHaveLength(0);
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'wellpath-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain(codes[9]);
    // The workspace waits until the codes are saved, even though the second factor is now on.
    await waitFor(() => expect(server.calls('GET /api/staff/me').length).toBeGreaterThan(1));
    expect(screen.queryByRole('navigation', { name: 'Care workspace' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('navigation', { name: 'Care workspace' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('offers the other language in the workspace’s menu, under Logout', async () => {
    signIn();
    mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('coach') } });
    renderRoutes(routes, '/care');
    const menu = await screen.findByRole('complementary', { name: 'Workspace menu' });
    expect(within(menu).getByRole('button', { name: 'Français : afficher l’application en français' })).toHaveTextContent('Français');
  });

  it('reads in French around the workspace: its menu, its button and the way back to English', async () => {
    i18n.activate('fr');
    signIn();
    mockFetch({ ...workspaceApi, 'GET /api/staff/me': { body: staffMe('coach') } });
    renderRoutes(routes, '/care');
    const menu = await screen.findByRole('complementary', { name: 'Menu de l’espace de travail' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('button', { name: 'English: show the app in English' })).toHaveAttribute('lang', 'en-CA');
  });

  it('says in French that the workspace could not open, with Try again', async () => {
    i18n.activate('fr');
    signIn();
    mockFetch({ 'GET /api/staff/me': { status: 500, body: { message: 'Erreur' } } });
    renderRoutes(routes, '/care');
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace de l’équipe de soins' })).toBeInTheDocument();
    expect(screen.getByText('L’espace de l’équipe de soins n’a pas pu s’ouvrir. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English: show the app in English' })).toBeInTheDocument();
  });
});
