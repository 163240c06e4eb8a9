import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { strFromU8, unzipSync } from 'fflate';
import { DELETE_CONFIRMATION } from '@wellpath/shared/user/account-data';
import type { FastifyInstance } from 'fastify';
import type { Appointment, CalendarAppointment, FreeSlot, FreeTimes } from '@wellpath/shared/appointments/wire';
import { mondayOf, addDays } from '@wellpath/shared/appointments/slots';
import { dayIn } from '@wellpath/shared/reminders/time-zone';
import { createDb, type Db } from '../../db/connection.js';
import { createFileTransport, type OutgoingMail } from '../../mail/transports.js';
import {
  appBeside,
  bearer,
  callerOf,
  createMember,
  createStaff,
  describeWithApp,
  type TestApp,
  type TestStaff,
} from '../../test/helpers.js';

// Appointments with the care team (issue 38, decisions 0096 and 0097): hours, booking, moving and
// cancelling from both sides, no double booking under concurrent requests from two copies, the
// e-mails' calendar events read back by ical.js (not by the code that wrote them), the reminder a
// day before sent once, access, the export and account deletion.

const ALL_DAY = { start: '00:00', end: '23:55', breaks: [] };
const EVERY_DAY = { sun: ALL_DAY, mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY };
const ZONE = 'America/Toronto';

describeWithApp('appointments', (t: TestApp) => {
  const call = callerOf(t);

  let coach: TestStaff;
  let clinician: TestStaff;

  const setHours = async (staff: TestStaff, types: string[], meeting_url: string | null = null) => {
    const res = await call(staff.token, 'PUT', '/api/care/calendar/hours', {
      hours: { time_zone: ZONE, days: EVERY_DAY },
      types,
      meeting_url,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    coach = await createStaff(t, 'coach', { firstName: 'Maya', lastName: 'Thompson' });
    clinician = await createStaff(t, 'clinician', { firstName: 'Amira', lastName: 'Chen' });
    await setHours(coach, ['coaching'], 'https://meet.clinic.example/maya');
    await setHours(clinician, ['intake', 'lab-review']);
  });

  /** The free times of a type from this week on (two weeks), on the member's clock. */
  const freeTimes = async (token: string, type: string, staff?: string): Promise<FreeSlot[]> => {
    const monday = mondayOf(dayIn(ZONE));
    const out: FreeSlot[] = [];
    for (const week of [monday, addDays(monday, 7)]) {
      const res = await call(token, 'GET', `/api/appointments/free?type=${type}&week=${week}${staff ? `&staff=${staff}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      out.push(...res.json<FreeTimes>().slots);
    }
    return out;
  };
  /** A free time of the coach at least `hours` from now, on the hour (so later tests find it free). */
  const coachSlot = async (token: string, hours: number, offset = 0): Promise<FreeSlot> => {
    const slots = (await freeTimes(token, 'coaching', coach.userId)).filter(
      (s) => Date.parse(s.starts_at) >= Date.now() + hours * 3_600_000,
    );
    return slots[offset]!;
  };
  const mailsTo = (email: string) => t.mail.sent.filter((m) => m.to === email);
  const ics = (mail: OutgoingMail) => {
    expect(mail.calendar, mail.subject).toBeDefined();
    const root = new ICAL.Component(ICAL.parse(mail.calendar!.content));
    const vtimezone = root.getFirstSubcomponent('vtimezone')!;
    const vevent = root.getFirstSubcomponent('vevent')!;
    // ical.js knows no time zone but the VTIMEZONE the file carries: registered, it reads the local times on it.
    ICAL.TimezoneService.reset();
    ICAL.TimezoneService.register(vtimezone);
    const start = vevent.getFirstProperty('dtstart')!;
    const when = (name: 'dtstart' | 'dtend') => (vevent.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
    return {
      method: root.getFirstPropertyValue('method'),
      version: root.getFirstPropertyValue('version'),
      uid: vevent.getFirstPropertyValue('uid'),
      sequence: vevent.getFirstPropertyValue('sequence'),
      status: vevent.getFirstPropertyValue('status'),
      summary: vevent.getFirstPropertyValue('summary'),
      location: vevent.getFirstPropertyValue('location'),
      organizer: vevent.getFirstPropertyValue('organizer'),
      attendee: vevent.getFirstPropertyValue('attendee'),
      tzid: start.getParameter('tzid'),
      zoneId: vtimezone.getFirstPropertyValue('tzid'),
      observances: vtimezone.getAllSubcomponents().map((c) => c.name),
      start: when('dtstart'),
      end: when('dtend'),
    };
  };

  it('lists what members may book, with who gives it; staff-only types are not offered', async () => {
    const m = await createMember(t);
    const res = await call(m.token, 'GET', '/api/appointments/types');
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json().types as Array<{ key: string; staff: Array<{ _id: string }>; notice_hours: number }>;
    expect(types.map((x) => x.key)).toEqual(['coaching', 'lab-review']);
    expect(types[0]!.staff.map((s) => s._id)).toContain(coach.userId);
    expect(types[1]!.staff.map((s) => s._id)).toContain(clinician.userId);
    expect(types[0]!.notice_hours).toBe(24);
    expect(res.json().clinic_phone).toBe('613-555-0142');
    const fr = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/types',
      headers: { ...bearer(m.token), 'accept-language': 'fr' },
    });
    expect(fr.json().types[0].name).toBe('Séance de coaching');
  });

  it('books, moves and cancels, e-mailing one calendar event that each change updates', async () => {
    const m = await createMember(t, { firstName: 'Léa', lastName: 'Roy' });
    const slot = await coachSlot(m.token, 30);
    expect(Date.parse(slot.starts_at)).toBeGreaterThan(Date.now() + 2 * 3_600_000);
    const booked = await call(m.token, 'POST', '/api/appointments', {
      type: 'coaching',
      staff_id: coach.userId,
      starts_at: slot.starts_at,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const a: Appointment = booked.json();
    expect(a).toMatchObject({
      type: { key: 'coaching', name: 'Coaching session', minutes: 30, mode: 'video' },
      staff: { _id: coach.userId, name: 'Maya Thompson' },
      starts_at: slot.starts_at,
      status: 'booked',
      meeting_url: 'https://meet.clinic.example/maya',
      can_change: true,
      booked_by: 'member',
    });
    // The time is no longer free.
    expect((await freeTimes(m.token, 'coaching', coach.userId)).some((s) => s.starts_at === slot.starts_at)).toBe(false);

    await t.settle();
    const [confirmation] = mailsTo(m.email);
    expect(confirmation!.subject).toContain('Coaching session');
    const first = ics(confirmation!);
    expect(first).toMatchObject({
      method: 'REQUEST',
      version: '2.0',
      uid: `${a._id}@localhost`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Coaching session (Maya Thompson)',
      location: 'https://meet.clinic.example/maya',
      tzid: ZONE,
      zoneId: ZONE,
      start: slot.starts_at,
      end: a.ends_at,
      attendee: `mailto:${m.email}`,
    });
    expect(String(first.organizer)).toMatch(/^mailto:/);
    expect(first.observances.every((o) => o === 'standard' || o === 'daylight')).toBe(true);

    // The coach sees it on their calendar, with the member's name.
    const cal = await call(coach.token, 'GET', `/api/care/calendar?from=${addDays(dayIn(ZONE), -1)}&days=31`);
    expect(cal.statusCode, cal.body).toBe(200);
    const onCalendar = (cal.json().appointments as CalendarAppointment[]).find((x) => x._id === a._id);
    expect(onCalendar).toMatchObject({ member: { _id: m.userId, name: 'Léa Roy' }, status: 'booked', note: null });

    const later = await coachSlot(m.token, 50);
    const moved = await call(m.token, 'POST', `/api/appointments/${a._id}/move`, { starts_at: later.starts_at });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ _id: a._id, starts_at: later.starts_at, status: 'booked' });
    // The old time is free again.
    expect((await freeTimes(m.token, 'coaching', coach.userId)).some((s) => s.starts_at === slot.starts_at)).toBe(true);

    const cancelled = await call(m.token, 'POST', `/api/appointments/${a._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelled_by: 'member', can_change: false });
    expect((await call(m.token, 'POST', `/api/appointments/${a._id}/cancel`)).json().status).toBe('cancelled');
    expect(await t.db.selectFrom('appointment_cells').select('cell_start').where('appointment_id', '=', a._id).execute()).toEqual([]);

    await t.settle();
    const mails = mailsTo(m.email);
    expect(mails.map((x) => x.calendar?.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    const change = ics(mails[1]!);
    const cancel = ics(mails[2]!);
    expect(change).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: later.starts_at });
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED', start: later.starts_at });

    const mine = (await call(m.token, 'GET', '/api/appointments')).json();
    expect(mine.upcoming).toEqual([]);
    expect(mine.past.map((x: Appointment) => x._id)).toEqual([a._id]);
  });

  it('writes the times on the member’s own clock and in their language', async () => {
    const m = await createMember(t);
    await t.db.updateTable('users').set({ time_zone: 'America/Vancouver', language: 'fr' }).where('id', '=', m.userId).execute();
    const res = await call(m.token, 'GET', `/api/appointments/free?type=coaching&week=${mondayOf(dayIn('America/Vancouver'))}`);
    expect(res.json().time_zone).toBe('America/Vancouver');
    const slot = await coachSlot(m.token, 60, 3);
    expect(
      (await call(m.token, 'POST', '/api/appointments', { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at }))
        .statusCode,
    ).toBe(201);
    await t.settle();
    const mail = mailsTo(m.email)[0]!;
    expect(mail.subject).toContain('Séance de coaching');
    const event = ics(mail);
    expect(event).toMatchObject({ tzid: 'America/Vancouver', zoneId: 'America/Vancouver', start: slot.starts_at });
    const local = new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Vancouver' }).format(
      new Date(slot.starts_at),
    );
    expect(mail.text).toContain(local);
  });

  it('stores one appointment when 20 members book the same time at once from two copies; the others hear it was just taken', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(t)));
    const slot = await coachSlot(members[0]!.token, 70, 5);
    const secondDb: Db = createDb(t.config.database);
    const second: FastifyInstance = await appBeside(t, { db: secondDb });
    await second.ready();
    try {
      const answers = await Promise.all(
        members.map((m, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: '/api/appointments',
            headers: bearer(m.token),
            payload: { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at },
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const a of answers.filter((x) => x.statusCode === 409)) {
        const body = a.json();
        expect(body.code).toBe('SLOT_TAKEN');
        expect(body.message).toBe('That time was just taken. Here are the next free times.');
        expect(body.next.length).toBeGreaterThan(0);
        expect(body.next.some((s: FreeSlot) => s.starts_at === slot.starts_at)).toBe(false);
      }
      const stored = await t.db
        .selectFrom('appointments')
        .select('id')
        .where('staff_id', '=', coach.userId)
        .where('starts_at', '=', slot.starts_at)
        .where('status', '=', 'booked')
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });

  it('refuses overlapping visits of different lengths and buffers with the same staff member', async () => {
    const m = await createMember(t);
    // A 60-minute intake (15 minutes after) booked by the clinician, then a 20-minute lab review inside its buffer.
    const free = await call(clinician.token, 'GET', `/api/care/calendar/free?type=intake&from=${addDays(dayIn(ZONE), 3)}&days=1`);
    expect(free.statusCode, free.body).toBe(200);
    const intakeAt = free.json<FreeTimes>().slots.find((s) => s.starts_at.endsWith(':00:00.000Z'))!;
    const intake = await call(clinician.token, 'POST', '/api/care/calendar/appointments', {
      member_id: m.userId,
      type: 'intake',
      starts_at: intakeAt.starts_at,
    });
    expect(intake.statusCode, intake.body).toBe(201);
    const inBuffer = new Date(Date.parse(intakeAt.starts_at) + 65 * 60_000).toISOString();
    const clash = await call(m.token, 'POST', '/api/appointments', { type: 'lab-review', staff_id: clinician.userId, starts_at: inBuffer });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().next[0].starts_at >= new Date(Date.parse(intakeAt.starts_at) + 75 * 60_000 + 5 * 60_000).toISOString()).toBe(true);
    // A staff-only type cannot be booked by the member.
    expect(
      (await call(m.token, 'POST', '/api/appointments', { type: 'intake', staff_id: clinician.userId, starts_at: inBuffer })).statusCode,
    ).toBe(404);
    // Nor a time that is not free in the hours (off the 15-minute marks).
    const odd = new Date(Date.parse(intakeAt.starts_at) + 5 * 3_600_000 + 5 * 60_000).toISOString();
    expect(
      (await call(m.token, 'POST', '/api/appointments', { type: 'lab-review', staff_id: clinician.userId, starts_at: odd })).statusCode,
    ).toBe(409);
  });

  it('answers a repeat of a booking with its Idempotency-Key as the first, storing one', async () => {
    const m = await createMember(t);
    const slot = await coachSlot(m.token, 80, 7);
    const body = { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at };
    const [a, b] = await Promise.all([
      call(m.token, 'POST', '/api/appointments', body, { 'idempotency-key': 'book-1' }),
      call(m.token, 'POST', '/api/appointments', body, { 'idempotency-key': 'book-1' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()._id).toBe(b.json()._id);
    expect((await call(m.token, 'GET', '/api/appointments')).json().upcoming).toHaveLength(1);
  });

  it('sends the member to the telephone inside the notice', async () => {
    const m = await createMember(t);
    const slot = await coachSlot(m.token, 3);
    expect(Date.parse(slot.starts_at)).toBeLessThan(Date.now() + 24 * 3_600_000);
    const a: Appointment = (
      await call(m.token, 'POST', '/api/appointments', { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at })
    ).json();
    expect(a.can_change).toBe(false);
    const elsewhere = await coachSlot(m.token, 90);
    for (const res of [
      await call(m.token, 'POST', `/api/appointments/${a._id}/cancel`),
      await call(m.token, 'POST', `/api/appointments/${a._id}/move`, { starts_at: elsewhere.starts_at }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NOTICE_PASSED', message: expect.stringContaining('613-555-0142') });
    }
    // The care team still can, with a reason the member reads.
    const cancelled = await call(coach.token, 'POST', `/api/care/calendar/appointments/${a._id}/cancel`, { reason: 'Maya is ill today.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mine = (await call(m.token, 'GET', '/api/appointments')).json();
    expect(mine.past[0]).toMatchObject({ status: 'cancelled', cancelled_by: 'staff', cancel_reason: 'Maya is ill today.' });
    await t.settle();
    const mail = mailsTo(m.email).at(-1)!;
    expect(mail.text).toContain('Maya is ill today.');
    expect(ics(mail)).toMatchObject({ method: 'CANCEL', sequence: 1 });
  });

  it('lets staff book for a member, move, mark and note; the member never reads the note; each change is in the access log', async () => {
    const m = await createMember(t, { firstName: 'Omar', lastName: 'Said' });
    const from = addDays(dayIn(ZONE), 5);
    const slots = (await call(clinician.token, 'GET', `/api/care/calendar/free?type=lab-review&from=${from}&days=1`)).json()
      .slots as FreeSlot[];
    const booked = await call(clinician.token, 'POST', '/api/care/calendar/appointments', {
      member_id: m.userId,
      type: 'lab-review',
      starts_at: slots[0]!.starts_at,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const a: CalendarAppointment = booked.json();
    expect(a).toMatchObject({ member: { _id: m.userId, name: 'Omar Said' }, booked_by: 'staff' });
    const moved = await call(clinician.token, 'POST', `/api/care/calendar/appointments/${a._id}/move`, { starts_at: slots[8]!.starts_at });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await call(clinician.token, 'PUT', `/api/care/calendar/appointments/${a._id}/outcome`, { status: 'attended' })).statusCode,
    ).toBe(409);
    await t.db
      .updateTable('appointments')
      .set({ starts_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', a._id)
      .execute();
    const marked = await call(clinician.token, 'PUT', `/api/care/calendar/appointments/${a._id}/outcome`, { status: 'no_show' });
    expect(marked.json().status).toBe('no_show');
    const noted = await call(clinician.token, 'PUT', `/api/care/calendar/appointments/${a._id}/note`, { note: 'Call again next week.' });
    expect(noted.json().note).toBe('Call again next week.');
    const mine = (await call(m.token, 'GET', '/api/appointments')).json();
    expect(JSON.stringify(mine)).not.toContain('Call again');
    expect(mine.past[0].status).toBe('no_show');
    const log = await t.db
      .selectFrom('access_log')
      .select(['action', 'staff_id'])
      .where('member_id', '=', m.userId)
      .orderBy('created_at')
      .execute();
    expect(log.map((l) => l.action)).toEqual([
      'Booked an appointment for you',
      'Moved one of your appointments',
      'Marked one of your appointments attended or missed',
      'Wrote a private note on one of your appointments',
    ]);
    // The member's record shows them to a coach too, and that read is logged.
    const record = await call(coach.token, 'GET', `/api/staff/members/${m.userId}/appointments`);
    expect(record.statusCode).toBe(200);
    expect(record.json().appointments.map((x: CalendarAppointment) => x._id)).toEqual([a._id]);
    // The clinician's private note is health information: a coach reads the visit without it; the clinician reads it.
    expect(record.json().appointments[0].note).toBeNull();
    const own = await call(clinician.token, 'GET', `/api/staff/members/${m.userId}/appointments`);
    expect(own.json().appointments[0].note).toBe('Call again next week.');
  });

  it('keeps each calendar to its owner; an administrator reads anyone’s, and that is in the access log', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const slot = await coachSlot(a.token, 100, 9);
    const booked: Appointment = (
      await call(a.token, 'POST', '/api/appointments', { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at })
    ).json();
    expect((await call(b.token, 'POST', `/api/appointments/${booked._id}/cancel`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', '/api/appointments')).json().upcoming).toEqual([]);
    expect((await call(clinician.token, 'GET', `/api/care/calendar?from=${dayIn(ZONE)}&staff=${coach.userId}`)).statusCode).toBe(403);
    expect((await call(clinician.token, 'POST', `/api/care/calendar/appointments/${booked._id}/cancel`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    const admin = await createStaff(t, 'admin');
    const seen = await call(admin.token, 'GET', `/api/care/calendar?from=${dayIn(ZONE)}&days=14&staff=${coach.userId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json().appointments as CalendarAppointment[]).some((x) => x._id === booked._id)).toBe(true);
    const views = (staffId: string) =>
      t.db
        .selectFrom('access_log')
        .select(['action', 'detail'])
        .where('staff_id', '=', staffId)
        .where('action', '=', "Viewed a staff member's calendar")
        .execute();
    expect(await views(admin.userId)).toEqual([{ action: "Viewed a staff member's calendar", detail: coach.userId }]);
    // Reading one's own calendar is not logged.
    await call(coach.token, 'GET', `/api/care/calendar?from=${dayIn(ZONE)}`);
    expect(await views(coach.userId)).toEqual([]);
    // Members have no calendar; staff cannot offer a type their role does not give.
    expect((await call(a.token, 'GET', `/api/care/calendar?from=${dayIn(ZONE)}`)).statusCode).toBe(403);
    const wrong = await call(coach.token, 'PUT', '/api/care/calendar/hours', {
      hours: { time_zone: ZONE, days: EVERY_DAY },
      types: ['intake'],
      meeting_url: null,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('keeps exceptions: a day off takes the day’s times away', async () => {
    const m = await createMember(t);
    const day = addDays(dayIn(ZONE), 9);
    const before = (await call(coach.token, 'GET', `/api/care/calendar/free?type=coaching&from=${day}&days=1`)).json().slots.length;
    expect(before).toBeGreaterThan(0);
    const off = await call(coach.token, 'PUT', `/api/care/calendar/exceptions/${day}`, { hours: null, note: 'Holiday' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().exceptions).toContainEqual({ date: day, hours: null, note: 'Holiday' });
    expect((await call(coach.token, 'GET', `/api/care/calendar/free?type=coaching&from=${day}&days=1`)).json().slots).toEqual([]);
    const week = (
      await call(m.token, 'GET', `/api/appointments/free?type=coaching&week=${mondayOf(day)}&staff=${coach.userId}`)
    ).json<FreeTimes>();
    expect(week.slots.some((s) => dayIn(ZONE, new Date(s.starts_at)) === day)).toBe(false);
    expect((await call(coach.token, 'DELETE', `/api/care/calendar/exceptions/${day}`)).json().exceptions).toEqual([]);
  });

  it('sends the reminder a day before once, however many passes run at once; not to a member who turned it off, nor for a visit booked within the day', async () => {
    const [on, off] = [await createMember(t), await createMember(t)];
    expect((await call(off.token, 'PUT', '/api/appointments/preferences', { reminders: false })).json()).toEqual({ reminders: false });
    expect((await call(off.token, 'GET', '/api/appointments')).json().reminders).toBe(false);
    // An hour apart: each visit keeps 10 minutes after it.
    const s1 = await coachSlot(on.token, 5, 0);
    const s2 = await coachSlot(on.token, 5, 4);
    for (const [m, s] of [
      [on, s1],
      [off, s2],
    ] as const)
      expect(
        (await call(m.token, 'POST', '/api/appointments', { type: 'coaching', staff_id: coach.userId, starts_at: s.starts_at })).statusCode,
      ).toBe(201);
    // Booked two days ago; a third member books today for tomorrow: the confirmation is their reminder.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.db
      .updateTable('appointments')
      .set({ created_at: twoDaysAgo, updated_at: twoDaysAgo })
      .where('starts_at', 'in', [s1.starts_at, s2.starts_at])
      .where('staff_id', '=', coach.userId)
      .execute();
    const late = await createMember(t);
    const s3 = await coachSlot(late.token, 5, 8);
    expect(
      (await call(late.token, 'POST', '/api/appointments', { type: 'coaching', staff_id: coach.userId, starts_at: s3.starts_at }))
        .statusCode,
    ).toBe(201);
    const secondDb: Db = createDb(t.config.database);
    const second: FastifyInstance = await appBeside(t, { db: secondDb, transport: t.mail });
    await second.ready();
    try {
      await Promise.all([
        t.app.services.appointmentService.remindDue(),
        second.services.appointmentService.remindDue(),
        t.app.services.appointmentService.remindDue(),
      ]);
      await second.services.appointmentService.remindDue();
    } finally {
      await second.close();
      await secondDb.destroy();
    }
    await t.settle();
    const reminders = (email: string) => t.mail.sent.filter((x) => x.to === email && x.subject.startsWith('Reminder'));
    expect(reminders(on.email)).toHaveLength(1);
    expect(ics(reminders(on.email)[0]!)).toMatchObject({ method: 'REQUEST', sequence: 0, start: s1.starts_at });
    expect(reminders(off.email)).toHaveLength(0);
    expect(reminders(late.email)).toHaveLength(0);
  });

  it('puts the appointments in the export, and on deletion frees their time and keeps "a deleted member" on the calendar', async () => {
    const m = await createMember(t);
    const slot = await coachSlot(m.token, 110, 11);
    const a: Appointment = (
      await call(m.token, 'POST', '/api/appointments', { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at })
    ).json();
    await call(coach.token, 'PUT', `/api/care/calendar/appointments/${a._id}/note`, { note: 'Prefers mornings.' });
    const exported = await call(m.token, 'GET', '/api/user/export');
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const inExport = JSON.parse(strFromU8(files['appointments.json']!)) as Array<Record<string, unknown>>;
    expect(inExport).toEqual([
      expect.objectContaining({
        type_key: 'coaching',
        staff_name: 'Maya Thompson',
        starts_at: slot.starts_at,
        status: 'booked',
        booked_by: 'member',
      }),
    ]);
    // The staff member's private note stays with the care team.
    expect(strFromU8(files['appointments.json']!)).not.toContain('Prefers mornings');
    const deleted = await call(m.token, 'POST', '/api/user/delete-account', { password: m.password, confirmation: DELETE_CONFIRMATION });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const row = await t.db.selectFrom('appointments').selectAll().where('id', '=', a._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: null, note: null, status: 'cancelled' });
    expect(await t.db.selectFrom('appointment_cells').select('cell_start').where('appointment_id', '=', a._id).execute()).toEqual([]);
    const cal = (await call(coach.token, 'GET', `/api/care/calendar?from=${addDays(dayIn(ZONE), -1)}&days=31`)).json();
    expect((cal.appointments as CalendarAppointment[]).find((x) => x._id === a._id)).toMatchObject({ member: null, note: null });
  });

  it('refuses bad input with a 400 that says why, never a 500', async () => {
    const m = await createMember(t);
    const slot = await coachSlot(m.token, 120, 13);
    const book = (payload: unknown) => call(m.token, 'POST', '/api/appointments', payload);
    const badBookings: unknown[] = [
      { type: 'coaching', staff_id: coach.userId, starts_at: 'tomorrow at nine' },
      { type: 'coaching', staff_id: coach.userId, starts_at: Number.POSITIVE_INFINITY },
      { type: 'coaching', staff_id: coach.userId, starts_at: Number.NaN },
      { type: 'coaching', staff_id: coach.userId, starts_at: slot.starts_at, extra: 1 },
      { type: 'coach\u0000ing', staff_id: coach.userId, starts_at: slot.starts_at },
      { type: ['coaching'], staff_id: coach.userId, starts_at: slot.starts_at },
      { type: 'x'.repeat(100), staff_id: coach.userId, starts_at: slot.starts_at },
    ];
    for (const payload of badBookings) {
      const res = await book(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    for (const url of [
      '/api/appointments/free?type=coaching&week=2026-02-30',
      '/api/appointments/free?week=2026-11-30',
      '/api/appointments/free?type=coaching&week=2026-11-30&unknown=1',
      '/api/appointments/free?type=coaching&week=1e5',
    ])
      expect((await call(m.token, 'GET', url)).statusCode, url).toBe(400);
    for (const days of ['1e999', 'NaN', '-1', '1e3', '32', '2.5', '%00'])
      expect((await call(coach.token, 'GET', `/api/care/calendar?from=2026-11-30&days=${days}`)).statusCode, days).toBe(400);
    const hours = (days: object, extra: object = {}) => ({
      hours: { time_zone: ZONE, days: { ...EVERY_DAY, ...days } },
      types: [],
      meeting_url: null,
      ...extra,
    });
    const badHours: unknown[] = [
      hours({ mon: { start: '25:00', end: '26:00', breaks: [] } }),
      hours({ mon: { start: '09:00', end: '17:00', breaks: [{ start: '12:00', end: '11:00' }] } }),
      hours({ mon: { start: '09:00', end: '17:00', breaks: [{ start: '12:00', end: 1e308 }] } }),
      hours({ mon: { start: '09:00', end: '17:00', breaks: Array.from({ length: 7 }, () => ({ start: '12:00', end: '12:30' })) } }),
      hours({ mon: { start: 9, end: 17 } }),
      hours({}, { meeting_url: 'http://meet.example/x' }),
      hours({}, { types: Array.from({ length: 51 }, () => 'coaching') }),
      { hours: { time_zone: '+01:00', days: EVERY_DAY }, types: [], meeting_url: null },
      { hours: { time_zone: ZONE, days: { mon: ALL_DAY } }, types: [], meeting_url: null },
    ];
    for (const payload of badHours) {
      const res = await call(coach.token, 'PUT', '/api/care/calendar/hours', payload);
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 200)}: ${res.body}`).toBe(400);
    }
    const exception = (payload: unknown, date = '2026-12-24') => call(coach.token, 'PUT', `/api/care/calendar/exceptions/${date}`, payload);
    expect((await exception({ hours: { start: '09:00', end: 1e308 } })).statusCode).toBe(400);
    expect((await exception({ hours: null, note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await exception({ hours: null }, '2026-13-01')).statusCode).toBe(400);
    expect((await call(coach.token, 'PUT', `/api/care/calendar/appointments/a%00b/note`, { note: 'n' })).statusCode).toBe(400);
    expect((await call(coach.token, 'POST', `/api/care/calendar/appointments/x/cancel`, { reason: '   ' })).statusCode).toBe(400);
    expect((await call(coach.token, 'PUT', `/api/care/calendar/appointments/x/outcome`, { status: 'late' })).statusCode).toBe(400);
  });
});

describe('the outbox folder', () => {
  it('writes the calendar event as a text/calendar part with its METHOD and as an .ics attachment', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-ics-'));
    try {
      const transport = createFileTransport(dir, pino({ level: 'silent' }));
      const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
      await transport.send({
        id: randomUUID(),
        from: 'Clinic <no-reply@clinic.example>',
        to: 'a@example.ca',
        subject: 'S',
        text: 'T',
        html: '<p>H</p>',
        calendar: { method: 'CANCEL', content },
      });
      const eml = fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8');
      expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
      expect(eml).toMatch(/Content-Type: application\/ics; name=appointment\.ics/);
      expect(eml).toMatch(/Content-Disposition: attachment; filename=appointment\.ics/);
      transport.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
