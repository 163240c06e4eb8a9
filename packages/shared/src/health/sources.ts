// Where a measurement came from (issue 36, decision 0104): typed in the app, or imported from the
// file one of these apps exports. Kept on every value and shown beside it to the member and the care
// team. Small on purpose: the wire schemas of every health screen import it.

/** The apps whose exports the import reads (on the member's device); `csv`: any other CSV, its columns mapped by the member. */
export const IMPORT_SOURCES = ['apple_health', 'withings', 'omron', 'google_fit', 'fitbit', 'csv'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Every source a value may have: manual (typed in this app, by the member or the care team) or an app's. */
export const VALUE_SOURCES = ['manual', ...IMPORT_SOURCES] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/** The apps' own names (brand names, the same in both languages; "CSV" the same too). */
export const SOURCE_NAMES: Record<ImportSource, string> = {
  apple_health: 'Apple Health',
  withings: 'Withings',
  omron: 'Omron Connect',
  google_fit: 'Google Fit',
  fitbit: 'Fitbit',
  csv: 'CSV',
};
