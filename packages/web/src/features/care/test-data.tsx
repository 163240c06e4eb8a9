import type { StaffRole } from '@wellpath/shared/staff/roles';
import type { Alert, AlertList, MemberHealth, MemberOverview, StaffMe } from '@wellpath/shared/staff/wire';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/test/render';
import { StaffProvider } from './components/staff-context';

/** Test fixtures of the care workspace (used by its component tests and the layout's). */
export function staffMe(role: StaffRole, overrides: Partial<StaffMe> = {}): StaffMe {
  const names = { coach: ['Sam', 'Rivera'], clinician: ['Dr. Lena', 'Okafor'], admin: ['Priya', 'Shah'] } as const;
  return {
    _id: `staff-${role}`,
    email: `${role}@wellpath.example`,
    firstName: names[role][0],
    lastName: names[role][1],
    role,
    second_factor: { enabled: true, recovery_codes_left: 10 },
    ...overrides,
  };
}

/** Renders one workspace screen for a staff member of this role, at a URL matching `path`. */
export function renderAsStaff(role: StaffRole, ui: ReactElement, { route, path = route }: { route: string; path?: string }) {
  localStorage.setItem('token', 'staff-session');
  return renderWithProviders(<StaffProvider staff={staffMe(role)}>{ui}</StaffProvider>, { route, path });
}

export const openAlert: Alert = {
  _id: 'a1',
  kind: 'phq9_item9',
  summary: 'Answered "Several days" to item 9 of the PHQ-9.',
  occurred_at: null,
  member: { _id: 'm1', name: 'Avery Tremblay', deleted: false },
  contact: null,
  created_at: '2026-11-20T12:00:00.000Z',
  acknowledged: null,
  resolved: null,
  state: 'open',
  assigned_to: null,
  due_at: '2026-11-20T14:00:00.000Z',
  escalated: { pool_at: null, admins_at: null },
};

/** The answer of GET /staff/alerts: these alerts, two staff who may own them, the clinic open. */
export function alertList(alerts: Alert[], overrides: Partial<AlertList> = {}): AlertList {
  return {
    alerts,
    unreadable: 0,
    assignees: [
      { _id: 'staff-clinician', name: 'Dr. Lena Okafor', role: 'clinician' },
      { _id: 'staff-admin', name: 'Priya Shah', role: 'admin' },
    ],
    clinic: { open_now: true, out_of_hours: 'The clinic is closed.' },
    ...overrides,
  };
}

export const overview: MemberOverview = {
  member: {
    _id: 'm1',
    firstName: 'Avery',
    lastName: 'Tremblay',
    email: 'avery@example.ca',
    dateOfBirth: '1978-05-02',
    province: 'ON',
    created_at: '2026-01-10T12:00:00.000Z',
    last_active_at: '2026-11-19T12:00:00.000Z',
    second_factor: false,
  },
  pillars: [{ name: 'Sleep', slug: 'sleep' }],
  programs: [
    {
      _id: 'p1',
      title: 'Sleep Reset',
      status: 'active',
      started_at: '2026-11-01T12:00:00.000Z',
      start_day: '2026-11-01',
      progress_percent: 40,
      days_tracked: 8,
      schedule: { per: 'day', target: 1 },
      adherence_percent: 80,
      current_streak: 3,
      last_tracked: '2026-11-19',
    },
  ],
  activity: {
    weeks: [{ week_start: '2026-11-16', mvpa_minutes: 160, strength_days: 1 }],
    targets: { mvpa_minutes: 150, strength_days: 2 },
  },
  recommendations: [{ _id: 'r1', title: 'Keep a regular bedtime', status: 'in_progress', updated_at: '2026-11-10T12:00:00.000Z' }],
  requests: [],
  can: { health: false, alerts: false, account: false },
};

export const health: MemberHealth = {
  sex: 'female',
  conditions: [{ _id: 'c1', name: 'Hypertension' }],
  surveys: [
    {
      _id: 'sr1',
      survey_id: 's1',
      survey_title: 'PHQ-9',
      score: 12,
      score_unit: 'points',
      range_text: 'Moderate depression',
      alerts: [],
      outcomes: [],
      answers: [{ question: 'Little interest or pleasure in doing things', answer: 'More than half the days' }],
      completed_at: '2026-11-20T12:00:00.000Z',
      in_onboarding: false,
      survey: { _id: 's1', title: 'PHQ-9' },
    },
  ],
  labs: { latest: [], reports: [] },
  blood_pressure: { readings: [], average_7d: null, threshold: { systolic: 130, diastolic: 80, source: 'Hypertension Canada' } },
};
