import { expect, it } from 'vitest';
import { migrateTo } from '../../db/migrate.js';
import { DAY_MS } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import { insertActivity } from '../../test/outcome-rows.js';
import { bearer, createMember, createStaff, describeWithApp } from '../../test/helpers.js';

// When a member last logged something (migration 0045, decision 0122): kept by triggers on the event
// tables, only the member's own doing, only forward; filled from the events stored before it.

const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describeWithApp('when a member last logged something', (t) => {
  const lastLogged = async (userId: string) =>
    (await t.db.selectFrom('member_last_logged').select('at').where('user_id', '=', userId).executeTakeFirst())?.at ?? null;
  const activity = (userId: string, at: string) => insertActivity(t.db, userId, { date: at.slice(0, 10), minutes: 30, created: at });

  it("moves with the member's own events, never with the care team's, and never back", async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    expect(await lastLogged(member.userId)).toBeNull();

    const twenty = ago(20);
    await activity(member.userId, twenty);
    expect(await lastLogged(member.userId)).toBe(twenty);
    // An older one (an import of last year) leaves it.
    await activity(member.userId, ago(300));
    expect(await lastLogged(member.userId)).toBe(twenty);

    // A reading the clinician enters for the member is the care team's doing.
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${member.userId}/blood-pressure`,
      headers: bearer(clinician.token),
      payload: { systolic: 128, diastolic: 82, measured_at: ago(1) },
    });
    expect(entered.statusCode).toBe(201);
    expect(await lastLogged(member.userId)).toBe(twenty);

    // A message the member writes is theirs; the care team's reply is not.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(member.token),
      payload: { subject: 'Hello', body: 'A question about my walks.' },
    });
    expect(sent.statusCode).toBe(201);
    const afterMessage = (await lastLogged(member.userId))!;
    expect(afterMessage > twenty).toBe(true);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/staff/threads/${sent.json()._id}`,
      headers: bearer(clinician.token),
      payload: { body: 'Happy to help.' },
    });
    expect([200, 409]).toContain(reply.statusCode);
    expect(await lastLogged(member.userId)).toBe(afterMessage);

    // Deleting the account deletes the row.
    await t.db.deleteFrom('users').where('id', '=', member.userId).execute();
    expect(await lastLogged(member.userId)).toBeNull();
  });

  it('is filled from the events stored before the migration', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const [fifteen, nine, two] = [ago(15), ago(9), ago(2)];
    await migrateTo(t.db, '0044-medication-daily-check');
    try {
      await activity(a.userId, ago(40));
      await activity(a.userId, fifteen);
      await t.db
        .insertInto('bp_readings')
        .values({
          id: newId(),
          user_id: b.userId,
          systolic: 130,
          diastolic: 80,
          pulse: null,
          arm: null,
          measured_at: nine,
          notes: '',
          created_at: nine,
          updated_at: nine,
          entered_by: null,
          source: 'manual',
          import_id: null,
        })
        .execute();
    } finally {
      await migrateTo(t.db, '0045-member-last-logged');
    }
    expect(await lastLogged(a.userId)).toBe(fifteen);
    expect(await lastLogged(b.userId)).toBe(nine);
    // And the triggers are back.
    await activity(b.userId, two);
    expect(await lastLogged(b.userId)).toBe(two);
  });
});
