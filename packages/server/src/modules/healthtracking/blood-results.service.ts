import type { Transaction } from 'kysely';
import { smsg } from '../../i18n/index.js';
import type { z } from 'zod';
import { loincCodes, loincUnit, testName } from '@wellpath/shared/health/definition';
import { catalogueUnit, censoredCritical, criticalRule, toStoredValue, type MemberContext } from '@wellpath/shared/health/markers';
import {
  LAB_VALUE_BOUNDS,
  type BloodMarker,
  type BloodResult,
  type CSV_REQUIRED_FIELDS,
  type CsvMapping,
  type CsvPreview,
  type LabComparator,
  type LabReport,
  type labReportBodySchema,
  type MarkerHistory,
} from '@wellpath/shared/health/wire';
import { numberProblem } from '@wellpath/shared/numbers';
import { parseCalendarDay } from '@wellpath/shared/user/age';
import { LIMITS } from '@wellpath/shared/limits';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { serialiseEnteredBy, type StoredEnteredBy } from '../../lib/entered-by.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { hashToken, newId } from '../../lib/tokens.js';
import type { AlertService } from '../alerts/alerts.service.js';
import { lockEvent } from '../alerts/alerts.service.js';
import { parseLabDate, parseRangeText, parseResult, readCsv, type CsvRow } from './csv.js';
import type { BodyService } from './body.service.js';
import { readFhirBody } from './fhir-body.js';
import { FhirDocumentError, parseFhir, type FhirBodyValue, type FhirReferenceRange } from './fhir.js';
import * as repo from './blood-results.repository.js';
import { keepDeleted, takeDeleted } from './undo.repository.js';
import { UNDO_TOO_LATE } from './undoable-rows.js';
import {
  markerOf,
  markersIn,
  memberContextOf,
  presentHistoryMarker,
  presentMarker,
  presentReport,
  presentResult,
  type Marker,
} from './blood-results.presenter.js';

/** The latest day a lab result can carry: today anywhere on Earth. */
function latestDay(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A checked row of an import, with where it goes. */
interface ImportRow extends Checked {
  date: string;
  externalId: string | null;
  labName?: string;
}

/** What a required column holds, in words. */
const CSV_FIELD_NAMES: Record<(typeof CSV_REQUIRED_FIELDS)[number], string> = {
  date: smsg('labs.csvField.date'),
  test: smsg('labs.csvField.test'),
  result: smsg('labs.csvField.result'),
  unit: smsg('labs.csvField.unit'),
};

/** A bound of a lab's printed range, in the result's own unit. */
const inUnit = (value: number | null) => (value === null ? null : { value, unit: '' });

/** Rows written per transaction by an import (see storeImported). */
const IMPORT_CHUNK = 200;

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function tooManyRows(file: 'fhir' | 'csv', count: number) {
  const values = { count, max: LIMITS.importRows };
  return badRequest(file === 'fhir' ? smsg('labs.tooManyRowsFhir', values) : smsg('labs.tooManyRowsCsv', values));
}

/** The alerts module's side of a critical result: raised in the storing transaction, e-mails sent after the commit. */
export type CriticalLabAlerts = Pick<AlertService, 'raiseForCriticalLab' | 'notify'>;

/** A value checked and ready to store: in the canonical unit at the marker's precision. */
interface Checked {
  marker: Marker;
  /** As the lab gave it. */
  value: number;
  unit: string;
  stored: number;
  labRange?: { min: number | null; max: number | null } | null;
  /** A censored value's side ("<0.3"): `value` and `stored` are the bound. */
  comparator?: LabComparator | null;
  /** The LOINC code the lab gave it under. */
  loinc?: string | null;
}

/** A CSV row read and checked: what it will store, or why it is refused (a catalogue message). */
interface CsvRowCheck {
  row: CsvRow;
  date: string | null;
  marker: Marker | null;
  value: number | null;
  comparator: LabComparator | null;
  unit: string;
  error: string | null;
  ready?: ImportRow;
}

export class BloodResultService {
  /** `alerts` raises the care team's alert for each critical result stored (services.ts wires it; scripts may leave it out). */
  constructor(
    private readonly db: Db,
    private readonly alerts: CriticalLabAlerts | null = null,
    /** Where a FHIR import's weights, waists and height go (decision 0112); none: they are reported as skipped. */
    private readonly body: Pick<BodyService, 'add' | 'heightOf' | 'setHeight'> | null = null,
    /** The content read in each language, for the markers' words (decision 0124); none: English as stored. */
    private readonly content?: ContentBundle,
  ) {}

  private catalogueCache?: Promise<Marker[]>;
  /** The catalogue in each language other than English, worked out once per catalogue read. */
  private readonly localCatalogues = new WeakMap<Marker[], Partial<Record<Locale, Marker[]>>>();

  /** The marker catalogue, read and parsed once: it changes only when content is synced, before start. */
  private markers(): Promise<Marker[]> {
    this.catalogueCache ??= repo
      .listMarkers(this.db)
      .then((rows) => rows.map(markerOf))
      .catch((err: unknown) => {
        this.catalogueCache = undefined;
        throw err;
      });
    return this.catalogueCache;
  }

  /** The catalogue with its words in `locale` (names, bands, messages); the numbers are the stored ones. */
  private async markersIn(locale: Locale): Promise<Marker[]> {
    const markers = await this.markers();
    if (locale === 'en') return markers;
    let byLocale = this.localCatalogues.get(markers);
    if (!byLocale) this.localCatalogues.set(markers, (byLocale = {}));
    return (byLocale[locale] ??= markersIn(markers, this.content, locale));
  }

  /** Each marker's name in `locale`, by id: what a refusal names (what is stored, an alert's summary, stays in the stored words). */
  private async namesIn(locale: Locale): Promise<(marker: Marker) => string> {
    const names = new Map((await this.markersIn(locale)).map((m) => [m.id, m.def.name]));
    return (marker) => names.get(marker.id) ?? marker.def.name;
  }

  /** What a result is read against: the member's sex and the conditions on their record. */
  private async member(userId: string): Promise<MemberContext> {
    return memberContextOf(await repo.memberContext(this.db, userId));
  }

  async catalogue(userId: string, locale: Locale = 'en'): Promise<BloodMarker[]> {
    const member = await this.member(userId);
    return (await this.markersIn(locale)).map((m) => presentMarker(m, member));
  }

  /** The catalogue read against no one (no sex, no conditions): what the care team's entry form offers. */
  async catalogueForAnyone(locale: Locale = 'en'): Promise<BloodMarker[]> {
    return (await this.markersIn(locale)).map((m) => presentMarker(m, { sex: null, conditions: new Set() }));
  }

  /** §7 latest: the newest value of each marker the member has. */
  async latest(userId: string, locale: Locale = 'en'): Promise<BloodResult[]> {
    const [markers, { rows, context }] = await Promise.all([this.markersIn(locale), repo.latestResults(this.db, userId)]);
    const member = memberContextOf(context);
    const index = new Map(markers.map((m, i) => [m.id, i]));
    const out: Array<{ at: number; result: BloodResult }> = [];
    for (const row of rows) {
      const at = index.get(row.marker_id);
      if (at !== undefined) out.push({ at, result: presentResult(row, markers[at]!, member) });
    }
    return out.sort((a, b) => a.at - b.at).map((o) => o.result);
  }

  async history(userId: string, markerIdOrKey: string, locale: Locale = 'en'): Promise<MarkerHistory> {
    const found = await repo.findMarker(this.db, markerIdOrKey);
    if (!found || found.archived) throw notFound(smsg('api.markerNotFound'));
    const stored = markerOf(found);
    const marker = (await this.markersIn(locale)).find((m) => m.id === stored.id) ?? markersIn([stored], this.content, locale)[0]!;
    const member = await this.member(userId);
    const rows = await repo.listResults(this.db, userId, marker.id);
    return { marker: presentHistoryMarker(marker, member), results: rows.map((r) => presentResult(r, marker, member)) };
  }

  /** The value in the canonical unit at the marker's precision, checked against the plausible bounds. */
  private checkValue(marker: Marker, value: number, unit: string, name: string): { stored: number } | { error: string } {
    const stored = toStoredValue(marker.def, value, unit);
    const accepted = [marker.def.unit, ...marker.def.conversions.map((c) => c.unit)];
    if (stored === null) return { error: smsg('labs.unitNotAccepted', { marker: name, unit, units: accepted.join(', ') }) };
    const { min, max } = marker.def.plausible;
    if (!Number.isFinite(stored) || stored < min || stored > max)
      return {
        error: smsg('labs.valueNotPossible', { marker: name, value, unit, min, max, canonical: marker.def.unit }),
      };
    return { stored };
  }

  /** The lab's own range in the canonical unit; bounds in a unit the marker does not accept are left out. */
  private labRange(marker: Marker, range: FhirReferenceRange | undefined, valueUnit: string) {
    if (!range) return null;
    const at = (b: FhirReferenceRange['low']) => (b ? toStoredValue(marker.def, b.value, b.unit || valueUnit) : null);
    const out = { min: at(range.low), max: at(range.high) };
    return out.min === null && out.max === null ? null : out;
  }

  /**
   * Stores one checked result and, when its value is critical, raises the care team's alert in the
   * same transaction (`alerted`: call alerts.notify() after the commit). `stored` is false when an
   * imported observation was already stored: nothing is written and no second alert is raised.
   */
  private async storeResult(
    trx: Transaction<Database>,
    userId: string,
    reportId: string,
    c: Checked,
    testDate: string,
    externalId: string | null,
    at: string,
  ): Promise<{ stored: boolean; critical: boolean; alerted: boolean }> {
    const id = newId();
    const stored = await repo.insertResult(trx, {
      id,
      userId,
      reportId,
      markerId: c.marker.id,
      value: c.stored,
      originalValue: c.value,
      originalUnit: c.unit,
      testDate,
      externalId,
      at,
      labRange: c.labRange ?? null,
      comparator: c.comparator ?? null,
      loincCode: c.loinc ?? null,
    });
    const critical = censoredCritical(c.marker.def, c.stored, c.comparator);
    if (!stored || !critical) return { stored, critical: false, alerted: false };
    const { def } = c.marker;
    const alerted =
      (await this.alerts?.raiseForCriticalLab(trx, {
        userId,
        bloodResultId: id,
        summary: `${def.name} ${c.comparator ?? ''}${c.stored.toFixed(def.decimals)} ${def.unit} (test of ${testDate}): ${criticalRule(def, critical.side)} ${def.unit}`,
      })) ?? false;
    return { stored, critical: true, alerted };
  }

  /**
   * A lab report typed in by the member, or entered for them by the care team (`entry`, decision
   * 0088: who, kept on the report, and the access-log entry written in the same transaction when the
   * report is new): every value checked before anything is stored.
   */
  async addReport(
    userId: string,
    body: z.output<typeof labReportBodySchema>,
    entry?: { by: StoredEnteredBy; log: (trx: Transaction<Database>) => Promise<void> },
    locale: Locale = 'en',
  ): Promise<{ report_id: string; results: BloodResult[] }> {
    const [markers, nameOf] = await Promise.all([this.markers(), this.namesIn(locale)]);
    const errors: string[] = [];
    if (body.test_date > latestDay()) errors.push(smsg('api.testDateFuture'));
    if (body.test_date < '1900-01-01') errors.push(smsg('api.testDatePast'));
    const seen = new Set<string>();
    const checked: Checked[] = [];
    for (const v of body.values) {
      const marker = markers.find((m) => m.id === v.marker_id || m.def.key === v.marker_id);
      if (!marker) {
        errors.push(smsg('api.unknownMarker', { marker: v.marker_id }));
        continue;
      }
      if (seen.has(marker.id)) {
        errors.push(smsg('api.markerTwice', { marker: nameOf(marker) }));
        continue;
      }
      seen.add(marker.id);
      const r = this.checkValue(marker, v.value, v.unit, nameOf(marker));
      if ('error' in r) errors.push(r.error);
      else checked.push({ marker, value: v.value, unit: v.unit, stored: r.stored });
    }
    if (errors.length) throw badRequest(smsg('api.reportNotSaved'), errors);
    const at = nowIso();
    // The same report sent again (same test date, same values as entered) answers the one stored and
    // raises nothing; the lock makes concurrent twins on any copy wait, so the later one finds it.
    const same = checked.map((c) => ({ markerId: c.marker.id, value: c.value, unit: c.unit }));
    const { reportId, alerted } = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `lab-report:${userId}`);
      const stored = await repo.findSameReport(trx, userId, body.test_date, same);
      if (stored) return { reportId: stored, alerted: false };
      const id = newId();
      await repo.insertReport(trx, {
        id,
        userId,
        testDate: body.test_date,
        labName: body.lab_name,
        source: 'manual',
        at,
        enteredBy: serialiseEnteredBy(entry?.by ?? null),
      });
      await entry?.log(trx);
      let any = false;
      for (const c of checked) if ((await this.storeResult(trx, userId, id, c, body.test_date, null, at)).alerted) any = true;
      return { reportId: id, alerted: any };
    });
    if (alerted) this.alerts?.notify();
    return { report_id: reportId, results: (await this.latest(userId, locale)).filter((r) => r.report_id === reportId) };
  }

  /**
   * Lab results from FHIR R4 (a Bundle, a DiagnosticReport or one Observation): LOINC codes matched
   * to the catalogue, unknown codes reported, values that fail the checks reported, an observation
   * already imported stored only once.
   */
  async importFhir(userId: string, doc: unknown, locale: Locale = 'en') {
    const entries = (doc as { entry?: unknown } | null)?.entry;
    if (Array.isArray(entries) && entries.length > LIMITS.importRows) throw tooManyRows('fhir', entries.length);
    let parsed;
    try {
      parsed = parseFhir(doc);
    } catch (err) {
      if (err instanceof FhirDocumentError) throw badRequest(err.message);
      throw err;
    }
    if (parsed.values.length > LIMITS.importRows) throw tooManyRows('fhir', parsed.values.length);
    const [markers, nameOf] = await Promise.all([this.markers(), this.namesIn(locale)]);
    const byLoinc = new Map(markers.flatMap((m) => loincCodes(m.def).map((code) => [code, m] as const)));
    const unknown = new Map<string, { code: string; display: string | null; count: number }>();
    const skipped = [...parsed.skipped];
    const rows: ImportRow[] = [];
    for (const v of parsed.values) {
      const loinc = v.loincs.find((code) => byLoinc.has(code));
      const marker = loinc === undefined ? undefined : byLoinc.get(loinc);
      if (!marker || loinc === undefined) {
        const code = v.loincs[0]!;
        const u = unknown.get(code) ?? { code, display: v.display, count: 0 };
        u.count += 1;
        unknown.set(code, u);
        continue;
      }
      const entry = v.externalId.replace(/^fhir:/, '');
      if (!parseCalendarDay(v.date) || v.date > latestDay()) {
        skipped.push({ entry, reason: smsg('labs.dateInvalid') });
        continue;
      }
      // The unit as the catalogue writes it, found by its text or its UCUM code; a mass-unit LOINC
      // code (mg/dL) says the unit when the observation does not.
      const unit =
        catalogueUnit(marker.def, v.unit) ??
        (v.ucum ? catalogueUnit(marker.def, v.ucum) : null) ??
        (v.unit || loincUnit(marker.def, loinc) || '');
      const r = this.checkValue(marker, v.value, unit, nameOf(marker));
      if ('error' in r) skipped.push({ entry, reason: r.error });
      else
        rows.push({
          marker,
          value: v.value,
          unit,
          stored: r.stored,
          labRange: this.labRange(marker, v.referenceRange, unit),
          comparator: v.comparator,
          loinc,
          date: v.date,
          externalId: v.externalId,
        });
    }
    const result = await this.storeImported(userId, 'fhir', rows);
    const body = await this.importBody(userId, parsed.body, skipped);
    return { ...result, unknown: [...unknown.values()], skipped, ...(body ? { body } : {}) };
  }

  /**
   * The document's weights, waists and body fat, stored as the Body page stores them (the same value
   * at the same minute is the one already kept), and its newest height when the profile has none.
   */
  private async importBody(userId: string, values: FhirBodyValue[], skipped: Array<{ entry: string; reason: string }>) {
    if (values.length === 0) return null;
    const read = readFhirBody(values);
    skipped.push(...read.skipped);
    if (!this.body) {
      for (const m of read.measurements) skipped.push({ entry: m.entry, reason: smsg('labs.fhirBodyImplausible') });
      return null;
    }
    let measurements = 0;
    for (const m of read.measurements) {
      if (m.body.measured_at > new Date(Date.now() + 60_000).toISOString()) {
        skipped.push({ entry: m.entry, reason: smsg('labs.dateInvalid') });
        continue;
      }
      await this.body.add(userId, m.body);
      measurements += 1;
    }
    let height = false;
    if (read.height) {
      if ((await this.body.heightOf(userId)) === null) {
        await this.body.setHeight(userId, read.height.cm);
        height = true;
      } else skipped.push({ entry: read.height.entry, reason: smsg('labs.fhirHeightKept') });
    }
    return { measurements, height };
  }

  /** A test named in a CSV file, by its key, name, alias or LOINC code (case, accents and punctuation aside). */
  private async csvTests(): Promise<(test: string, code: string) => { marker: Marker; loinc: string | null } | null> {
    const markers = await this.markers();
    const byName = new Map<string, Marker>();
    const byCode = new Map<string, Marker>();
    for (const m of markers) {
      for (const name of [m.def.key, m.def.name, ...(m.def.aliases ?? [])]) if (!byName.has(testName(name))) byName.set(testName(name), m);
      for (const code of loincCodes(m.def)) byCode.set(code, m);
    }
    return (test, code) => {
      for (const c of [code.trim(), test.trim()]) {
        const m = byCode.get(c);
        if (m) return { marker: m, loinc: c };
      }
      const m = byName.get(testName(test));
      return m ? { marker: m, loinc: null } : null;
    };
  }

  /** Every row of a CSV file checked: what it would store, or why it is refused. */
  private async checkCsv(text: string, mapping: Partial<CsvMapping> | undefined, locale: Locale) {
    const read = readCsv(text, mapping);
    if ('errors' in read) throw badRequest(smsg('api.csvNotImported'), read.errors);
    if (read.rows.length > LIMITS.importRows) throw tooManyRows('csv', read.rows.length);
    const [find, nameOf] = await Promise.all([this.csvTests(), this.namesIn(locale)]);
    /** How often each observation has come so far: the n-th identical row of a file is its own result. */
    const seen = new Map<string, number>();
    const checks = read.rows.map((row): CsvRowCheck => {
      const { cells } = row;
      const check: CsvRowCheck = { row, date: null, marker: null, value: null, comparator: null, unit: cells.unit, error: null };
      const refuse = (error: string) => ({ ...check, error });
      const when = parseLabDate(cells.date);
      if (when === 'ambiguous') return refuse(smsg('labs.csvDateAmbiguous', { date: cells.date }));
      const date = when.day;
      if (date === null) return refuse(smsg('labs.csvDate', { date: cells.date }));
      check.date = date;
      if (date > latestDay()) return refuse(smsg('labs.csvDateFuture'));
      if (date < '1900-01-01') return refuse(smsg('labs.csvDatePast'));
      if (!cells.test && !cells.code) return refuse(smsg('labs.csvNoTest'));
      const found = find(cells.test, cells.code);
      if (!found) return refuse(smsg('labs.csvUnknownTest', { test: cells.test || cells.code }));
      check.marker = found.marker;
      const result = parseResult(cells.result);
      if (!result) return refuse(smsg('labs.csvNotNumber', { value: cells.result }));
      check.value = result.value;
      check.comparator = result.comparator;
      const problem = numberProblem(result.value, LAB_VALUE_BOUNDS);
      if (problem) return refuse(problem);
      const unit =
        catalogueUnit(found.marker.def, cells.unit) ??
        (cells.unit || (found.loinc ? loincUnit(found.marker.def, found.loinc) : null) || '');
      check.unit = unit;
      if (!unit) return refuse(smsg('labs.csvNoUnit'));
      const r = this.checkValue(found.marker, result.value, unit, nameOf(found.marker));
      if ('error' in r) return refuse(r.error);
      const range = parseRangeText(cells.range);
      // Importing the same file again stores nothing twice (and raises no second alert); a file
      // written before censored values keeps the identity it had.
      const observation = [
        date,
        found.marker.def.key,
        result.value,
        unit,
        cells.lab,
        ...(result.comparator ? [result.comparator] : []),
      ].join('|');
      const n = (seen.get(observation) ?? 0) + 1;
      seen.set(observation, n);
      check.ready = {
        marker: found.marker,
        value: result.value,
        unit,
        stored: r.stored,
        comparator: result.comparator,
        loinc: found.loinc,
        labRange: range ? this.labRange(found.marker, { low: inUnit(range.low), high: inUnit(range.high) }, unit) : null,
        date,
        externalId: `csv:${hashToken(`${observation}#${n}`)}`,
        labName: cells.lab,
      };
      return check;
    });
    return { read, checks };
  }

  /** What importing a CSV file would do, row by row; nothing is stored. */
  async previewCsv(text: string, mapping?: Partial<CsvMapping>, locale: Locale = 'en'): Promise<CsvPreview> {
    const { read, checks } = await this.checkCsv(text, mapping, locale);
    const incomplete = read.missing.length > 0;
    return {
      columns: read.columns,
      mapping: read.mapping,
      missing: read.missing,
      rows: incomplete
        ? []
        : checks.map((c) => ({
            line: c.row.line,
            test_date: c.date,
            test: c.row.cells.test || c.row.cells.code,
            marker_key: c.marker?.def.key ?? null,
            value: c.value,
            comparator: c.comparator,
            unit: c.unit,
            reference_range: c.row.cells.range,
            flag: c.row.cells.flag,
            lab_name: c.row.cells.lab,
            error: c.error,
          })),
    };
  }

  /**
   * CSV rows, after the member saw the preview: the good rows are stored, the refused ones listed
   * with why (`skipped`). A file with no column for a required field, or no row that can be stored,
   * imports nothing (400, with every problem).
   */
  async importCsv(userId: string, text: string, mapping?: Partial<CsvMapping>, locale: Locale = 'en') {
    const { read, checks } = await this.checkCsv(text, mapping, locale);
    if (read.missing.length > 0)
      throw badRequest(
        smsg('api.csvNotImported'),
        read.missing.map((f) => smsg('labs.csvColumnMissing', { field: CSV_FIELD_NAMES[f as (typeof CSV_REQUIRED_FIELDS)[number]] })),
      );
    if (read.rows.length === 0) throw badRequest(smsg('api.csvNotImported'), [smsg('api.csvNoRows')]);
    const refused = checks.filter((c) => c.error !== null);
    const rows = checks.flatMap((c) => (c.ready && c.error === null ? [c.ready] : []));
    const reasons = refused.map((c) => ({ entry: smsg('labs.csvRow', { line: c.row.line }), reason: c.error! }));
    if (rows.length === 0)
      throw badRequest(
        smsg('labs.csvNothingImported'),
        reasons.map((r) => smsg('api.csvRowError', { where: r.entry, error: r.reason })),
      );
    return { ...(await this.storeImported(userId, 'csv', rows)), unknown: [], skipped: reasons };
  }

  /**
   * Stores rows grouped into one report per test date (and lab). Every row was checked before, so
   * nothing is half-imported for a bad row; the writes go in transactions of IMPORT_CHUNK rows with a
   * pause between them, so a large import never holds the database (SQLite: the one connection) for
   * long and other members' requests get through.
   */
  private async storeImported(userId: string, source: 'fhir' | 'csv', rows: ImportRow[]) {
    const at = nowIso();
    let imported = 0;
    let duplicates = 0;
    let reports = 0;
    let critical = 0;
    const groups = new Map<string, typeof rows>();
    for (const r of rows) {
      const k = `${r.date}|${r.labName ?? ''}`;
      const group = groups.get(k);
      if (group) group.push(r);
      else groups.set(k, [r]);
    }
    for (const [k, group] of groups) {
      const [date, labName] = k.split('|') as [string, string];
      const reportId = newId();
      for (let start = 0; start < group.length; start += IMPORT_CHUNK) {
        const alerted = await this.db.transaction().execute(async (trx) => {
          let any = false;
          if (start === 0) {
            await repo.insertReport(trx, {
              id: reportId,
              userId,
              testDate: date,
              // The report's source already says it was imported (shown as "Imported (FHIR)"): a
              // report without a lab's name has none, as a lab report entered by hand.
              labName,
              source,
              at,
            });
          }
          for (const r of group.slice(start, start + IMPORT_CHUNK)) {
            const out = await this.storeResult(trx, userId, reportId, r, r.date, r.externalId, at);
            if (out.stored) imported += 1;
            else duplicates += 1;
            if (out.critical) critical += 1;
            if (out.alerted) any = true;
          }
          return any;
        });
        // The alerts' e-mails leave once their results are committed.
        if (alerted) this.alerts?.notify();
        await yieldToOtherRequests();
      }
      if (!(await repo.deleteReportIfEmpty(this.db, userId, reportId))) reports += 1;
    }
    return { imported, duplicates, reports, critical };
  }

  async reports(userId: string, locale: Locale = 'en'): Promise<LabReport[]> {
    const [reports, markers, rows, member] = await Promise.all([
      repo.listReports(this.db, userId),
      this.markersIn(locale),
      repo.listResults(this.db, userId),
      this.member(userId),
    ]);
    const byId = new Map(markers.map((m) => [m.id, m]));
    return reports.map((r) =>
      presentReport(
        r,
        rows.filter((x) => x.report_id === r.id && byId.has(x.marker_id)).map((x) => presentResult(x, byId.get(x.marker_id)!, member)),
      ),
    );
  }

  /** Deletes a report and its results; they can be put back for a few minutes (restoreReport, decision 0036). */
  async deleteReport(userId: string, id: string, now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const rows = await repo.reportRows(trx, userId, id);
      if (!rows) throw notFound(smsg('api.reportNotFound'));
      await keepDeleted(trx, userId, 'lab_report', id, rows, now);
      await repo.deleteReport(trx, userId, id);
    });
  }

  /**
   * Undoes a deletion: the report and its results as they were, ids included (an alert raised by one
   * of them is still the same one). Again after it is back: nothing more to do.
   */
  async restoreReport(userId: string, id: string, now = new Date()): Promise<{ _id: string }> {
    const restored = await this.db.transaction().execute(async (trx) => {
      const kept = await takeDeleted(trx, userId, 'lab_report', id, now);
      if (!kept) return (await repo.reportRows(trx, userId, id)) !== undefined;
      await repo.reinsertReport(trx, userId, kept);
      return true;
    });
    if (!restored) throw notFound(UNDO_TOO_LATE);
    return { _id: id };
  }
}
