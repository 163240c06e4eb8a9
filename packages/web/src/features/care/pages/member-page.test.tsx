import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { alertList, health, openAlert, overview, renderAsStaff } from '../test-data';
import { MemberPage } from './member-page';

const HEALTH_HEADINGS = ['Conditions', 'Surveys', 'Lab results', 'Blood pressure'];

const ldl = (id: string, value: number, date: string, status: 'high' | 'normal') => ({
  _id: id,
  marker_id: 'mk1',
  marker_key: 'ldl',
  marker_name: 'LDL cholesterol',
  category: 'lipids' as const,
  value,
  unit: 'mmol/L',
  test_date: date,
  status,
  message: '',
  reference_range: { min: null, max: 3.49, below: 3.5 },
  report_id: `rep-${id}`,
  source: 'manual' as const,
});

function api(canSee: boolean, data = health) {
  return mockFetch({
    'GET /api/staff/members/m1': { body: { ...overview, can: { health: canSee, alerts: canSee, account: false } } },
    'GET /api/staff/members/m1/health': { body: data },
    'GET /api/staff/alerts': { body: alertList([openAlert]) },
    'GET /api/staff/threads': { body: { threads: [] } },
    'GET /api/staff/members/m1/notes': {
      body: { notes: [], next_cursor: null, can_write: canSee ? ['call', 'visit', 'review', 'other'] : ['coaching'] },
    },
  });
}

describe('MemberPage', { timeout: 20_000 }, () => {
  it('shows a coach the programmes and activity but no health data or alerts', async () => {
    const server = api(false);
    renderAsStaff('coach', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Tremblay' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('recorded in the access log');
    for (const name of [
      'Profile',
      'Lifestyle pillars',
      'Programmes',
      'Weekly activity',
      'Recommendations',
      'Programme requests',
      'Messages',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const programme = screen.getByRole('row', { name: /Sleep Reset/ });
    expect(programme).toHaveTextContent('Active');
    expect(programme).toHaveTextContent('40%');
    expect(programme).toHaveTextContent('80%8 days tracked');
    expect(programme).toHaveTextContent('3 days');
    expect(screen.getByText(/160 of 150 min/)).toHaveTextContent('target met');
    for (const name of [...HEALTH_HEADINGS, 'Urgent alerts']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Access log for this member' })).not.toBeInTheDocument();
    expect(await screen.findByText('No messages with this member.')).toBeInTheDocument();

    expect(server.calls('GET /api/staff/members/m1/health')).toHaveLength(0);
    expect(server.calls('GET /api/staff/alerts')).toHaveLength(0);
    expect(server.calls('GET /api/staff/threads')[0]!.url).toContain('box=mine&member_id=m1');
  });

  it('shows a clinician the health data, the alerts and every conversation', async () => {
    const server = api(true);
    const { user } = renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });

    for (const name of HEALTH_HEADINGS) expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('Hypertension')).toBeInTheDocument();
    const survey = screen.getByRole('heading', { level: 3, name: 'PHQ-9' }).closest('li')!;
    expect(survey).toHaveTextContent('Score 12 points · Moderate depression');
    await user.click(within(survey).getByText('Answers (1)'));
    expect(within(survey).getByText('More than half the days')).toBeVisible();

    const alerts = screen.getByRole('region', { name: 'Urgent alerts' });
    expect(await within(alerts).findByRole('heading', { level: 3, name: 'Thoughts of self-harm (PHQ-9 item 9)' })).toBeInTheDocument();
    expect(server.calls('GET /api/staff/alerts')[0]!.url).toContain('status=all&member_id=m1');
    expect(server.calls('GET /api/staff/threads')[0]!.url).toContain('box=all&member_id=m1');
    expect(screen.queryByRole('link', { name: 'Access log for this member' })).not.toBeInTheDocument();
  });

  it('shows lab results with their status and trend, and the blood pressure average and readings', async () => {
    const reading = { pulse: 70, arm: 'left' as const, notes: '', urgent: false };
    api(true, {
      ...health,
      labs: {
        latest: [ldl('l2', 4.1, '2026-10-01', 'high')],
        reports: [
          {
            _id: 'rep-l1',
            test_date: '2026-04-01',
            lab_name: '',
            source: 'manual',
            created_at: '2026-04-02T00:00:00.000Z',
            results: [ldl('l1', 3.2, '2026-04-01', 'normal')],
          },
          {
            _id: 'rep-l2',
            test_date: '2026-10-01',
            lab_name: '',
            source: 'manual',
            created_at: '2026-10-02T00:00:00.000Z',
            results: [ldl('l2', 4.1, '2026-10-01', 'high')],
          },
        ],
      },
      blood_pressure: {
        readings: [
          { ...reading, _id: 'b1', systolic: 128, diastolic: 82, measured_at: '2026-11-18T08:00:00.000Z', category: 'stage1' },
          { ...reading, _id: 'b2', systolic: 136, diastolic: 86, measured_at: '2026-11-19T08:00:00.000Z', category: 'stage1' },
        ],
        average_7d: { systolic: 132, diastolic: 84, count: 2, category: 'stage1', at_or_above_threshold: true },
        threshold: { systolic: 130, diastolic: 80, source: 'Hypertension Canada' },
      },
    });
    renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });

    const latest = await screen.findByRole('table', { name: 'Latest result of each marker' });
    expect(within(latest).getByRole('row', { name: /LDL cholesterol/ })).toHaveTextContent('4.1 mmol/LHighbelow 3.5 mmol/L');
    expect(screen.getByRole('img', { name: 'LDL cholesterol over time' })).toHaveAccessibleDescription(/2 values from 3.2 mmol\/L/);
    expect(screen.getByText('132/84')).toBeInTheDocument();
    expect(screen.getByText(/From 2 readings. At or above the 130\/80 threshold./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Blood pressure readings' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Latest readings' })).getAllByRole('row')).toHaveLength(3);
  });

  it('never shows a green "Normal" beside a low reading or a fast pulse: 84/54 with a pulse of 131 reads "Low: check"', async () => {
    const reading = { arm: null, notes: '', urgent: false };
    api(true, {
      ...health,
      blood_pressure: {
        readings: [
          { ...reading, _id: 'b1', systolic: 84, diastolic: 54, pulse: 131, measured_at: '2026-11-18T08:00:00.000Z', category: 'normal' },
          { ...reading, _id: 'b2', systolic: 116, diastolic: 74, pulse: 70, measured_at: '2026-11-19T08:00:00.000Z', category: 'normal' },
        ],
        average_7d: { systolic: 100, diastolic: 64, count: 2, category: 'normal', at_or_above_threshold: false },
        threshold: { systolic: 130, diastolic: 80, source: 'Hypertension Canada' },
      },
    });
    renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    const table = await screen.findByRole('table', { name: 'Latest readings' });
    const low = within(table).getByRole('row', { name: /84\/54/ });
    expect(within(low).queryByText('Normal')).not.toBeInTheDocument();
    expect(within(low).getByText('Low: check')).toBeInTheDocument();
    expect(within(low).getByText('Low (under 90/60)')).toBeInTheDocument();
    expect(within(low).getByText('Pulse over 120')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /116\/74/ })).getByText('Normal')).toBeInTheDocument();
  });

  it('links an administrator to the member’s entries in the access log', async () => {
    api(true);
    renderAsStaff('admin', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    expect(await screen.findByRole('link', { name: 'Access log for this member' })).toHaveAttribute('href', '/care/audit?member_id=m1');
  });

  it('lets an administrator turn off a member’s two-step verification after a confirmation', async () => {
    const server = mockFetch({
      'GET /api/staff/members/m1': {
        body: { ...overview, member: { ...overview.member, second_factor: true }, can: { health: true, alerts: true, account: true } },
      },
      'GET /api/staff/members/m1/health': { body: health },
      'GET /api/staff/alerts': { body: alertList([]) },
      'GET /api/staff/threads': { body: { threads: [] } },
      'POST /api/staff/members/m1/second-factor/reset': {
        body: { message: 'Two-step verification is off for Avery Tremblay. They have been told by e-mail.' },
      },
    });
    const { user } = renderAsStaff('admin', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    const section = await screen.findByRole('region', { name: 'Account' });
    expect(section).toHaveTextContent('Two-step verification: On');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-step verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step verification for Avery Tremblay?' });
    expect(server.calls('POST /api/staff/members/m1/second-factor/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(server.calls('POST /api/staff/members/m1/second-factor/reset')).toHaveLength(1));
    expect(
      await within(section).findByText('Two-step verification is off for Avery Tremblay. They have been told by e-mail.'),
    ).toBeInTheDocument();
  });

  it('shows no account section to a clinician', async () => {
    api(true);
    renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Avery Tremblay' });
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('speaks French to a clinician: the sections, the figures, the alert and the health data', async () => {
    i18n.activate('fr');
    api(true);
    renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Pression artérielle' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('consigné dans le journal des accès');
    for (const name of ['Profil', 'Piliers des habitudes de vie', 'Activité hebdomadaire', 'Demandes de programme', 'Questionnaires']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const programme = screen.getByRole('row', { name: /Sleep Reset/ });
    expect(programme).toHaveTextContent('Actif');
    expect(programme).toHaveTextContent('80 %8 jours notés');
    expect(screen.getByText(/160 sur 150 min/)).toHaveTextContent('objectif atteint');
    expect(screen.getByRole('heading', { level: 3, name: 'Idées d’automutilation (question 9 du PHQ-9)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toHaveTextContent('Problèmes de santé');
  });
});
