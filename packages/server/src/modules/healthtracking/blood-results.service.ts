import type { z } from 'zod';
import type { BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { toCanonical, type Sex } from '@wellpath/shared/health/markers';
import type { BloodMarker, BloodResult, LabReport, labReportBodySchema, MarkerHistory } from '@wellpath/shared/health/wire';
import { parseCalendarDay } from '@wellpath/shared/user/age';
import { LIMITS } from '@wellpath/shared/limits';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { findUserById } from '../user/user.repository.js';
import { readCsv } from './csv.js';
import { parseFhirBundle } from './fhir.js';
import * as repo from './blood-results.repository.js';
import { presentHistoryMarker, presentMarker, presentReport, presentResult, type Marker } from './blood-results.presenter.js';

/** The latest day a lab result can carry: today anywhere on Earth. */
function latestDay(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Rows written per transaction by an import (see storeImported). */
const IMPORT_CHUNK = 200;

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function tooManyRows(what: string, count: number) {
  return badRequest(
    `${what} holds ${count.toLocaleString('en-CA')} results; import at most ${LIMITS.importRows.toLocaleString('en-CA')} at a time (split the file).`,
  );
}

export class BloodResultService {
  constructor(private readonly db: Db) {}

  private async markers(): Promise<Marker[]> {
    return (await repo.listMarkers(this.db)).map((m) => ({ id: m.id, def: JSON.parse(m.definition) as BloodMarkerDefinition }));
  }

  private async sexOf(userId: string): Promise<Sex | null> {
    return (await findUserById(this.db, userId))?.sex ?? null;
  }

  async catalogue(userId: string): Promise<BloodMarker[]> {
    const sex = await this.sexOf(userId);
    return (await this.markers()).map((m) => presentMarker(m, sex));
  }

  /** §7 latest: the newest value of each marker the member has. */
  async latest(userId: string): Promise<BloodResult[]> {
    const [markers, rows, sex] = await Promise.all([this.markers(), repo.listResults(this.db, userId), this.sexOf(userId)]);
    const byId = new Map(markers.map((m) => [m.id, m]));
    const seen = new Set<string>();
    const out: BloodResult[] = [];
    for (const row of rows) {
      if (seen.has(row.marker_id)) continue;
      const marker = byId.get(row.marker_id);
      if (!marker) continue;
      seen.add(row.marker_id);
      out.push(presentResult(row, marker, sex));
    }
    const order = new Map(markers.map((m, i) => [m.id, i]));
    return out.sort((a, b) => order.get(a.marker_id)! - order.get(b.marker_id)!);
  }

  async history(userId: string, markerIdOrKey: string): Promise<MarkerHistory> {
    const found = await repo.findMarker(this.db, markerIdOrKey);
    if (!found || found.archived) throw notFound('Marker not found');
    const marker = { id: found.id, def: JSON.parse(found.definition) as BloodMarkerDefinition };
    const sex = await this.sexOf(userId);
    const rows = await repo.listResults(this.db, userId, marker.id);
    return { marker: presentHistoryMarker(marker, sex), results: rows.map((r) => presentResult(r, marker, sex)) };
  }

  private checkValue(marker: Marker, value: number, unit: string): { canonical: number } | { error: string } {
    const canonical = toCanonical(marker.def, value, unit);
    const accepted = [marker.def.unit, ...marker.def.conversions.map((c) => c.unit)];
    if (canonical === null) return { error: `${marker.def.name}: the unit "${unit}" is not accepted (use ${accepted.join(' or ')})` };
    const { min, max } = marker.def.plausible;
    if (canonical < min || canonical > max)
      return {
        error: `${marker.def.name}: ${value} ${unit} is not a possible value (expected between ${min} and ${max} ${marker.def.unit})`,
      };
    return { canonical };
  }

  /** A lab report typed in by the member: every value checked before anything is stored. */
  async addReport(userId: string, body: z.output<typeof labReportBodySchema>): Promise<{ report_id: string; results: BloodResult[] }> {
    const markers = await this.markers();
    const errors: string[] = [];
    if (body.test_date > latestDay()) errors.push('The test date cannot be in the future');
    if (body.test_date < '1900-01-01') errors.push('The test date is too far in the past');
    const seen = new Set<string>();
    const checked: Array<{ marker: Marker; value: number; unit: string; canonical: number }> = [];
    for (const v of body.values) {
      const marker = markers.find((m) => m.id === v.marker_id || m.def.key === v.marker_id);
      if (!marker) {
        errors.push(`"${v.marker_id}" is not a marker of the catalogue`);
        continue;
      }
      if (seen.has(marker.id)) {
        errors.push(`${marker.def.name} is entered twice`);
        continue;
      }
      seen.add(marker.id);
      const r = this.checkValue(marker, v.value, v.unit);
      if ('error' in r) errors.push(r.error);
      else checked.push({ marker, value: v.value, unit: v.unit, canonical: r.canonical });
    }
    if (errors.length) throw badRequest('The lab report was not saved', errors);
    const reportId = newId();
    const at = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await repo.insertReport(trx, { id: reportId, userId, testDate: body.test_date, labName: body.lab_name, source: 'manual', at });
      for (const c of checked) {
        await repo.insertResult(trx, {
          id: newId(),
          userId,
          reportId,
          markerId: c.marker.id,
          value: c.canonical,
          originalValue: c.value,
          originalUnit: c.unit,
          testDate: body.test_date,
          externalId: null,
          at,
        });
      }
    });
    return { report_id: reportId, results: (await this.latest(userId)).filter((r) => r.report_id === reportId) };
  }

  /**
   * A FHIR R4 Bundle of Observations: LOINC codes matched to the catalogue, unknown codes reported,
   * values that fail the checks reported, an observation already imported stored only once.
   */
  async importFhir(userId: string, doc: unknown) {
    const entries = (doc as { entry?: unknown } | null)?.entry;
    if (Array.isArray(entries) && entries.length > LIMITS.importRows) throw tooManyRows('The FHIR bundle', entries.length);
    let parsed;
    try {
      parsed = parseFhirBundle(doc);
    } catch (err) {
      throw badRequest(err instanceof Error ? err.message : 'The file is not a FHIR Bundle');
    }
    const markers = await this.markers();
    const byLoinc = new Map(markers.flatMap((m) => m.def.loinc.map((code) => [code, m] as const)));
    const unknown = new Map<string, { code: string; display: string | null; count: number }>();
    const skipped = [...parsed.skipped];
    const rows: Array<{ marker: Marker; value: number; unit: string; canonical: number; date: string; externalId: string }> = [];
    for (const v of parsed.values) {
      const marker = byLoinc.get(v.loinc);
      if (!marker) {
        const u = unknown.get(v.loinc) ?? { code: v.loinc, display: v.display, count: 0 };
        u.count += 1;
        unknown.set(v.loinc, u);
        continue;
      }
      if (!parseCalendarDay(v.date) || v.date > latestDay()) {
        skipped.push({ entry: v.externalId.replace(/^fhir:/, ''), reason: 'the date is not valid or is in the future' });
        continue;
      }
      const r = this.checkValue(marker, v.value, v.unit);
      if ('error' in r) skipped.push({ entry: v.externalId.replace(/^fhir:/, ''), reason: r.error });
      else rows.push({ marker, value: v.value, unit: v.unit, canonical: r.canonical, date: v.date, externalId: v.externalId });
    }
    const result = await this.storeImported(userId, 'fhir', rows);
    return { ...result, unknown: [...unknown.values()], skipped };
  }

  /** CSV rows: every row checked first; a single bad row stops the whole import (nothing half-imported). */
  async importCsv(userId: string, text: string) {
    const read = readCsv(text);
    if ('errors' in read) throw badRequest('The CSV file was not imported', read.errors);
    if (read.rows.length > LIMITS.importRows) throw tooManyRows('The CSV file', read.rows.length);
    const markers = await this.markers();
    const find = (s: string) => {
      const k = s.trim().toLowerCase();
      return markers.find((m) => m.def.key === k || m.def.name.toLowerCase() === k || m.def.loinc.includes(k));
    };
    const errors: string[] = [];
    const rows: Array<{ marker: Marker; value: number; unit: string; canonical: number; date: string; externalId: null; labName: string }> =
      [];
    for (const row of read.rows) {
      const where = `Row ${row.line}`;
      if (!parseCalendarDay(row.test_date)) errors.push(`${where}: test_date must be a date (YYYY-MM-DD)`);
      else if (row.test_date > latestDay()) errors.push(`${where}: test_date cannot be in the future`);
      const marker = find(row.marker);
      if (!marker) errors.push(`${where}: "${row.marker}" is not a known marker (use its key, name or LOINC code)`);
      const value = Number(row.value.replace(',', '.'));
      if (row.value === '' || !Number.isFinite(value)) errors.push(`${where}: value must be a number`);
      if (marker && Number.isFinite(value) && row.value !== '') {
        const r = this.checkValue(marker, value, row.unit);
        if ('error' in r) errors.push(`${where}: ${r.error}`);
        else if (parseCalendarDay(row.test_date))
          rows.push({
            marker,
            value,
            unit: row.unit,
            canonical: r.canonical,
            date: row.test_date,
            externalId: null,
            labName: row.lab_name,
          });
      }
    }
    if (read.rows.length === 0) errors.push('The CSV file has no rows under its header');
    if (errors.length) throw badRequest('The CSV file was not imported', errors);
    return { ...(await this.storeImported(userId, 'csv', rows)), unknown: [], skipped: [] };
  }

  /**
   * Stores rows grouped into one report per test date (and lab). Every row was checked before, so
   * nothing is half-imported for a bad row; the writes go in transactions of IMPORT_CHUNK rows with a
   * pause between them, so a large import never holds the database (SQLite: the one connection) for
   * long and other members' requests get through.
   */
  private async storeImported(
    userId: string,
    source: 'fhir' | 'csv',
    rows: Array<{
      marker: Marker;
      value: number;
      unit: string;
      canonical: number;
      date: string;
      externalId: string | null;
      labName?: string;
    }>,
  ) {
    const at = nowIso();
    let imported = 0;
    let duplicates = 0;
    let reports = 0;
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
        await this.db.transaction().execute(async (trx) => {
          if (start === 0) {
            await repo.insertReport(trx, {
              id: reportId,
              userId,
              testDate: date,
              labName: labName || (source === 'fhir' ? 'Imported (FHIR)' : 'Imported (CSV)'),
              source,
              at,
            });
          }
          for (const r of group.slice(start, start + IMPORT_CHUNK)) {
            const stored = await repo.insertResult(trx, {
              id: newId(),
              userId,
              reportId,
              markerId: r.marker.id,
              value: r.canonical,
              originalValue: r.value,
              originalUnit: r.unit,
              testDate: r.date,
              externalId: r.externalId,
              at,
            });
            if (stored) imported += 1;
            else duplicates += 1;
          }
        });
        await yieldToOtherRequests();
      }
      if (!(await repo.deleteReportIfEmpty(this.db, userId, reportId))) reports += 1;
    }
    return { imported, duplicates, reports };
  }

  async reports(userId: string): Promise<LabReport[]> {
    const [reports, markers, rows, sex] = await Promise.all([
      repo.listReports(this.db, userId),
      this.markers(),
      repo.listResults(this.db, userId),
      this.sexOf(userId),
    ]);
    const byId = new Map(markers.map((m) => [m.id, m]));
    return reports.map((r) =>
      presentReport(
        r,
        rows.filter((x) => x.report_id === r.id && byId.has(x.marker_id)).map((x) => presentResult(x, byId.get(x.marker_id)!, sex)),
      ),
    );
  }

  async deleteReport(userId: string, id: string): Promise<void> {
    if (!(await repo.deleteReport(this.db, userId, id))) throw notFound('Lab report not found');
  }
}
