import type {
  activitySchema,
  activitySummarySchema,
  bloodMarkerSchema,
  bloodResultSchema,
  bpReadingSchema,
  bpSummarySchema,
  importResultSchema,
} from '@wellpath/shared/health/wire';

// The wire shapes come from the shared schemas (the web app does not depend on zod itself).
type Parsed<S extends { parse: (input: unknown) => unknown }> = ReturnType<S['parse']>;

export type BloodResult = Parsed<typeof bloodResultSchema>;
export type BloodMarker = Parsed<typeof bloodMarkerSchema>;
export type BpReading = Parsed<typeof bpReadingSchema>;
export type BpSummary = Parsed<typeof bpSummarySchema>;
export type Activity = Parsed<typeof activitySchema>;
export type ActivitySummary = Parsed<typeof activitySummarySchema>;
export type ImportResult = Parsed<typeof importResultSchema>;
export type ReferenceRange = BloodMarker['reference_range'];

/** A lab report with the results it holds (GET /healthtracking/bloodpresults/reports). */
export interface LabReport {
  _id: string;
  test_date: string;
  lab_name: string;
  source: BloodResult['source'];
  created_at: string;
  results: BloodResult[];
}

/** One marker's results over time, newest first. */
export interface MarkerHistory {
  marker: {
    _id: string;
    key: string;
    name: string;
    unit: string;
    category: string;
    reference_range: ReferenceRange;
    source: string | null;
  };
  results: BloodResult[];
}
