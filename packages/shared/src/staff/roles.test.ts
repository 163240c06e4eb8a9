import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission, type Role } from './roles.js';

// The workspace's access table, row by row, as the care-team issue states it.
const TABLE: Array<[Permission, Record<Role, boolean>]> = [
  ['members:read', { member: false, coach: true, clinician: true, admin: true }],
  ['requests:manage', { member: false, coach: true, clinician: true, admin: true }],
  ['messages:own', { member: false, coach: true, clinician: true, admin: true }],
  ['messages:all', { member: false, coach: false, clinician: true, admin: true }],
  ['health:read', { member: false, coach: false, clinician: true, admin: true }],
  ['alerts:manage', { member: false, coach: false, clinician: true, admin: true }],
  ['targets:set', { member: false, coach: false, clinician: true, admin: false }],
  ['staff:manage', { member: false, coach: false, clinician: false, admin: true }],
  ['audit:read', { member: false, coach: false, clinician: false, admin: true }],
  ['calendar:all', { member: false, coach: false, clinician: false, admin: true }],
];

describe('staff permissions', () => {
  it('covers every permission', () => {
    expect(TABLE.map(([p]) => p).sort()).toEqual([...PERMISSIONS].sort());
  });

  it.each(TABLE)('%s', (permission, byRole) => {
    for (const [role, allowed] of Object.entries(byRole)) expect([role, can(role as Role, permission)]).toEqual([role, allowed]);
  });
});
