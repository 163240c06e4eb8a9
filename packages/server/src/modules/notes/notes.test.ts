import { expect, it } from 'vitest';
import { LIMITS } from '@wellpath/shared/limits';
import { callerOf, createMember, createStaff, describeWithApp, english, type TestStaff } from '../../test/helpers.js';

// The care team's notes on a member's chart (issue 34, decision 0087): clinical notes by clinicians
// and administrators, coaching notes by coaches; 24 hours of editing by the author, then addenda only;
// never shown to the member; every read and write in the access log.

describeWithApp('care notes', (t) => {
  const call = callerOf(t, '/api');
  const today = () => new Date().toISOString().slice(0, 10);
  const note = (text: string, type = 'call') => ({ type, noted_on: today(), text });
  const accessLog = (memberId: string) =>
    t.db
      .selectFrom('access_log')
      .select(['staff_id', 'action', 'detail'])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute();

  it('a clinician writes a dated note; it lists newest first with its author, and the read and the write are in the access log', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const empty = await call(clinician, 'GET', `/staff/members/${member.userId}/notes`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ notes: [], next_cursor: null, can_write: ['call', 'visit', 'review', 'other'] });

    const first = await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, {
      type: 'visit',
      noted_on: '2026-01-10',
      text: 'Visit: BP 150/95.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'visit',
      noted_on: '2026-01-10',
      text: 'Visit: BP 150/95.',
      author: { _id: clinician.userId, name: clinician.name, role: 'clinician' },
      can_edit: true,
      addenda: [],
    });
    const second = (await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, note('Called about the new reading.'))).json();

    const list = (await call(clinician, 'GET', `/staff/members/${member.userId}/notes`)).json();
    expect(list.notes.map((n: { _id: string }) => n._id)).toEqual([second._id, first.json()._id]);
    const log = await accessLog(member.userId);
    expect(log.map((e) => e.action)).toEqual([
      "Read the care team's notes about you",
      'Wrote a note about your care',
      'Wrote a note about your care',
      "Read the care team's notes about you",
    ]);
    expect(log.every((e) => e.staff_id === clinician.userId)).toBe(true);
  });

  it('pages by cursor and refuses a cursor that is not one it handed out', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    for (const day of ['2026-03-01', '2026-03-02', '2026-03-03'])
      await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, { type: 'review', noted_on: day, text: `Review ${day}` });
    const page1 = (await call(clinician, 'GET', `/staff/members/${member.userId}/notes?limit=2`)).json();
    expect(page1.notes.map((n: { noted_on: string }) => n.noted_on)).toEqual(['2026-03-03', '2026-03-02']);
    const page2 = (await call(clinician, 'GET', `/staff/members/${member.userId}/notes?limit=2&cursor=${page1.next_cursor}`)).json();
    expect(page2.notes.map((n: { noted_on: string }) => n.noted_on)).toEqual(['2026-03-01']);
    expect(page2.next_cursor).toBeNull();
    const bad = await call(clinician, 'GET', `/staff/members/${member.userId}/notes?cursor=%00abc`);
    expect(bad.statusCode).toBe(400);
  });

  it('a coach writes coaching notes only, reads only those, and is not told a clinical note exists', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const clinical = (await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, note('Medication review.', 'review'))).json();
    const refused = await call(coach, 'POST', `/staff/members/${member.userId}/notes`, note('I may not.', 'call'));
    expect(refused.statusCode).toBe(403);
    expect(english(refused.json().message)).toBe('Your role does not write this type of note.');
    const coaching = await call(coach, 'POST', `/staff/members/${member.userId}/notes`, note('Walking goal set: 3 x 20 min.', 'coaching'));
    expect(coaching.statusCode, coaching.body).toBe(201);

    const seenByCoach = (await call(coach, 'GET', `/staff/members/${member.userId}/notes`)).json();
    expect(seenByCoach.notes.map((n: { type: string }) => n.type)).toEqual(['coaching']);
    expect(seenByCoach.can_write).toEqual(['coaching']);
    // The clinician reads both; neither writes the other's kind.
    const seenByClinician = (await call(clinician, 'GET', `/staff/members/${member.userId}/notes`)).json();
    expect(seenByClinician.notes.map((n: { type: string }) => n.type).sort()).toEqual(['coaching', 'review']);
    expect((await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, note('x', 'coaching'))).statusCode).toBe(403);
    // A clinical note is "not found" to a coach, for an edit and an addendum alike.
    expect((await call(coach, 'PUT', `/staff/members/${member.userId}/notes/${clinical._id}`, note('x', 'coaching'))).statusCode).toBe(404);
    expect((await call(coach, 'POST', `/staff/members/${member.userId}/notes/${clinical._id}/addenda`, { text: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('its author edits a note for 24 hours; others cannot; then only addenda, which nobody can change', async () => {
    const member = await createMember(t);
    const author = await createStaff(t, 'clinician');
    const colleague = await createStaff(t, 'clinician', { firstName: 'Sam', lastName: 'Colleague' });
    const written = (await call(author, 'POST', `/staff/members/${member.userId}/notes`, note('Called: no answer.'))).json();
    const url = `/staff/members/${member.userId}/notes/${written._id}`;

    const edited = await call(author, 'PUT', url, { ...note('Called: left a message.'), type: 'other' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Called: left a message.', type: 'other', can_edit: true });
    const notAuthor = await call(colleague, 'PUT', url, note('Mine now.'));
    expect(notAuthor.statusCode).toBe(403);
    expect((await call(colleague, 'GET', `/staff/members/${member.userId}/notes`)).json().notes[0].can_edit).toBe(false);

    // A day later the note is closed, even to its author.
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 1000).toISOString();
    await t.db.updateTable('care_notes').set({ created_at: dayAgo }).where('id', '=', written._id).execute();
    const late = await call(author, 'PUT', url, note('Too late.'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NOTE_EDIT_CLOSED');
    expect((await call(author, 'GET', `/staff/members/${member.userId}/notes`)).json().notes[0]).toMatchObject({
      text: 'Called: left a message.',
      can_edit: false,
    });

    const addendum = await call(colleague, 'POST', `${url}/addenda`, { text: 'Member called back; all well.' });
    expect(addendum.statusCode, addendum.body).toBe(201);
    expect(addendum.json().addenda).toEqual([
      expect.objectContaining({
        text: 'Member called back; all well.',
        author: { _id: colleague.userId, name: 'Sam Colleague', role: 'clinician' },
      }),
    ]);
    // The database itself refuses to change an addendum.
    await expect(
      t.db.updateTable('care_note_addenda').set({ body: 'rewritten' }).where('note_id', '=', written._id).execute(),
    ).rejects.toThrow();
    const actions = (await accessLog(member.userId)).map((e) => e.action);
    expect(actions).toContain('Edited a note about your care');
    expect(actions).toContain('Added an addendum to a note about your care');
  });

  it('a note or addendum sent again is stored once, with or without an Idempotency-Key', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const url = `/staff/members/${member.userId}/notes`;
    const a = (await call(clinician, 'POST', url, note('Same note.'))).json();
    const b = (await call(clinician, 'POST', url, note('Same note.'))).json();
    expect(b._id).toBe(a._id);
    const keyed = await Promise.all(
      [1, 2].map(() => call(clinician, 'POST', url, note('Keyed note.'), { 'idempotency-key': 'note-key-1' })),
    );
    expect(keyed.map((r) => r.statusCode).sort()).toEqual([201, 201]);
    expect(keyed[0]!.json()._id).toBe(keyed[1]!.json()._id);
    await call(clinician, 'POST', `${url}/${a._id}/addenda`, { text: 'Once.' });
    const again = (await call(clinician, 'POST', `${url}/${a._id}/addenda`, { text: 'Once.' })).json();
    expect(again.addenda).toHaveLength(1);
    const rows = await t.db.selectFrom('care_notes').select('id').where('user_id', '=', member.userId).execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const url = `/staff/members/${member.userId}/notes`;
    const cases: unknown[] = [
      {},
      { type: 'call', noted_on: today() },
      { type: 'call', noted_on: today(), text: '   ' },
      { type: 'call', noted_on: today(), text: 'x'.repeat(LIMITS.careNote + 1) },
      { type: 'call', noted_on: today(), text: 'bad \u0000 byte' },
      { type: 'gossip', noted_on: today(), text: 'x' },
      { type: 'call', noted_on: '2026-02-30', text: 'x' },
      { type: 'call', noted_on: '1e3', text: 'x' },
      { type: 'call', noted_on: 20260101, text: 'x' },
      { type: 'call', noted_on: '2999-01-01', text: 'x' },
      { type: 'call', noted_on: today(), text: { nested: 'x' } },
      { type: ['call'], noted_on: today(), text: 'x' },
      '{"type":"call","noted_on":"2026-01-01","text":"x"',
    ];
    for (const body of cases) {
      const res = await call(clinician, 'POST', url, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const huge = await call(clinician, 'POST', url, { type: 'call', noted_on: today(), text: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect((await call(clinician, 'POST', `${url}/nope/addenda`, { text: '' })).statusCode).toBe(400);
    expect((await call(clinician, 'POST', `${url}/nope/addenda`, { text: 'x' })).statusCode).toBe(404);
    expect(await t.db.selectFrom('care_notes').select('id').where('user_id', '=', member.userId).execute()).toEqual([]);
  });

  it('a member is never shown notes; a note on someone who is not a member is refused', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, note('Private note.'));
    expect((await call(member, 'GET', `/staff/members/${member.userId}/notes`)).statusCode).toBe(403);
    const other = await createStaff(t, 'coach');
    expect((await call(clinician, 'POST', `/staff/members/${other.userId}/notes`, note('Not a member.'))).statusCode).toBe(404);
    expect((await call(clinician, 'GET', `/staff/members/no-such-member/notes`)).statusCode).toBe(404);
  });

  it('notes and their addenda are in the member’s export, and go with the account', async () => {
    const member = await createMember(t);
    const clinician: TestStaff = await createStaff(t, 'clinician');
    const written = (await call(clinician, 'POST', `/staff/members/${member.userId}/notes`, note('Exported note.'))).json();
    await call(clinician, 'POST', `/staff/members/${member.userId}/notes/${written._id}/addenda`, { text: 'Exported addendum.' });
    const { memberRecord } = await import('../account-data/account-data.repository.js');
    const { exportFiles } = await import('../account-data/account-data.presenter.js');
    const files = [...exportFiles(await memberRecord(t.db, member.userId), 'Clinic', new Date().toISOString())];
    const notes = files.find((f) => f.name === 'care-notes.json');
    expect(notes, 'care-notes.json').toBeDefined();
    expect(JSON.parse(String(notes!.content))).toEqual([
      expect.objectContaining({
        type: 'call',
        text: 'Exported note.',
        author: { name: clinician.name, role: 'clinician' },
        addenda: [expect.objectContaining({ text: 'Exported addendum.' })],
      }),
    ]);
  });
});
