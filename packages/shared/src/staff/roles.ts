import { msg } from '../i18n/message.js';

/**
 * Who may do what in the care team's workspace (issue: care-team workspace). Enforced on the server
 * on every staff call; the workspace hides what a role may not open. Members have no staff rights.
 */
export const STAFF_ROLES = ['coach', 'clinician', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['member', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Member list and search, last active, programmes, tracking, adherence, activities, pillars, recommendations. */
  'members:read',
  /** Programme requests: read, reply, change status. */
  'requests:manage',
  /** Message threads: a coach sees their own and unassigned threads; clinicians and admins all. */
  'messages:own',
  'messages:all',
  /** Survey answers and scores, lab results, blood pressure, conditions. */
  'health:read',
  /** Urgent alerts: queue, acknowledge, resolve. */
  'alerts:manage',
  /** Set a member's personal targets (clinicians only: coaches and administrators read them, decision 0091). */
  'targets:set',
  /** Invite and deactivate staff, change roles. */
  'staff:manage',
  /** Read the access log. */
  'audit:read',
  /** Read and change anyone's appointment calendar (everyone keeps their own; decision 0096). */
  'calendar:all',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<StaffRole, readonly Permission[]> = {
  coach: ['members:read', 'requests:manage', 'messages:own'],
  clinician: ['members:read', 'requests:manage', 'messages:own', 'messages:all', 'health:read', 'alerts:manage', 'targets:set'],
  admin: [
    'members:read',
    'requests:manage',
    'messages:own',
    'messages:all',
    'health:read',
    'alerts:manage',
    'staff:manage',
    'audit:read',
    'calendar:all',
  ],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function can(role: Role, permission: Permission): boolean {
  return isStaffRole(role) && MATRIX[role].includes(permission);
}

/** The roles in English words, for the command line, logs and stored records; screens show ROLE_NAMES. */
export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  coach: 'Coach',
  clinician: 'Clinician',
  admin: 'Administrator',
};

/** The roles as catalogue messages (decision 0050): what a screen shows, in its reader's language (`tr()` in the web). */
export const ROLE_NAMES: Record<Role, string> = {
  member: msg('care.role.member'),
  coach: msg('care.role.coach'),
  clinician: msg('care.role.clinician'),
  admin: msg('care.role.admin'),
};
