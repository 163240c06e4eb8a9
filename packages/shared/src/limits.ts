/** Field limits used by both the server schemas and the forms. */
export const LIMITS = {
  email: 254,
  name: 100,
  street: 200,
  city: 100,
  /** A one-time e-mail token in a path, or a session token. */
  token: 200,
  /** A password as typed: long enough for passphrases (ASVS asks for at least 64) while bounding hashing cost. */
  password: 128,
  /** A Canadian postal code as shown: six characters and a space (A1A 1A1). */
  postalCode: 7,
  /** An identifier or slug in a path or query. */
  id: 100,
  /** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX), with room for spaces. */
  secondFactorCode: 20,
  requestTopic: 120,
  requestMessage: 2000,
  /** A search box's text (exercise library, education articles). */
  search: 100,
  /** A message to the care team (coach profile's Contact form). */
  coachSubject: 150,
  coachMessage: 3000,
  /** `GET /education/posts?limit=`: the most posts one call returns. */
  educationPosts: 100,
  /** `GET /exercises?ids=`: the list's length as text, and how many ids are read from it. */
  exerciseIdList: 5000,
  exerciseIds: 200,
  /** Programme tracking: a set's notes, a set's weight in kg, a text action item unless it says otherwise. */
  setNotes: 500,
  setWeightKg: 1000,
  trackingText: 500,
  /** Health tracking: a lab's name, a unit, the values of one lab report, a reading's or an activity's notes. */
  labName: 120,
  unit: 30,
  labReportValues: 100,
  /** A lab value as sent, in any unit: its size, and its decimal places (1e-7 is no lab's reading). */
  labValue: 1_000_000,
  labValueDecimals: 6,
  healthNotes: 500,
  /** A care-team note on a member's chart, or an addendum to one (decision 0087). */
  careNote: 10_000,
  /** `GET /healthtracking/activities?weeks=`: the most weeks one call summarises. */
  activityWeeks: 52,
  /** Blood result imports: the CSV text in characters, and the request body in bytes (FHIR bundles are larger). */
  csvChars: 1_000_000,
  /** Results (FHIR observations or CSV rows) in one import. */
  importRows: 5_000,
  csvImportBytes: 2 * 1024 * 1024,
  fhirImportBytes: 5 * 1024 * 1024,
} as const;
