import { memberToday } from '@wellpath/shared/reminders/time-zone';
import crypto, { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_MESSAGES, EXPORT_FILES } from '@wellpath/shared/user/account-data';
import { DEMO_MEMBER, seedDemo } from '../../demo/seed-demo.js';
import type { Db } from '../../db/connection.js';
import { loadSecretKey, SecretBox } from '../../lib/secret-box.js';
import UcumLhcUtilsModule from '@lhncbc/ucum-lhc';
import { createFileTransport } from '../../mail/transports.js';
import { appBeside, bearer, createMember, createStaff, describeWithApp, english, type TestApp } from '../../test/helpers.js';

const { UcumLhcUtils } = UcumLhcUtilsModule;

interface Coding {
  system: string;
  code: string;
}
/** The parts of an exported FHIR resource the test reads. */
interface FhirResource {
  resourceType: string;
  code: { coding: Coding[] };
  category?: Array<{ coding: Coding[] }>;
  valueQuantity?: { value: number };
  component?: Array<{ code: { coding: Coding[] } }>;
}

const seed = (t: TestApp) =>
  seedDemo(t.db, t.app.services.content, {
    box: new SecretBox(loadSecretKey(t.config.appSecretKey, t.config.dataDir)),
    publicUrl: t.config.publicUrl,
    outboxKey: t.app.services.outboxKey,
  });

async function login(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
}

async function exportOf(t: TestApp, token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const read = (name: string): unknown => JSON.parse(strFromU8(files[name]!));
  return { res, files, read };
}

/** A member's lab results as stored, without what differs between accounts (ids, reports, times). */
async function storedResults(db: Db, userId: string) {
  const rows = await db
    .selectFrom('blood_results as r')
    .innerJoin('blood_markers as m', 'm.id', 'r.marker_id')
    .select(['m.key', 'r.test_date', 'r.value', 'r.original_value', 'r.original_unit', 'r.lab_range_min', 'r.lab_range_max'])
    .where('r.user_id', '=', userId)
    .execute();
  return rows.sort((a, b) => `${a.test_date}|${a.key}`.localeCompare(`${b.test_date}|${b.key}`));
}

/** Every column of every table of the database, whatever the migrations made (both databases introspected). */
async function everyColumn(db: Db, kind: 'sqlite' | 'postgres'): Promise<Array<{ table: string; column: string }>> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ table: string; column: string }>`
      SELECT c.table_name AS "table", c.column_name AS "column" FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  const out: Array<{ table: string; column: string }> = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db);
    for (const c of rows) out.push({ table: name, column: c.name });
  }
  return out;
}

/** `table.column` of every value that contains `needle`, anywhere in the database. */
async function whereFound(db: Db, kind: 'sqlite' | 'postgres', needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await everyColumn(db, kind)) {
    const { rows } = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM ${sql.table(table)} WHERE CAST(${sql.ref(column)} AS TEXT) LIKE ${`%${needle}%`}`.execute(db);
    if (Number(rows[0]!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describeWithApp('your data', (t, kind) => {
  let memberId = '';
  let token = '';
  beforeAll(async () => {
    ({ memberId } = await seed(t));
    token = (await login(t, DEMO_MEMBER.email, DEMO_MEMBER.password)).json().token;
  });

  describe('download my data', () => {
    it('streams one ZIP with a JSON file per area, dated, never cached', async () => {
      const clinician = await createStaff(t, 'clinician');
      const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(clinician.token) });
      expect((await staffGet(`/api/staff/members/${memberId}/health`)).statusCode).toBe(200);

      const when = new Date(Date.now() - 3_600_000).toISOString();
      const member = (method: 'POST' | 'PUT', url: string, payload: object) =>
        t.app.inject({ method, url, headers: bearer(token), payload });
      expect((await member('PUT', '/api/healthtracking/height', { height_cm: 168.5 })).statusCode).toBe(200);
      expect((await member('POST', '/api/healthtracking/body', { kind: 'weight', value: 74.35, measured_at: when })).statusCode).toBe(201);
      const statin = {
        catalogue_key: 'atorvastatin',
        dose_amount: 20,
        dose_unit: 'mg',
        frequency: 'once_daily',
        started_on: '2025-01-10',
        track_daily: true,
      };
      const added = await member('POST', '/api/healthtracking/medications', statin);
      expect(added.statusCode).toBe(201);
      // The demo member's own day (America/Toronto).
      const today = memberToday('America/Toronto');
      expect((await member('PUT', `/api/healthtracking/medications/${added.json()._id}/taken/${today}`, {})).statusCode).toBe(200);
      const setTarget = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/members/${memberId}/targets`,
        headers: bearer(clinician.token),
        payload: { kind: 'ldl', value: 2.6, note: 'Agreed at the visit.' },
      });
      expect(setTarget.statusCode, setTarget.body).toBe(200);

      const { res, files, read } = await exportOf(t, token);
      expect(read('targets.json')).toEqual([
        {
          kind: 'ldl',
          value: 2.6,
          diastolic: null,
          unit: 'mmol/L',
          note: 'Agreed at the visit.',
          set_by_name: clinician.name,
          set_at: expect.any(String),
        },
      ]);
      expect(strFromU8(files['README.txt']!)).toContain('targets.json');
      expect(read('body.json')).toEqual({
        height_cm: 168.5,
        measurements: [
          { kind: 'weight', value: 74.35, unit: 'kg', measured_at: when, created_at: expect.any(String), updated_at: expect.any(String) },
        ],
        waist_population: null,
        weight_reviews: [],
      });
      expect(strFromU8(files['README.txt']!)).toContain('body.json');
      expect(read('medications.json')).toEqual([
        expect.objectContaining({
          catalogue_key: 'atorvastatin',
          name: 'Atorvastatin',
          drug_class: 'statin',
          atc: 'C10AA05',
          dose_amount: 20,
          dose_unit: 'mg',
          daily_check: { on: true, since: expect.any(String), taken_days: [today] },
        }),
      ]);
      // The ATC code as the MedicationStatement's coding, the dose as recorded (decision 0089).
      expect(read('fhir-medications.json')).toMatchObject({
        resourceType: 'Bundle',
        entry: [
          {
            resource: {
              resourceType: 'MedicationStatement',
              status: 'active',
              medicationCodeableConcept: {
                coding: [{ system: 'http://www.whocc.no/atc', code: 'C10AA05', display: 'Atorvastatin' }],
                text: 'Atorvastatin',
              },
              effectivePeriod: { start: '2025-01-10' },
              dosage: [
                {
                  text: '20 mg, once a day',
                  timing: { repeat: { frequency: 1, period: 1, periodUnit: 'd' } },
                  doseAndRate: [{ doseQuantity: { value: 20, unit: 'mg', code: 'mg' } }],
                },
              ],
            },
          },
        ],
      });
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="wellpath-data-${new Date().toISOString().slice(0, 10)}.zip"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Object.keys(files).sort()).toEqual([...EXPORT_FILES].sort());

      const count = async (table: 'tracking_entries' | 'bp_readings' | 'activities' | 'blood_results' | 'survey_responses') =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('user_id', '=', memberId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const profile = read('profile.json') as { account: Record<string, unknown>; lifestyle_pillars: unknown[] };
      expect(profile.account).toMatchObject({ id: memberId, email: DEMO_MEMBER.email, first_name: 'Morgan', last_name: 'Lavoie' });
      expect(profile.lifestyle_pillars.length).toBeGreaterThan(0);
      const programmes = read('programmes.json') as { programmes: Array<{ tracking: unknown[] }> };
      expect(programmes.programmes.flatMap((p) => p.tracking)).toHaveLength(await count('tracking_entries'));
      const reports = read('lab-reports.json') as Array<{ results: unknown[] }>;
      expect(reports).toHaveLength(3);
      expect(reports.flatMap((r) => r.results)).toHaveLength(await count('blood_results'));
      expect(read('blood-pressure.json')).toHaveLength(await count('bp_readings'));
      expect(read('activities.json')).toHaveLength(await count('activities'));
      expect((read('surveys.json') as { responses: unknown[] }).responses).toHaveLength(await count('survey_responses'));
      expect(read('conditions.json')).toMatchObject({
        on_record: expect.arrayContaining([expect.objectContaining({ key: 'hypertension' })]),
      });
      expect(read('requests.json')).toEqual([expect.objectContaining({ topic: 'A programme for better sleep', status: 'pending' })]);
      expect(read('messages.json')).toEqual([
        expect.objectContaining({ subject: 'Strength sessions and my knee', messages: [expect.objectContaining({ from: 'you' })] }),
      ]);
      expect(read('alerts.json')).toEqual([expect.objectContaining({ kind: 'phq9_item9' })]);
      // The target the clinician set is in the access log too.
      expect(read('access-log.json')).toEqual([
        expect.objectContaining({ staff_name: clinician.name, staff_role: 'clinician' }),
        expect.objectContaining({ staff_name: clinician.name, action: 'Set one of your targets' }),
      ]);

      const bundle = read('fhir-observations.json') as {
        resourceType: string;
        type: string;
        entry: Array<{ fullUrl: string; resource: FhirResource }>;
      };
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(bundle.entry[0]!.resource).toMatchObject({ resourceType: 'Patient', id: memberId, birthDate: '1969-09-14', gender: 'female' });
      const observations = bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === 'Observation');
      const bp = observations.filter((o) => o.code.coding[0]!.code === '85354-9');
      expect(bp).toHaveLength(await count('bp_readings'));
      expect(bp[0]!.component!.map((c) => c.code.coding[0]!.code)).toEqual(['8480-6', '8462-4']);
      const labs = observations.filter((o) => o.category![0]!.coding[0]!.code === 'laboratory');
      expect(labs).toHaveLength(await count('blood_results'));
      expect(labs.every((o) => o.code.coding[0]!.system === 'http://loinc.org' && typeof o.valueQuantity?.value === 'number')).toBe(true);
      expect(new Set(bundle.entry.map((e) => e.fullUrl)).size).toBe(bundle.entry.length);
      // The body with its LOINC codes and UCUM units (issue 35): the weight, the height, the BMI of the latest weight.
      const body = (code: string) => observations.filter((o) => o.code.coding[0]!.code === code);
      expect(body('29463-7').map((o) => o.valueQuantity)).toEqual([
        { value: 74.35, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
      ]);
      expect(body('8302-2').map((o) => o.valueQuantity)).toEqual([
        { value: 168.5, unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' },
      ]);
      expect(body('39156-5').map((o) => o.valueQuantity)).toEqual([
        { value: 26.2, unit: 'kg/m2', system: 'http://unitsofmeasure.org', code: 'kg/m2' },
      ]);

      // No secret leaves: not the password hash, not a session's token hash.
      const everything = Object.values(files)
        .map((f) => strFromU8(f))
        .join('\n');
      const user = await t.db.selectFrom('users').select('password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
      expect(everything).not.toContain(user.password_hash);
      expect(everything).not.toContain('token_hash');
    });

    it('holds the reminder e-mails the member chose and those sent, never an unsubscribe token', async () => {
      const m = await createMember(t);
      const none = await exportOf(t, m.token);
      expect(none.read('reminders.json')).toEqual({ preferences: null, sent: [] });
      const chosen = { time_zone: 'America/Halifax', time: '07:45', daily: true, weekly: false, blood_pressure: true };
      const put = await t.app.inject({ method: 'PUT', url: '/api/user/reminders', headers: bearer(m.token), payload: chosen });
      expect(put.statusCode, put.body).toBe(200);
      await t.db
        .insertInto('reminder_sends')
        .values({
          id: crypto.randomUUID(),
          user_id: m.userId,
          kind: 'daily',
          local_date: '2026-12-01',
          unsubscribe_hash: 'f'.repeat(64),
          created_at: '2026-12-01T11:45:00.000Z',
        })
        .execute();
      const { read, files } = await exportOf(t, m.token);
      expect(read('reminders.json')).toEqual({
        preferences: { ...chosen, created_at: expect.any(String), updated_at: expect.any(String) },
        sent: [{ kind: 'daily', local_date: '2026-12-01', created_at: '2026-12-01T11:45:00.000Z' }],
      });
      expect(strFromU8(files['reminders.json']!)).not.toContain('f'.repeat(64));
      expect(strFromU8(files['README.txt']!)).toContain('reminders.json');
    });

    it("holds only the member's own record", async () => {
      const other = await createMember(t);
      const { read } = await exportOf(t, other.token);
      expect(read('lab-reports.json')).toEqual([]);
      expect(read('blood-pressure.json')).toEqual([]);
      expect(read('messages.json')).toEqual([]);
      expect((read('profile.json') as { account: { id: string } }).account.id).toBe(other.userId);
    });

    it('is for members only, and signed in', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
      const admin = await createStaff(t, 'admin');
      expect((await t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(admin.token) })).statusCode).toBe(403);
    });

    it('gives a FHIR Bundle this app imports again: a fresh member gets the same lab results, once', async () => {
      const { read } = await exportOf(t, token);
      const bundle = read('fhir-observations.json') as Record<string, unknown>;
      const fresh = await createMember(t);
      const importBundle = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/healthtracking/bloodpresults/import/fhir',
          headers: bearer(fresh.token),
          payload: bundle,
        });
      const first = await importBundle();
      expect(first.statusCode, first.body).toBe(200);
      const labCount = (await storedResults(t.db, memberId)).length;
      expect(first.json()).toMatchObject({ imported: labCount, duplicates: 0, unknown: [] });
      // Blood pressure and pulse are named as such, and the BMI as worked out, not as unknown codes or unreadable entries.
      expect(
        first
          .json()
          .skipped.every((s: { reason: string }) =>
            /^(blood pressure and pulse are not lab results|BMI is worked out from your weight and height)/.test(s.reason),
          ),
      ).toBe(true);
      // The body measurements come back as body measurements (decision 0112): the same weights, in kg.
      const weights = (id: string) =>
        t.db
          .selectFrom('body_measurements')
          .select(['kind', 'value', 'measured_at'])
          .where('user_id', '=', id)
          .orderBy('measured_at')
          .execute();
      expect(first.json().body?.measurements ?? 0).toBe((await weights(memberId)).length);
      expect(await weights(fresh.userId)).toEqual(await weights(memberId));
      expect(await storedResults(t.db, fresh.userId)).toEqual(await storedResults(t.db, memberId));
      expect((await importBundle()).json()).toMatchObject({ imported: 0, duplicates: labCount });
    });
  });

  describe('the FHIR export of lab results', () => {
    interface LabObservation {
      code: { coding: Coding[] };
      valueQuantity: { value: number; unit: string; system?: string; code?: string; comparator?: string };
      interpretation?: Array<{ coding: Coding[] }>;
      referenceRange?: Array<{
        low?: { value: number; code?: string };
        high?: { value: number; code?: string };
        type: { coding: Coding[] };
      }>;
    }
    const labsOf = (bundle: { entry: Array<{ resource: FhirResource & LabObservation }> }) =>
      bundle.entry
        .map((e) => e.resource)
        .filter((r) => r.resourceType === 'Observation' && r.category?.[0]?.coding[0]?.code === 'laboratory');

    it("gives every lab result its UCUM code, the member's range and how it reads (H, L, N, HH, LL), and the code the lab used", async () => {
      const ucum = UcumLhcUtils.getInstance();
      const { read } = await exportOf(t, token);
      const demo = labsOf(read('fhir-observations.json') as never);
      expect(demo.length).toBeGreaterThan(20);
      for (const o of demo) {
        expect(o.valueQuantity.system, o.code.coding[0]!.code).toBe('http://unitsofmeasure.org');
        expect(ucum.validateUnitString(o.valueQuantity.code!, true).status, o.valueQuantity.code).toBe('valid');
        expect(o.interpretation?.[0]?.coding[0]?.system).toBe('http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation');
        expect(o.referenceRange?.length, o.code.coding[0]!.code).toBeGreaterThan(0);
      }

      const member = await createMember(t, { sex: 'female' });
      const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload });
      const day = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
      expect(
        (
          await send('/api/healthtracking/bloodpresults/reports', {
            test_date: day,
            values: [
              { marker_id: 'egfr', value: 48, unit: 'mL/min/1.73m2' },
              { marker_id: 'tsh', value: 2.1, unit: 'uIU/mL' },
              { marker_id: 'fasting-glucose', value: 2.1, unit: 'mmol/L' },
              { marker_id: 'hba1c', value: 5.4, unit: '%' },
            ],
          })
        ).statusCode,
      ).toBe(201);
      await send('/api/healthtracking/bloodpresults/import/fhir', {
        resourceType: 'Observation',
        id: 'direct-ldl',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '18262-6', display: 'LDL Cholesterol (direct)' }] },
        valueQuantity: { value: 160, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
        effectiveDateTime: day,
        referenceRange: [{ high: { value: 130, unit: 'mg/dL' } }],
      });
      await send('/api/healthtracking/bloodpresults/import/csv', { csv: `test_date,marker,value,unit\n${day},hs-crp,<0.3,mg/L\n` });
      const { read: readOwn } = await exportOf(t, member.token);
      const labs = labsOf(readOwn('fhir-observations.json') as never);
      const byCode = (code: string) => labs.find((o) => o.code.coding[0]!.code === code)!;
      const interpretation = (o: LabObservation) => o.interpretation![0]!.coding[0]!.code;

      expect(byCode('98979-8').valueQuantity).toEqual({
        value: 48,
        unit: 'mL/min/1.73m2',
        system: 'http://unitsofmeasure.org',
        code: 'mL/min/{1.73_m2}',
      });
      expect(interpretation(byCode('98979-8'))).toBe('L');
      expect(byCode('3016-3').valueQuantity).toMatchObject({ unit: 'uIU/mL', code: 'u[IU]/mL' });
      expect(interpretation(byCode('3016-3'))).toBe('N');
      expect(interpretation(byCode('14771-0'))).toBe('LL');
      // Direct LDL leaves as direct LDL, in the unit the lab gave, with the lab's range and the guideline's.
      const ldl = byCode('18262-6');
      expect(ldl.valueQuantity).toEqual({ value: 160, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' });
      expect(interpretation(ldl)).toBe('H');
      expect(ldl.referenceRange).toEqual([
        expect.objectContaining({
          high: expect.objectContaining({ value: 3.36, code: 'mmol/L' }),
          type: { coding: [expect.objectContaining({ code: 'normal' })] },
        }),
        expect.objectContaining({
          high: expect.objectContaining({ value: 3.49, code: 'mmol/L' }),
          type: { coding: [expect.objectContaining({ code: 'recommended' })] },
        }),
      ]);
      expect(labs.find((o) => o.code.coding[0]!.code === '13457-7')).toBeUndefined();
      expect(byCode('30522-7').valueQuantity).toEqual({
        comparator: '<',
        value: 0.3,
        unit: 'mg/L',
        system: 'http://unitsofmeasure.org',
        code: 'mg/L',
      });
      expect(interpretation(byCode('30522-7'))).toBe('N');
      const criticalHigh = await createMember(t);
      await t.app.inject({
        method: 'POST',
        url: '/api/healthtracking/bloodpresults/reports',
        headers: bearer(criticalHigh.token),
        payload: { test_date: day, values: [{ marker_id: 'hba1c', value: 11, unit: '%' }] },
      });
      const high = labsOf((await exportOf(t, criticalHigh.token)).read('fhir-observations.json') as never);
      expect(interpretation(high[0]!)).toBe('HH');
    });
  });

  describe('delete my account', () => {
    const remove = (bearerToken: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/user/delete-account', headers: bearer(bearerToken), payload });

    it('refuses a wrong password or confirmation with a clear message, and deletes nothing', async () => {
      const m = await createMember(t);
      const wrongPassword = await remove(m.token, { password: 'Not-My-Password-1', confirmation: 'DELETE' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toMatchObject({
        message: english(ACCOUNT_DATA_MESSAGES.notDeleted),
        errors: [english(ACCOUNT_DATA_MESSAGES.wrongPassword)],
      });
      const wrongConfirmation = await remove(m.token, { password: m.password, confirmation: 'delete me' });
      expect(wrongConfirmation.statusCode).toBe(400);
      expect(wrongConfirmation.json()).toMatchObject({ message: english(ACCOUNT_DATA_MESSAGES.notDeleted) });
      expect(wrongConfirmation.json().errors.join(' ')).toContain(english(ACCOUNT_DATA_MESSAGES.wrongConfirmation));
      expect((await remove(m.token, {})).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(m.token) })).statusCode).toBe(200);
    });

    it('keeps who, what action, when and ids of the access log, deletes the mail files kept for the member, and keys the kept address hash', async () => {
      const outbox = path.join(t.config.dataDir, 'outbox-of-deleted-member');
      const files = await appBeside(t, { transport: createFileTransport(outbox, t.app.log) });
      try {
        const m = await createMember(t);
        const other = await createMember(t);
        const clinician = await createStaff(t, 'clinician');
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/staff/members/${m.userId}/health`, headers: bearer(clinician.token) }))
            .statusCode,
        ).toBe(200);
        // Entries as the log wrote them before: the member's own words and a health fact in their details.
        const at = new Date().toISOString();
        const entry = (action: string, detail: string) => ({
          id: crypto.randomUUID(),
          staff_id: clinician.userId,
          staff_name: clinician.name,
          staff_role: 'clinician',
          member_id: m.userId,
          action,
          detail,
          ip: '10.0.0.7',
          created_at: at,
        });
        await t.db
          .insertInto('access_log')
          .values([
            entry('Replied to your message', 'Strength sessions and my knee'),
            entry('Acknowledged an urgent alert', 'Blood pressure above 180/120'),
          ])
          .execute();
        const otherEntry = { ...entry('Read your messages', 'My sleep'), member_id: other.userId };
        await t.db.insertInto('access_log').values(otherEntry).execute();
        // Mail the member (and another member) received, kept as .eml files by the outbox-folder transport.
        for (const email of [m.email, other.email])
          expect((await files.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } })).statusCode).toBe(200);
        await files.services.background.drain();
        await files.services.mail.kick();
        const mailFiles = () => fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
        expect(mailFiles().filter((f) => f.includes(`To: ${m.email}`))).toHaveLength(1);

        const res = await files.inject({
          method: 'POST',
          url: '/api/user/delete-account',
          headers: bearer(m.token),
          payload: { password: m.password, confirmation: 'DELETE' },
        });
        expect(res.statusCode, res.body).toBe(200);
        await files.services.mail.kick();

        const log = await t.db.selectFrom('access_log').selectAll().where('member_id', '=', m.userId).orderBy('action').execute();
        expect(log.map((e) => [e.action, e.detail, e.staff_id, e.staff_role, e.ip])).toEqual([
          ['Acknowledged an urgent alert', null, clinician.userId, 'clinician', '10.0.0.7'],
          ['Replied to your message', null, clinician.userId, 'clinician', '10.0.0.7'],
          [expect.stringContaining('Viewed your survey answers'), null, clinician.userId, 'clinician', expect.any(String)],
        ]);
        expect(log.every((e) => e.created_at)).toBe(true);
        // Another member's entries keep theirs; the log still refuses any other change.
        expect(
          (await t.db.selectFrom('access_log').select('detail').where('id', '=', otherEntry.id).executeTakeFirstOrThrow()).detail,
        ).toBe('My sleep');
        await expect(t.db.updateTable('access_log').set({ detail: null }).where('id', '=', otherEntry.id).execute()).rejects.toThrow(
          /append-only/,
        );
        await expect(
          t.db.updateTable('access_log').set({ action: 'Nothing happened', detail: null }).where('member_id', '=', m.userId).execute(),
        ).rejects.toThrow(/append-only/);

        // The member's mail files went with the account (the goodbye is the only one left for the address).
        const left = mailFiles().filter((f) => f.includes(`To: ${m.email}`));
        expect(left).toHaveLength(1);
        expect(left[0]).toContain('has been deleted');
        expect(mailFiles().filter((f) => f.includes(`To: ${other.email}`))).toHaveLength(1);

        // The goodbye's row names its address by a keyed hash, not the SHA-256 anyone can compute.
        const kept = await t.db
          .selectFrom('mail_outbox')
          .select(['recipient_hash', 'status'])
          .where('kind', '=', 'account-deleted')
          .where('recipient_hash', '=', t.app.services.outboxKey.recipientHash(m.email))
          .executeTakeFirstOrThrow();
        expect(kept.status).toBe('sent');
        expect(kept.recipient_hash).not.toContain(createHash('sha256').update(m.email).digest('hex'));
      } finally {
        await files.close();
      }
    });

    it('keeps an open urgent alert, with the name, contact details and what raised it, until a clinician closes it; resolved ones keep ids, kind and times', async () => {
      const m = await createMember(t, { firstName: 'Ezra', lastName: 'Quintal' });
      const clinician = await createStaff(t, 'clinician');
      const staff = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
        t.app.inject({ method, url, headers: bearer(clinician.token), ...(payload ? { payload } : {}) });
      const log = (body: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/healthtracking/bloodpressure',
          headers: { ...bearer(m.token), 'idempotency-key': `tap-${JSON.stringify(body).length}-${Math.random()}` },
          payload: body,
        });
      await t.db
        .updateTable('users')
        .set({ street: '12 Rue des Érables', city: 'Gatineau', province: 'QC' })
        .where('id', '=', m.userId)
        .execute();
      expect((await log({ systolic: 184, diastolic: 100, measured_at: '2025-09-01T08:00:00.000Z' })).statusCode).toBe(201);
      expect((await log({ systolic: 190, diastolic: 125, measured_at: '2025-09-02T08:00:00.000Z' })).statusCode).toBe(201);
      const alertsOf = async (status: 'open' | 'all') =>
        (await staff('GET', `/api/staff/alerts?status=${status}`))
          .json()
          .alerts.filter((a: { member: { _id: string } }) => a.member._id === m.userId);
      const [older, newer] = (await alertsOf('open')).sort((a: { created_at: string }, b: { created_at: string }) =>
        a.created_at.localeCompare(b.created_at),
      );
      await staff('POST', `/api/staff/alerts/${older._id}/resolve`, { note: 'Repeat reading 150/90; GP Thursday.' });
      // A care note and its addendum (decision 0087) go with the account too.
      const careNote = await staff('POST', `/api/staff/members/${m.userId}/notes`, {
        type: 'call',
        noted_on: '2025-09-02',
        text: 'Care note Zanzibar',
      });
      expect(careNote.statusCode, careNote.body).toBe(201);
      await staff('POST', `/api/staff/members/${m.userId}/notes/${careNote.json()._id}/addenda`, { text: 'Addendum Zanzibar' });

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/delete-account',
        headers: bearer(m.token),
        payload: { password: m.password, confirmation: 'DELETE' },
      });
      expect(res.statusCode).toBe(200);
      // The goodbye e-mail leaves (and its address with it).
      await t.settle();

      // The open alert, as a deleted account's, with how to reach them and what raised it.
      const open = await alertsOf('open');
      expect(open).toEqual([
        {
          ...newer,
          member: { _id: m.userId, name: 'Ezra Quintal', deleted: true },
          contact: {
            email: m.email,
            address: { street: '12 Rue des Érables', city: 'Gatineau', province: 'QC', postalCode: expect.any(String) },
          },
        },
      ]);
      expect(open[0]).toMatchObject({ summary: 'Blood pressure 190/125', occurred_at: '2025-09-02T08:00:00.000Z' });
      // The resolved one: ids, kind and times only.
      const resolved = (await alertsOf('all')).find((a: { _id: string }) => a._id === older._id);
      expect(resolved).toMatchObject({
        kind: 'bp_crisis',
        summary: '',
        member: { _id: m.userId, name: '', deleted: true },
        contact: null,
        created_at: older.created_at,
        acknowledged: { by: expect.any(String), at: expect.any(String) },
        resolved: { by: expect.any(String), at: expect.any(String), note: '' },
      });
      expect(await whereFound(t.db, kind, 'GP Thursday')).toEqual([]);
      expect(await whereFound(t.db, kind, 'Zanzibar')).toEqual([]);
      expect(await whereFound(t.db, kind, '184/100')).toEqual([]);
      expect(await whereFound(t.db, kind, m.email)).toEqual(['alerts.member_contact']);
      // Their Idempotency-Keys (and the answers kept with them) went with the account.
      expect(await whereFound(t.db, kind, m.userId)).toEqual(['access_log.member_id', 'alerts.user_id']);

      // Acknowledged and resolved by a clinician: then it keeps ids, kind and times too.
      expect((await staff('POST', `/api/staff/alerts/${newer._id}/acknowledge`)).json().member.deleted).toBe(true);
      const done = await staff('POST', `/api/staff/alerts/${newer._id}/resolve`, { note: 'Reached by phone at the kept address; safe.' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ summary: '', contact: null, member: { name: '', deleted: true }, resolved: { note: '' } });
      for (const gone of [m.email, 'Quintal', 'Érables', '190/125', 'kept address']) expect(await whereFound(t.db, kind, gone)).toEqual([]);
      expect(await alertsOf('open')).toEqual([]);
      expect((await alertsOf('all')).map((a: { _id: string }) => a._id).sort()).toEqual([older._id, newer._id].sort());
    });

    it('erases the account and every row of its health data, ends every session, says goodbye, and leaves only the access log', async () => {
      // What the care team did with the demo member: read the record, acknowledged the alert, answered the message.
      const clinician = await createStaff(t, 'clinician');
      const staff = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
        t.app.inject({ method, url, headers: bearer(clinician.token), ...(payload ? { payload } : {}) });
      expect((await staff('GET', `/api/staff/members/${memberId}`)).statusCode).toBe(200);
      const alert = (await staff('GET', `/api/staff/alerts?member_id=${memberId}`)).json().alerts[0];
      expect((await staff('POST', `/api/staff/alerts/${alert._id}/acknowledge`)).statusCode).toBe(200);
      const thread = (await staff('GET', `/api/staff/threads?box=all&member_id=${memberId}`)).json().threads[0];
      expect((await staff('POST', `/api/staff/threads/${thread._id}`, { body: 'Try the chair squats instead for now.' })).statusCode).toBe(
        200,
      );
      const secondDevice = (await login(t, DEMO_MEMBER.email, DEMO_MEMBER.password)).json().token as string;
      const weighed = await t.app.inject({
        method: 'POST',
        url: '/api/healthtracking/body',
        headers: bearer(token),
        payload: { kind: 'waist', value: 92, measured_at: new Date(Date.now() - 60_000).toISOString() },
      });
      expect(weighed.statusCode).toBe(201);
      expect(await whereFound(t.db, kind, memberId)).toContain('body_measurements.user_id');
      const medicated = await t.app.inject({
        method: 'POST',
        url: '/api/healthtracking/medications',
        headers: bearer(token),
        payload: { name: 'Vitamin D', track_daily: true },
      });
      expect(medicated.statusCode, medicated.body).toBe(201);
      expect(await whereFound(t.db, kind, memberId)).toContain('medications.user_id');
      const ticked = await t.app.inject({
        method: 'PUT',
        url: `/api/healthtracking/medications/${medicated.json()._id}/taken/${memberToday('America/Toronto')}`,
        headers: bearer(token),
      });
      expect(ticked.statusCode, ticked.body).toBe(200);
      expect(await whereFound(t.db, kind, memberId)).toContain('medication_doses.user_id');
      const setTarget = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/members/${memberId}/targets`,
        headers: bearer(clinician.token),
        payload: { kind: 'weight', value: 70, note: 'A first step.' },
      });
      expect(setTarget.statusCode, setTarget.body).toBe(200);
      expect(await whereFound(t.db, kind, memberId)).toContain('member_targets.user_id');
      expect(await whereFound(t.db, kind, memberId)).toContain('access_log.member_id');

      const res = await remove(token, { password: DEMO_MEMBER.password, confirmation: ' DELETE ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: english(ACCOUNT_DATA_MESSAGES.deleted) });

      // Every session ends at once (the session cache too), and the password opens nothing.
      for (const session of [token, secondDevice])
        expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(session) })).statusCode).toBe(401);
      expect((await login(t, DEMO_MEMBER.email, DEMO_MEMBER.password)).statusCode).toBe(401);

      // The goodbye went to the address the account had.
      await t.settle();
      const goodbye = t.mail.sent.filter((m) => m.to === DEMO_MEMBER.email && m.subject.includes('has been deleted'));
      expect(goodbye).toHaveLength(1);
      expect(goodbye[0]!.text).toContain('access log');

      // No table holds the member's id but the access log, which the clinic must keep, and the urgent
      // alert still open, which keeps how to reach them (their address only there) until it is closed.
      expect(await whereFound(t.db, kind, memberId)).toEqual(['access_log.member_id', 'alerts.user_id']);
      expect(await whereFound(t.db, kind, DEMO_MEMBER.email)).toEqual(['alerts.member_contact']);

      // The care team's views no longer show the member, but the open alert as a deleted account's;
      // the access log shows a deleted member.
      expect((await staff('GET', '/api/staff/members?q=lavoie')).json().members).toEqual([]);
      expect((await staff('GET', `/api/staff/members/${memberId}`)).statusCode).toBe(404);
      for (const url of ['/api/staff/requests?status=all', '/api/staff/threads?box=all'])
        expect((await staff('GET', url)).body).not.toContain(memberId);
      const kept = (await staff('GET', '/api/staff/alerts'))
        .json()
        .alerts.filter((a: { member: { _id: string } }) => a.member._id === memberId);
      expect(kept).toEqual([
        expect.objectContaining({
          _id: alert._id,
          kind: 'phq9_item9',
          summary: alert.summary,
          member: { _id: memberId, name: 'Morgan Lavoie', deleted: true },
          contact: expect.objectContaining({ email: DEMO_MEMBER.email }),
        }),
      ]);
      // Once a clinician closes it, what raised it and how to reach them go too.
      expect((await staff('POST', `/api/staff/alerts/${alert._id}/resolve`, { note: 'Reached by phone; safe.' })).statusCode).toBe(200);
      expect(await whereFound(t.db, kind, DEMO_MEMBER.email)).toEqual([]);
      expect(await whereFound(t.db, kind, 'Morgan')).toEqual([]);
      const admin = await createStaff(t, 'admin');
      const log = await t.app.inject({ method: 'GET', url: `/api/staff/audit?member_id=${memberId}`, headers: bearer(admin.token) });
      expect(log.json().entries.length).toBeGreaterThan(0);
      expect(log.json().entries.every((e: { member: { name: string } }) => e.member.name === 'Deleted member')).toBe(true);
    });
  });
});
