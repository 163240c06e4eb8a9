import { afterEach, describe, expect, it, vi } from 'vitest';
import { callerOf, createMember, describeWithApp, type TestMember } from '../../test/helpers.js';

// The member's medications (issue 35, decision 0089): from the clinic's catalogue or typed freely,
// stored once, edited, deleted with undo, and what the list means for the rules.

describeWithApp('medications', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = callerOf(t);
  const stored = (userId: string) => t.db.selectFrom('medications').selectAll().where('user_id', '=', userId).execute();
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const statin = {
    catalogue_key: 'atorvastatin',
    dose_amount: 20,
    dose_unit: 'mg',
    frequency: 'once_daily',
    reason: 'Cholesterol',
    started_on: '2024-03-01',
  };

  it('answers the catalogue in the reader language, each entry found by its names in both languages and its brands', async () => {
    const m = await createMember(t);
    const en = await call(m, 'GET', '/api/healthtracking/medications/catalogue');
    expect(en.statusCode, en.body).toBe(200);
    const atorvastatin = en.json().medications.find((e: { key: string }) => e.key === 'atorvastatin');
    expect(atorvastatin).toEqual({
      key: 'atorvastatin',
      name: 'Atorvastatin',
      search: ['Atorvastatin', 'Atorvastatine', 'Lipitor'],
      drug_class: 'statin',
      atc: 'C10AA05',
      treats: expect.stringContaining('LDL'),
    });
    const fr = await call(m, 'GET', '/api/healthtracking/medications/catalogue', undefined, { 'accept-language': 'fr-CA' });
    expect(fr.json().medications.find((e: { key: string }) => e.key === 'atorvastatin')).toMatchObject({
      name: 'Atorvastatine',
      treats: expect.stringContaining('Cholestérol'),
    });
  });

  it('stores a catalogue medication and a free-typed one; the list says what they mean for the rules', async () => {
    const m = await createMember(t);
    const empty = await call(m, 'GET', '/api/healthtracking/medications');
    expect(empty.json()).toEqual({
      medications: [],
      facts: { bloodPressure: false, statin: false, lipidLowering: false, triglyceridesOrHdl: false, glucoseLowering: false },
    });
    const added = await call(m, 'POST', '/api/healthtracking/medications', statin);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      _id: expect.any(String),
      catalogue_key: 'atorvastatin',
      name: 'Atorvastatin',
      drug_class: 'statin',
      atc: 'C10AA05',
      treats: expect.any(String),
      dose_amount: 20,
      dose_unit: 'mg',
      frequency: 'once_daily',
      reason: 'Cholesterol',
      started_on: '2024-03-01',
      stopped_on: null,
      active: true,
      track_daily: false,
      adherence: null,
    });
    const free = await call(m, 'POST', '/api/healthtracking/medications', {
      name: '  Magnesium citrate ',
      dose_amount: 0.25,
      dose_unit: 'g',
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).toMatchObject({
      catalogue_key: null,
      name: 'Magnesium citrate',
      drug_class: null,
      atc: null,
      treats: null,
      started_on: null,
    });
    // A stopped antihypertensive says nothing of today; a metformin taken today does.
    await call(m, 'POST', '/api/healthtracking/medications', {
      catalogue_key: 'ramipril',
      started_on: '2023-01-01',
      stopped_on: '2023-06-01',
    });
    await call(m, 'POST', '/api/healthtracking/medications', { catalogue_key: 'metformin', started_on: day(-3) });
    const list = (await call(m, 'GET', '/api/healthtracking/medications')).json();
    expect(list.medications.map((x: { name: string; active: boolean }) => [x.name, x.active])).toEqual([
      ['Metformin', true],
      ['Atorvastatin', true],
      ['Magnesium citrate', true],
      ['Ramipril', false],
    ]);
    expect(list.facts).toEqual({
      bloodPressure: false,
      statin: true,
      lipidLowering: true,
      triglyceridesOrHdl: false,
      glucoseLowering: true,
    });
    const fr = (await call(m, 'GET', '/api/healthtracking/medications', undefined, { 'accept-language': 'fr' })).json();
    expect(fr.medications.map((x: { name: string }) => x.name)).toEqual(['Metformine', 'Atorvastatine', 'Magnesium citrate', 'Ramipril']);
  });

  it('stores a repeat once: the same Idempotency-Key replays, the same medication sent again is the one stored', async () => {
    const m = await createMember(t);
    const first = await call(m, 'POST', '/api/healthtracking/medications', statin, { 'idempotency-key': 'med-1' });
    expect(first.statusCode).toBe(201);
    const again = await call(m, 'POST', '/api/healthtracking/medications', statin, { 'idempotency-key': 'med-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await call(m, 'POST', '/api/healthtracking/medications', statin)).json()._id).toBe(first.json()._id);
    const typed = { name: 'Fish oil', dose_amount: 1, dose_unit: 'g' };
    const one = (await call(m, 'POST', '/api/healthtracking/medications', typed)).json();
    expect((await call(m, 'POST', '/api/healthtracking/medications', { ...typed, name: 'FISH OIL' })).json()._id).toBe(one._id);
    expect(await stored(m.userId)).toHaveLength(2);
    // Another dose is another medication.
    await call(m, 'POST', '/api/healthtracking/medications', { ...statin, dose_amount: 40 });
    expect(await stored(m.userId)).toHaveLength(3);
  });

  it('refuses a dose of -1, a future start, NUL, an unknown key and nested or extra fields with a clear 400, storing nothing', async () => {
    const m = await createMember(t);
    const bad: Array<[unknown, string]> = [
      [{ ...statin, dose_amount: -1 }, 'The dose must be more than 0 and at most 100000'],
      [{ ...statin, dose_amount: 0 }, 'The dose must be more than 0 and at most 100000'],
      [{ ...statin, dose_amount: '20' }, 'The dose must be a number'],
      [{ ...statin, dose_amount: { mg: 20 } }, 'The dose must be a number'],
      [{ ...statin, dose_unit: null }, 'Give the unit of the dose'],
      [{ ...statin, dose_unit: 'pints' }, 'The unit of the dose must be one of'],
      [{ ...statin, started_on: day(3) }, 'A medication cannot start in the future'],
      [{ ...statin, started_on: '2024-02-30' }, 'The start must be a date (YYYY-MM-DD)'],
      [{ ...statin, stopped_on: '2024-01-01' }, 'A medication cannot stop before it started'],
      [{ ...statin, frequency: 'hourly' }, 'How often is not one of the choices'],
      [{ ...statin, catalogue_key: 'unobtainium' }, 'This medication is not in the catalogue'],
      [{ ...statin, name: 'Lipitor' }, 'not both'],
      [{ dose_amount: 5, dose_unit: 'mg' }, 'Choose a medication from the list or type its name'],
      [{ name: 'Aspirin\u0000' }, 'NUL'],
      [{ name: 'Aspirin\u0007' }, 'Must not hold control characters'],
      [{ name: 'x'.repeat(121) }, 'The name must be at most 120 characters'],
      [{ name: 'Aspirin', notes: 'extra' }, ''],
      [`{"name":"Aspirin","dose_amount":1e308,"dose_unit":"mg"}`, 'The dose must be more than 0'],
      [`{"name":"Aspirin","dose_amount":NaN,"dose_unit":"mg"}`, ''],
      [`{"name":"Aspirin","dose_amount":0.0001,"dose_unit":"mg"}`, ''],
    ];
    for (const [payload, message] of bad) {
      const res = await call(m, 'POST', '/api/healthtracking/medications', payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      const answer = res.json();
      expect(typeof answer.message).toBe('string');
      if (message) expect([answer.message, ...(answer.errors ?? [])].join(' | ')).toContain(message);
    }
    const fr = await call(m, 'POST', '/api/healthtracking/medications', { ...statin, dose_amount: -1 }, { 'accept-language': 'fr-CA' });
    expect(JSON.stringify(fr.json())).toContain('La dose doit être supérieure à 0');
    expect(await stored(m.userId)).toEqual([]);
  });

  it('lets a member see and change only their own medications, and edit and stop one', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const mine = (await call(m, 'POST', '/api/healthtracking/medications', statin)).json();
    expect((await call(other, 'GET', '/api/healthtracking/medications')).json().medications).toEqual([]);
    expect((await call(other, 'PUT', `/api/healthtracking/medications/${mine._id}`, statin)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/healthtracking/medications/${mine._id}`)).statusCode).toBe(404);
    const stopped = await call(m, 'PUT', `/api/healthtracking/medications/${mine._id}`, { ...statin, stopped_on: day(-1) });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ ...mine, stopped_on: day(-1), active: false });
    expect((await call(m, 'GET', '/api/healthtracking/medications')).json().facts.statin).toBe(false);
    expect((await call(m, 'PUT', `/api/healthtracking/medications/${mine._id}`, { ...statin, dose_amount: -1 })).statusCode).toBe(400);
  });

  it('puts a deleted medication back as it was, for its owner only, and says when it is too late', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const row = (await call(m, 'POST', '/api/healthtracking/medications', statin)).json();
    expect((await call(m, 'DELETE', `/api/healthtracking/medications/${row._id}`)).statusCode).toBe(204);
    expect((await call(m, 'GET', '/api/healthtracking/medications')).json().medications).toEqual([]);
    expect((await call(other, 'POST', `/api/healthtracking/medications/${row._id}/restore`)).statusCode).toBe(404);
    const restored = await call(m, 'POST', `/api/healthtracking/medications/${row._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(row);
    expect((await call(m, 'GET', '/api/healthtracking/medications')).json().medications).toEqual([row]);

    expect((await call(m, 'DELETE', `/api/healthtracking/medications/${row._id}`)).statusCode).toBe(204);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 11 * 60_000));
    const late = await call(m, 'POST', `/api/healthtracking/medications/${row._id}/restore`);
    expect(late.statusCode).toBe(404);
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/healthtracking/medications' })).statusCode).toBe(401);
  });
  describe('the daily "taken" check (decision 0112)', () => {
    const checked = (m: TestMember, id: string, when: string, method: 'PUT' | 'DELETE' = 'PUT') =>
      call(m, method, `/api/healthtracking/medications/${id}/taken/${when}`);
    const track = async (m: TestMember, body: object) => {
      const res = await call(m, 'POST', '/api/healthtracking/medications', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string; track_daily: boolean; adherence: unknown }>();
    };

    it('ticks a day once, however often it is sent; the figure is days taken over days tracked, today once ticked', async () => {
      const m = await createMember(t);
      const med = await track(m, { ...statin, started_on: day(-10), track_daily: true });
      expect(med.track_daily).toBe(true);
      // Turned on today: nothing counted yet (today is not over).
      expect(med.adherence).toEqual({ from: day(0), tracked_days: 0, taken_days: 0, percent: null, taken_today: false, taken_on: [] });
      for (let i = 0; i < 2; i++) {
        const res = await checked(m, med._id, day(0));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().adherence).toMatchObject({ tracked_days: 1, taken_days: 1, percent: 100, taken_today: true, taken_on: [day(0)] });
      }
      expect(await t.db.selectFrom('medication_doses').selectAll().where('user_id', '=', m.userId).execute()).toHaveLength(1);
      // Turned on 5 days ago (as if): 6 days counted with today ticked, 2 taken.
      // Before the check was turned on: refused.
      expect((await checked(m, med._id, day(-3))).statusCode).toBe(400);
      await t.db
        .updateTable('medications')
        .set({ track_since: day(-5) })
        .where('id', '=', med._id)
        .execute();
      expect((await checked(m, med._id, day(-3))).statusCode).toBe(200);
      const list = await call(m, 'GET', '/api/healthtracking/medications');
      expect(list.json().medications[0].adherence).toMatchObject({ from: day(-5), tracked_days: 6, taken_days: 2, percent: 33 });
      // Unticking today: today no longer counts; unticking again answers the same.
      for (let i = 0; i < 2; i++) {
        const res = await checked(m, med._id, day(0), 'DELETE');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().adherence).toMatchObject({ tracked_days: 5, taken_days: 1, percent: 20, taken_today: false });
      }
    });

    it('refuses a day out of range, before the start, a medication not in the check, a bad day and another member', async () => {
      const m = await createMember(t);
      const other = await createMember(t);
      const med = await track(m, { ...statin, started_on: day(-3), track_daily: true });
      const plain = await track(m, { catalogue_key: 'metformin', started_on: day(-3) });
      expect(plain.track_daily).toBe(false);
      expect(plain.adherence).toBeNull();
      for (const [id, when] of [
        [med._id, day(1)],
        [med._id, day(-30)],
        [med._id, day(-4)],
        [plain._id, day(0)],
        [med._id, '2026-02-30'],
        [med._id, 'yesterday'],
      ] as const) {
        const res = await checked(m, id, when);
        expect(res.statusCode, `${when}: ${res.body}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
      expect((await checked(other, med._id, day(0))).statusCode).toBe(404);
      expect((await call(m, 'POST', '/api/healthtracking/medications', { ...statin, track_daily: 'yes' })).statusCode).toBe(400);
      expect(await t.db.selectFrom('medication_doses').selectAll().where('user_id', '=', m.userId).execute()).toEqual([]);
    });

    it('keeps the day it was turned on while it stays on; turning it off clears it; undo puts the ticks back', async () => {
      const m = await createMember(t);
      const med = await track(m, { ...statin, started_on: day(-10), track_daily: true });
      expect((await checked(m, med._id, day(0))).statusCode).toBe(200);
      const edited = await call(m, 'PUT', `/api/healthtracking/medications/${med._id}`, {
        ...statin,
        started_on: day(-10),
        reason: 'LDL',
        track_daily: true,
      });
      expect(edited.json().adherence).toMatchObject({ taken_days: 1, taken_today: true });
      expect((await call(m, 'DELETE', `/api/healthtracking/medications/${med._id}`)).statusCode).toBe(204);
      expect(await t.db.selectFrom('medication_doses').selectAll().where('user_id', '=', m.userId).execute()).toEqual([]);
      const back = await call(m, 'POST', `/api/healthtracking/medications/${med._id}/restore`);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().adherence).toMatchObject({ taken_days: 1, taken_today: true });
      const off = await call(m, 'PUT', `/api/healthtracking/medications/${med._id}`, {
        ...statin,
        started_on: day(-10),
        track_daily: false,
      });
      expect(off.json()).toMatchObject({ track_daily: false, adherence: null });
      expect((await checked(m, med._id, day(0))).statusCode).toBe(400);
    });
  });
});
