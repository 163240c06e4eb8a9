import type { Locale } from '@wellpath/shared/i18n/locale';
import { presentEnteredBy } from '../../lib/entered-by.js';
import type { ContentBundle } from '../../content/loader.js';
import { smsg, t } from '../../i18n/index.js';
import { bloodMarkerDefinitionSchema, loincCodes, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { recordAndLabConditions } from '@wellpath/shared/health/lab-evidence';
import { bandsFor, classifyMarker, normalRange, type MarkerStatus, type MemberContext } from '@wellpath/shared/health/markers';
import {
  bloodResultSchema,
  labReportSchema,
  type BloodMarker,
  type BloodResult,
  type LabReport,
  type MarkerHistory,
} from '@wellpath/shared/health/wire';
import { profileResponseSchema } from '@wellpath/shared/user/schemas';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import type { MemberContextRow, ReportRow, ResultRow } from './blood-results.repository.js';

/** A marker of the catalogue with its parsed definition. */
export interface Marker {
  id: string;
  def: BloodMarkerDefinition;
  /**
   * What a reference range's Low / Normal / High bands are called in the reader's language (they come
   * from code, shared/health/markers.ts, in English); absent: as the code names them.
   */
  rangeLabels?: Record<MarkerStatus, string>;
}

/** A catalogue row's definition (`blood_markers.definition`), read through the content's schema. */
export const markerOf = (row: { id: string; definition: string }): Marker => ({
  id: row.id,
  def: parseJsonColumn(bloodMarkerDefinitionSchema, row.definition, 'blood_markers.definition'),
});

type Band = NonNullable<BloodMarkerDefinition['bands']>[number];

/** Named bands with the words of the same bands (by key) in the language. */
const bandsIn = (bands: Band[], local: Band[] | undefined): Band[] =>
  bands.map((b) => {
    const other = local?.find((l) => l.key === b.key);
    return other ? { ...b, label: other.label, message: other.message } : b;
  });

/**
 * The catalogue in the reader's language (decision 0124): each marker's definition as stored, its
 * words (name, band names and messages, critical advice) from the marker of the same key in the
 * content read in that language, and a reference range's Low / Normal / High in the server's
 * catalogue words. The numbers (ranges, bands' bounds, units, plausible values) stay the stored ones.
 * English answers the stored catalogue as it is.
 */
export function markersIn(markers: Marker[], content: ContentBundle | undefined, locale: Locale): Marker[] {
  if (locale === 'en' || !content) return markers;
  const local = new Map(content.byLocale[locale].bloodMarkers.map((m) => [m.key, m]));
  const rangeLabels: Record<MarkerStatus, string> = {
    low: t(locale, smsg('labs.band.low')),
    normal: t(locale, smsg('labs.band.normal')),
    high: t(locale, smsg('labs.band.high')),
  };
  return markers.map(({ id, def }) => {
    const words = local.get(def.key);
    if (!words) return { id, def, rangeLabels };
    const critical = def.critical && {
      ...def.critical,
      message: words.critical?.message ?? def.critical.message,
      ...(def.critical.message_below !== undefined ? { message_below: words.critical?.message_below ?? def.critical.message_below } : {}),
    };
    return {
      id,
      rangeLabels,
      def: {
        ...def,
        name: words.name,
        messages: def.messages && words.messages ? words.messages : def.messages,
        bands: def.bands && bandsIn(def.bands, words.bands),
        condition_bands: def.condition_bands.map((c, i) => ({ ...c, bands: bandsIn(c.bands, words.condition_bands[i]?.bands) })),
        ...(critical ? { critical } : {}),
      },
    };
  });
}

/** A band's name: a reference range's in the marker's language, a named band's as the definition has it. */
const bandLabel = (marker: Marker, band: { key: string; label: string }) =>
  (!marker.def.bands && marker.rangeLabels?.[band.key as MarkerStatus]) || band.label;

const { sex } = profileResponseSchema.shape;
/**
 * What a member's results are read against; the sex read as a sex (another value would show both
 * ranges), the conditions on the record and those the member's labs show (as the heart risk reads
 * them, decision 0083).
 */
export const memberContextOf = (row: MemberContextRow): MemberContext => ({
  sex: parseColumn(sex, row.sex, 'users.sex'),
  conditions: recordAndLabConditions(row.conditions, row.labResults),
});

const resultSource = bloodResultSchema.shape.source;
const reportSource = labReportSchema.shape.source;
const { comparator } = bloodResultSchema.shape;

/**
 * A result with its band, status, message, critical advice and the reference range for the member
 * (sex and conditions). Classified at read time after rounding to the marker's precision, so rows
 * stored before values were rounded, and a corrected catalogue, read right.
 */
export function presentResult(row: ResultRow, marker: Marker, member: MemberContext): BloodResult {
  const censored = parseColumn(comparator, row.comparator, 'blood_results.comparator') ?? null;
  const c = classifyMarker(marker.def, Number(row.value), member, censored);
  const labRange =
    marker.def.lab_specific && (row.lab_range_min !== null || row.lab_range_max !== null)
      ? {
          min: row.lab_range_min === null ? null : Number(row.lab_range_min),
          max: row.lab_range_max === null ? null : Number(row.lab_range_max),
        }
      : null;
  return {
    _id: row.id,
    marker_id: marker.id,
    marker_key: marker.def.key,
    marker_name: marker.def.name,
    category: marker.def.category,
    value: c.value,
    unit: marker.def.unit,
    test_date: row.test_date,
    status: c.status,
    message: c.message,
    reference_range: c.referenceRange,
    report_id: row.report_id,
    source: parseColumn(resultSource, row.source, 'lab_reports.source'),
    band: { ...c.band, label: bandLabel(marker, c.band) },
    critical: c.critical,
    critical_message: c.criticalMessage,
    ranges_by_sex: c.rangesBySex,
    lab_reference_range: labRange,
    comparator: censored,
    entered_by: presentEnteredBy(row.entered_by, 'lab_reports.entered_by'),
  };
}

function memberRange(def: BloodMarkerDefinition, member: MemberContext) {
  const { bands, rangesBySex } = bandsFor(def, member);
  return { bands, rangesBySex, range: normalRange(bands, def.decimals) };
}

export function presentMarker({ id, def }: Marker, member: MemberContext): BloodMarker {
  const { range, rangesBySex } = memberRange(def, member);
  return {
    _id: id,
    key: def.key,
    name: def.name,
    category: def.category,
    unit: def.unit,
    units: [def.unit, ...def.conversions.map((c) => c.unit)],
    loinc: loincCodes(def),
    decimals: def.decimals,
    plausible: def.plausible,
    reference_range: range,
    key_marker: def.key_marker,
    ranges_by_sex: rangesBySex,
    lab_specific: def.lab_specific,
  };
}

export function presentHistoryMarker(marker: Marker, member: MemberContext): MarkerHistory['marker'] {
  const { id, def } = marker;
  const { bands, rangesBySex, range } = memberRange(def, member);
  return {
    _id: id,
    key: def.key,
    name: def.name,
    unit: def.unit,
    category: def.category,
    reference_range: range,
    source: def.source ?? null,
    decimals: def.decimals,
    bands: bands.map((b, i) => ({
      key: b.key,
      label: bandLabel(marker, b),
      tone: b.tone,
      status: b.status,
      from: b.from,
      to: bands[i + 1]?.from ?? null,
    })),
    ranges_by_sex: rangesBySex,
    lab_specific: def.lab_specific,
  };
}

export function presentReport(r: ReportRow, results: BloodResult[]): LabReport {
  return {
    _id: r.id,
    test_date: r.test_date,
    lab_name: r.lab_name,
    source: parseColumn(reportSource, r.source, 'lab_reports.source'),
    created_at: r.created_at,
    results,
    entered_by: presentEnteredBy(r.entered_by, 'lab_reports.entered_by'),
  };
}
