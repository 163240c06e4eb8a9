import type { BandTone, BloodMarkerDefinition, MarkerBandDefinition, MarkerReferenceRange } from './definition.js';

export type MarkerStatus = 'low' | 'normal' | 'high';
export type Sex = 'female' | 'male';

/** An inclusive range at the marker's reporting precision (the wire's `reference_range`); null = open end. */
export interface InclusiveRange {
  min: number | null;
  max: number | null;
  /**
   * When the range ends where a guideline's "X or higher" starts (content `high_from`, a band's `from`):
   * X, so the range reads "below 5.2" as the guideline and the advice write it, not "5.19 or less".
   */
  below?: number;
}

/** What the classification needs to know of the member. */
export interface MemberContext {
  sex: Sex | null;
  /** Keys of the conditions on the member's record (content/conditions). */
  conditions: ReadonlySet<string>;
}

/** A band for one member: values from `from` (inclusive, at reporting precision; null = bottom of the scale) up to the next band. */
export interface ResolvedBand {
  key: string;
  label: string;
  status: MarkerStatus;
  tone: BandTone;
  message: string;
  from: number | null;
  /** `from` is a guideline's own "X or more" (content `from`, `high_from`), not one step past a bound (`above`, `max`). */
  fromGuideline?: boolean;
}

type Def = Pick<
  BloodMarkerDefinition,
  'decimals' | 'reference' | 'reference_female' | 'reference_male' | 'messages' | 'tones' | 'bands' | 'condition_bands' | 'critical'
>;

/**
 * Rounds half away from zero at `decimals` places, without binary surprises (1.005 -> 1.01), in
 * arithmetic only: a number JavaScript prints in exponent form (1e-7, 1e21) rounds like any other.
 * The shifted value is read at 15 significant digits first, so 1.005 x 100 (100.49999999999999 in
 * binary) counts as the 100.5 it was written as. Non-finite values come back as they are, for the
 * caller's range checks to refuse.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  if (!Number.isFinite(shifted) || shifted >= 2 ** 53) return value;
  const rounded = Math.round(Number(shifted.toPrecision(15))) / factor;
  // Adding 0 turns a rounded -0 into 0.
  return (value < 0 ? -rounded : rounded) + 0;
}

/** The smallest difference at a precision (0.1 at one decimal). */
export function reportingStep(decimals: number): number {
  return roundTo(10 ** -decimals, decimals);
}

/** A range of the catalogue as inclusive bounds at the reporting precision ("high from 6.0" -> max 5.9). */
export function inclusiveRange(range: MarkerReferenceRange, decimals: number): InclusiveRange {
  const min = range.min ?? null;
  if (range.high_from === undefined) return { min, max: range.max ?? null };
  const below = roundTo(range.high_from, decimals);
  return { min, max: roundTo(below - reportingStep(decimals), decimals), below };
}

/** The lowest value of a band at the reporting precision ("above 125" at no decimals -> 126). */
function bandStart(band: Pick<MarkerBandDefinition, 'from' | 'above'>, decimals: number): number | null {
  if (band.from !== undefined) return roundTo(band.from, decimals);
  // The first reportable value above it: "above 125" at no decimals starts at 126.
  if (band.above !== undefined)
    return roundTo(Math.floor(roundTo(band.above * 10 ** decimals, 6)) / 10 ** decimals + reportingStep(decimals), decimals);
  return null;
}

/** The values both ranges call normal: a member whose sex is unknown is flagged outside either sex's range. */
function intersect(a: InclusiveRange, b: InclusiveRange): InclusiveRange {
  const pick = (x: number | null, y: number | null, f: (p: number, q: number) => number) => (x === null ? y : y === null ? x : f(x, y));
  const max = pick(a.max, b.max, Math.min);
  const below = (a.max === max ? a : b).below;
  return { min: pick(a.min, b.min, Math.max), max, ...(below !== undefined ? { below } : {}) };
}

/** Low / normal / high bands around an inclusive range, with the catalogue's three messages. */
function rangeBands(def: Def, range: InclusiveRange): ResolvedBand[] {
  const messages = def.messages!;
  const bands: ResolvedBand[] = [];
  if (range.min !== null)
    bands.push({ key: 'low', label: 'Low', status: 'low', tone: def.tones.low ?? 'caution', message: messages.low, from: null });
  bands.push({ key: 'normal', label: 'Normal', status: 'normal', tone: 'normal', message: messages.normal, from: range.min });
  if (range.max !== null)
    bands.push({
      key: 'high',
      label: 'High',
      status: 'high',
      tone: def.tones.high ?? 'caution',
      message: messages.high,
      from: roundTo(range.max + reportingStep(def.decimals), def.decimals),
      ...(range.below !== undefined ? { fromGuideline: true } : {}),
    });
  return bands;
}

export interface MarkerBands {
  bands: ResolvedBand[];
  /** Both ranges when the member's sex is unknown and the catalogue's ranges differ by sex. */
  rangesBySex: { female: InclusiveRange; male: InclusiveRange } | null;
}

/** The reference range for a member: by sex where the catalogue gives one, both sexes' when unknown. */
export function rangeFor(def: Def, sex: Sex | null): { range: InclusiveRange; rangesBySex: MarkerBands['rangesBySex'] } {
  const female = def.reference_female ?? def.reference;
  const male = def.reference_male ?? def.reference;
  const at = (r: MarkerReferenceRange | undefined) => inclusiveRange(r ?? { min: null, max: null }, def.decimals);
  if (sex === 'female') return { range: at(female), rangesBySex: null };
  if (sex === 'male') return { range: at(male), rangesBySex: null };
  const [f, m] = [at(female), at(male)];
  const differ = f.min !== m.min || f.max !== m.max;
  return { range: differ ? intersect(f, m) : f, rangesBySex: differ ? { female: f, male: m } : null };
}

/** The bands that apply to the member: condition bands first (any condition on record), else the marker's. */
export function bandsFor(def: Def, member: MemberContext): MarkerBands {
  if (def.bands) {
    const forConditions = def.condition_bands.find((c) => c.conditions.some((k) => member.conditions.has(k)));
    const bands = (forConditions?.bands ?? def.bands).map((b) => ({
      key: b.key,
      label: b.label,
      status: b.status,
      tone: b.tone,
      message: b.message,
      from: bandStart(b, def.decimals),
      ...(b.from !== undefined ? { fromGuideline: true } : {}),
    }));
    return { bands, rangesBySex: null };
  }
  const { range, rangesBySex } = rangeFor(def, member.sex);
  return { bands: rangeBands(def, range), rangesBySex };
}

/** The band a (rounded) value falls in: the last one it has reached. */
export function bandOf(bands: ResolvedBand[], value: number): ResolvedBand {
  let found = bands[0]!;
  for (const b of bands) if (b.from === null || value >= b.from) found = b;
  return found;
}

/** The normal band(s) as an inclusive range: where the first normal band starts to one step before the next other band. */
export function normalRange(bands: ResolvedBand[], decimals: number): InclusiveRange {
  const first = bands.findIndex((b) => b.status === 'normal');
  if (first < 0) return { min: null, max: null };
  let next = first;
  while (next < bands.length && bands[next]!.status === 'normal') next++;
  const end = bands[next]?.from;
  if (end === undefined || end === null) return { min: bands[first]!.from, max: null };
  const max = roundTo(end - reportingStep(decimals), decimals);
  return { min: bands[first]!.from, max, ...(bands[next]!.fromGuideline ? { below: end } : {}) };
}

/** Whether a rounded value is critical, and the advice for it; null when it is not. */
export function criticalAdvice(def: Pick<Def, 'critical' | 'decimals'>, value: number): { side: 'low' | 'high'; message: string } | null {
  const c = def.critical;
  if (!c) return null;
  if (c.below !== undefined && value < c.below) return { side: 'low', message: c.message_below ?? c.message };
  if (c.above !== undefined && value > c.above) return { side: 'high', message: c.message };
  if (c.from !== undefined && value >= c.from) return { side: 'high', message: c.message };
  return null;
}

/** The critical threshold in words, for the care team's alert ("below 3.0", "above 20.0", "10.0 or more"). */
export function criticalRule(def: Pick<Def, 'critical' | 'decimals'>, side: 'low' | 'high'): string {
  const c = def.critical!;
  const f = (n: number) => n.toFixed(Math.max(def.decimals, (String(n).split('.')[1] ?? '').length));
  if (side === 'low') return `below ${f(c.below!)}`;
  return c.above !== undefined ? `above ${f(c.above)}` : `${f(c.from!)} or more`;
}

export interface MarkerClassification {
  /** The value at the marker's reporting precision: what is shown and classified. */
  value: number;
  status: MarkerStatus;
  band: { key: string; label: string; tone: BandTone };
  message: string;
  critical: boolean;
  criticalMessage: string | null;
  referenceRange: InclusiveRange;
  rangesBySex: MarkerBands['rangesBySex'];
}

/** A censored result's side: the lab reported "<0.3" or ">90", a bound and not a measurement (FHIR Quantity.comparator). */
export type Comparator = '<' | '<=' | '>=' | '>';

/**
 * The value a censored result is read at: the nearest reportable value on its side of the bound
 * ("<15" reads as 14, ">90" as 91 at no decimals; "<=15" as 15), so its band is one the result is
 * certainly in, never a more reassuring one.
 */
export function censoredReading(value: number, comparator: Comparator | null | undefined, decimals: number): number {
  const rounded = roundTo(value, decimals);
  if (comparator === '<') return roundTo(rounded - reportingStep(decimals), decimals);
  if (comparator === '>') return roundTo(rounded + reportingStep(decimals), decimals);
  return rounded;
}

/**
 * Whether a result is critical, censored or not: a censored result is critical only on its own side
 * and only when every value it may be is ("<2.0" glucose is very low; ">1.5" says nothing of it).
 */
export function censoredCritical(
  def: Pick<Def, 'critical' | 'decimals'>,
  value: number,
  comparator: Comparator | null | undefined,
): { side: 'low' | 'high'; message: string } | null {
  const advice = criticalAdvice(def, censoredReading(value, comparator, def.decimals));
  if (!advice || !comparator) return advice;
  return (comparator === '<' || comparator === '<=') === (advice.side === 'low') ? advice : null;
}

/**
 * Rounds the value to the reporting precision, then finds its band, status, message and whether it is
 * critical. A censored value (`comparator`) is shown at its bound and read as censoredReading says.
 */
export function classifyMarker(def: Def, value: number, member: MemberContext, comparator: Comparator | null = null): MarkerClassification {
  const rounded = roundTo(value, def.decimals);
  const { bands, rangesBySex } = bandsFor(def, member);
  const band = bandOf(bands, censoredReading(value, comparator, def.decimals));
  const critical = censoredCritical(def, value, comparator);
  return {
    value: rounded,
    status: band.status,
    band: { key: band.key, label: band.label, tone: band.tone },
    message: band.message,
    critical: critical !== null,
    criticalMessage: critical?.message ?? null,
    referenceRange: normalRange(bands, def.decimals),
    rangesBySex,
  };
}

/** A unit as written, for comparing: case, spaces, the micro signs and a superscript 2 aside ("µmol/L" = "umol/l", "1.73 m²" = "1.73m2"). */
const normUnit = (u: string) => u.trim().toLowerCase().replace(/\s+/g, '').replace(/[µμ]/g, 'u').replace(/²/g, '2');

type UnitDef = Pick<BloodMarkerDefinition, 'unit' | 'conversions'> & { ucum?: string | undefined };

/**
 * The catalogue's spelling of a unit a lab wrote, by its text or its UCUM code ("mL/min/{1.73_m2}"
 * is the catalogue's "mL/min/1.73m2"); null when the marker does not accept it.
 */
export function catalogueUnit(def: UnitDef, unit: string): string | null {
  const u = normUnit(unit);
  if (u === '') return null;
  if (u === normUnit(def.unit) || (def.ucum !== undefined && u === normUnit(def.ucum))) return def.unit;
  const conversion = def.conversions.find((c) => u === normUnit(c.unit) || (c.ucum !== undefined && u === normUnit(c.ucum)));
  return conversion?.unit ?? null;
}

/** The UCUM code of a unit the marker accepts (by text or code); null when it accepts none such. */
export function ucumOf(def: Pick<BloodMarkerDefinition, 'unit' | 'ucum' | 'conversions'>, unit: string): string | null {
  const found = catalogueUnit(def, unit);
  if (found === null) return null;
  return (found === def.unit ? def.ucum : def.conversions.find((c) => c.unit === found)?.ucum) ?? null;
}

/** A lab value in the catalogue's unit, unrounded; null when the unit is not one the marker accepts. */
export function toCanonical(def: UnitDef, value: number, unit: string): number | null {
  const found = catalogueUnit(def, unit);
  if (found === null) return null;
  if (found === def.unit) return value;
  const conversion = def.conversions.find((c) => c.unit === found);
  if (!conversion) return null;
  const scaled = conversion.divisor !== undefined ? value / conversion.divisor : value * conversion.factor!;
  return scaled + conversion.offset;
}

/** A lab value as stored: in the catalogue's unit at its reporting precision; null for a unit it does not accept. */
export function toStoredValue(def: UnitDef & Pick<BloodMarkerDefinition, 'decimals'>, value: number, unit: string): number | null {
  const canonical = toCanonical(def, value, unit);
  return canonical === null ? null : roundTo(canonical, def.decimals);
}
