import { loincCodes, testName, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { bandsFor, inclusiveRange, normalRange, roundTo, type InclusiveRange, type MemberContext } from '@wellpath/shared/health/markers';

// Checks of content/blood-markers.yaml beyond its schema: ranges and bands that make sense, thresholds
// at the reporting precision, known conditions, and critical bands that never overlap a normal range.

type Bands = NonNullable<BloodMarkerDefinition['bands']>;

/** Every member the marker can meet: each sex and unknown, with each condition set of its condition bands, and with none. */
function contexts(def: BloodMarkerDefinition): Array<{ label: string; member: MemberContext }> {
  const conditionSets = [
    { label: '', conditions: new Set<string>() },
    ...def.condition_bands.map((c, i) => ({ label: ` (condition_bands.${i})`, conditions: new Set(c.conditions) })),
  ];
  return (['female', 'male', null] as const).flatMap((sex) =>
    conditionSets.map((c) => ({ label: `${sex ?? 'sex unknown'}${c.label}`, member: { sex, conditions: c.conditions } })),
  );
}

function checkBands(bands: Bands, decimals: number, at: string): string | null {
  if (bands[0]!.from !== undefined || bands[0]!.above !== undefined) return `${at}.0: the first band starts at the bottom of the scale (no from or above)`;
  const order = { low: 0, normal: 1, high: 2 } as const;
  let previous = -Infinity;
  for (const [i, b] of bands.entries()) {
    if (i > 0 && b.from === undefined && b.above === undefined) return `${at}.${i}: give from or above (where the band starts)`;
    if (b.from !== undefined && roundTo(b.from, decimals) !== b.from) return `${at}.${i}.from: ${b.from} has more decimals than the marker reports (${decimals})`;
    const start = b.from ?? b.above ?? -Infinity;
    if (i > 0 && start <= previous) return `${at}.${i}: bands must start at increasing values`;
    previous = start;
    if (i > 0 && order[b.status] < order[bands[i - 1]!.status]) return `${at}.${i}: statuses must run low, normal, high from the bottom up`;
  }
  if (!bands.some((b) => b.status === 'normal')) return `${at}: one band must be normal`;
  const keys = bands.map((b) => b.key);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) return `${at}: band "${twice}" is listed twice`;
  return null;
}

function checkRange(range: BloodMarkerDefinition['reference'], decimals: number, at: string): string | null {
  if (!range) return null;
  for (const name of ['min', 'max', 'high_from'] as const) {
    const v = range[name];
    if (typeof v === 'number' && roundTo(v, decimals) !== v) return `${at}.${name}: ${v} has more decimals than the marker reports (${decimals})`;
  }
  const r = inclusiveRange(range, decimals);
  if (r.min !== null && r.max !== null && r.min > r.max) return `${at}: min is above max`;
  return null;
}

const describe = (r: InclusiveRange) => `${r.min ?? 'no minimum'} to ${r.max ?? 'no maximum'}`;

/** The problem with one marker (prefixed with where it is), or null. */
export function checkMarker(def: BloodMarkerDefinition, conditionKeys: ReadonlySet<string>): string | null {
  if (def.plausible.min >= def.plausible.max) return 'plausible: min must be below max';
  // FHIR carries units as UCUM codes: every unit the marker accepts names its own.
  if (def.ucum === undefined) return `ucum: give the UCUM code of the unit "${def.unit}"`;
  const uncoded = def.conversions.findIndex((c) => c.ucum === undefined);
  if (uncoded >= 0) return `conversions.${uncoded}.ucum: give the UCUM code of the unit "${def.conversions[uncoded]!.unit}"`;
  for (const name of ['reference', 'reference_female', 'reference_male'] as const) {
    const problem = checkRange(def[name], def.decimals, name);
    if (problem) return problem;
  }
  if (def.bands) {
    const problem = checkBands(def.bands, def.decimals, 'bands');
    if (problem) return problem;
  }
  for (const [i, set] of def.condition_bands.entries()) {
    const unknown = set.conditions.find((k) => !conditionKeys.has(k));
    if (unknown) return `condition_bands.${i}.conditions: unknown condition "${unknown}"`;
    const problem = checkBands(set.bands, def.decimals, `condition_bands.${i}.bands`);
    if (problem) return problem;
  }
  const c = def.critical;
  for (const { label, member } of contexts(def)) {
    const normal = normalRange(bandsFor(def, member).bands, def.decimals);
    if (normal.min !== null && normal.max !== null && normal.min > normal.max)
      return `reference_female: the normal range for ${label} is empty (${describe(normal)}): the ranges of the two sexes do not overlap`;
    if (!c) continue;
    const overlap = (band: string) => `critical: the critical band (${band}) overlaps the normal range for ${label} (${describe(normal)})`;
    if (c.below !== undefined && (normal.min === null || c.below > normal.min)) return overlap(`below ${c.below}`);
    if (c.above !== undefined && (normal.max === null || c.above < normal.max)) return overlap(`above ${c.above}`);
    if (c.from !== undefined && (normal.max === null || c.from <= normal.max)) return overlap(`from ${c.from}`);
  }
  return null;
}

/** Throws the first problem of the catalogue, named by file and path. */
export function checkBloodMarkers(markers: BloodMarkerDefinition[], conditionKeys: ReadonlySet<string>, fail: (message: string) => Error): void {
  const codes = markers.flatMap((m) => loincCodes(m));
  const twice = codes.find((k, i) => codes.indexOf(k) !== i);
  if (twice) throw fail(`blood-markers.yaml: duplicate LOINC code "${twice}"`);
  // A test name read from a CSV file must lead to one marker: its key, name and aliases name no other.
  const owner = new Map<string, string>();
  for (const m of markers) {
    for (const name of new Set([m.key, m.name, ...m.aliases].map(testName))) {
      const other = owner.get(name);
      if (other !== undefined && other !== m.key) throw fail(`blood-markers.yaml: "${name}" names both ${other} and ${m.key} (aliases)`);
      owner.set(name, m.key);
    }
  }
  markers.forEach((m, i) => {
    const problem = checkMarker(m, conditionKeys);
    if (problem) throw fail(`blood-markers.yaml: at markers.${i}.${problem}`);
  });
}
