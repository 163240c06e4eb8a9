import { expect } from 'vitest';
import type { StaffRole } from '@wellpath/shared/staff/roles';
import { totpCode, totpStep } from '../lib/totp.js';
import { bearer, type TestApp } from './helpers.js';

/** The password every staff member made by `enrolledStaff` chose. */
export const STAFF_PASSWORD = 'Clinic-Staff-2026';
let n = 0;

/** The current code of an authenticator app holding `secret`, `offset` steps away. */
export const codeFor = (secret: string, offset = 0) => totpCode(secret, totpStep(Date.now()) + offset);

/** The code of the step the account last spent (its set-up code, right after enrolment). */
export async function spentCode(t: TestApp, email: string, secret: string): Promise<string> {
  const { totp_last_step } = await t.db.selectFrom('users').select('totp_last_step').where('email', '=', email).executeTakeFirstOrThrow();
  return totpCode(secret, totp_last_step!);
}

/** A staff member through the real path: invitation e-mail, password, login, second-factor enrolment. */
export async function enrolledStaff(t: TestApp, role: StaffRole) {
  n += 1;
  const email = `staff${n}.${Math.random().toString(36).slice(2, 7)}@clinic.example`;
  await t.app.services.staffService.invite({ email, role, firstName: 'Sam', lastName: `Rivera${n}` }, null);
  await t.settle();
  const invitation = t.mail.sent.filter((m) => m.to === email).at(-1)!;
  const token = invitation.text.match(/\/staff-invitation\/([A-Za-z0-9_-]+)/)![1]!;
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/staff-invitations/${token}`,
    payload: { password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
  });
  expect(accept.statusCode).toBe(200);
  const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: STAFF_PASSWORD } });
  const session = login.json().token as string;
  const setup = (await t.app.inject({ method: 'POST', url: '/api/staff/second-factor/setup', headers: bearer(session) })).json();
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/staff/second-factor/confirm',
    headers: bearer(session),
    payload: { code: codeFor(setup.secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return {
    email,
    name: `Sam Rivera${n}`,
    token: session,
    secret: setup.secret as string,
    invitationToken: token,
    recoveryCodes: confirm.json().recovery_codes as string[],
  };
}
