import { hashKey, queryOptions, useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { call, type ApiInput, type ApiKey, type ApiOutput, type CallArgs } from '@/lib/api-client';

/**
 * The server state the app shows, by resource. Every read belongs to one resource, and every change
 * names the resources it changes, so a change made on any screen refreshes every screen that shows
 * them. This file is the one place that says so.
 */
export type Resource =
  // accounts, content, the server
  | 'account'
  | 'profile'
  | 'provinces'
  | 'content'
  | 'system'
  // lifestyle
  | 'pillars'
  | 'recommendations'
  // onboarding, surveys, programmes, exercises, programme requests
  | 'onboarding'
  | 'surveys'
  | 'programs'
  | 'suggestions'
  | 'exercises'
  | 'program-requests'
  /** Completed surveys: a completion never changes once made. */
  | 'survey-results'
  // health tracking, conditions, coaches, education
  | 'blood-pressure'
  | 'body'
  /** The member's medications and the clinic's catalogue of them. */
  | 'medications'
  /** The member's targets: read against their blood pressure, lab results, weight, activities and conditions (the LDL default). */
  | 'targets'
  | 'activities'
  | 'blood-results'
  /** The heart risk estimate: read from the profile, lab results, blood pressure, health profile and conditions. */
  | 'heart-risk'
  /** The home screen's week so far: read from programme tracking, activities and blood pressure readings. */
  | 'week-summary'
  | 'conditions'
  | 'coaches'
  | 'coach-messages'
  | 'education'
  // messages and the care team
  | 'messages'
  | 'member-alerts'
  | 'access-log'
  /** The member's second factor and signed-in devices (profile). */
  | 'second-factor'
  | 'sessions'
  /** The member's reminder e-mails (an unsubscribe link turns one off). */
  | 'reminders'
  | 'staff-me'
  | 'care-members'
  | 'care-alerts'
  /** Who an urgent alert would reach: the active clinicians and the care-team inbox (administrators). */
  | 'alert-reach'
  | 'care-requests'
  | 'care-threads'
  | 'care-work'
  | 'staff-accounts'
  /** The care team's notes on a member's chart (decision 0087). */
  | 'care-notes'
  /** The member's timeline on their record (decision 0090): what the care team does there moves it. */
  | 'care-timeline'
  | 'audit'
  /** The programme's results, computed once a clinic day (decision 0098). */
  | 'outcomes'
  /** The member list's saved filters, each staff member's own (decision 0123); also the outcomes' cohorts. */
  | 'saved-filters'
  /** Members going quiet: the queue and its size (decision 0099). */
  | 'outreach'
  /** The member's imports from apps (decision 0104). */
  | 'imports'
  /** The member's appointments and the free times they book (decision 0096). */
  | 'appointments'
  /** Staff calendars: hours, exceptions, appointments, free times. */
  | 'care-calendar';

type ReadKey = Extract<ApiKey, `GET ${string}`>;
type ChangeKey = Exclude<ApiKey, ReadKey>;

/** The resource each read belongs to. */
const READS: Record<ReadKey, Resource> = {
  // accounts, content, the server
  'GET /health': 'system',
  'GET /openapi.json': 'system',
  'GET /user/verify-email/:token': 'account',
  'GET /user/provinces': 'provinces',
  'GET /user/password-policy': 'provinces',
  'GET /user/profile': 'profile',
  'GET /content/landing': 'content',
  'GET /content/pages/:slug': 'content',
  // lifestyle
  'GET /lifestyle/pillars': 'pillars',
  'GET /lifestyle/recommendations/user': 'recommendations',
  // onboarding, surveys, programmes, exercises, programme requests
  'GET /user/onboarding/status': 'onboarding',
  'GET /surveys': 'surveys',
  'GET /surveys/:id': 'surveys',
  'GET /surveys/:id/responses': 'surveys',
  'GET /surveys/responses/:id': 'survey-results',
  'GET /surveys/suggested-programs': 'suggestions',
  'GET /programs': 'programs',
  'GET /programs/in-progress': 'programs',
  'GET /programs/past': 'programs',
  'GET /programs/:id': 'programs',
  'GET /exercises': 'exercises',
  'GET /exercises/categories': 'exercises',
  'GET /exercises/:id': 'exercises',
  'GET /program-requests': 'program-requests',
  // health tracking, conditions, coaches, education
  'GET /healthtracking/bloodpresults/latest': 'blood-results',
  'GET /healthtracking/bloodpresults/markers': 'blood-results',
  'GET /healthtracking/bloodpresults/markers/:id/history': 'blood-results',
  'GET /healthtracking/bloodpresults/reports': 'blood-results',
  'GET /healthtracking/bloodpressure': 'blood-pressure',
  'GET /healthtracking/body': 'body',
  'GET /healthtracking/medications/catalogue': 'medications',
  'GET /healthtracking/medications': 'medications',
  'GET /healthtracking/targets': 'targets',
  'GET /healthtracking/heart-risk': 'heart-risk',
  'GET /healthtracking/activities': 'activities',
  'GET /user/week-summary': 'week-summary',
  'GET /conditions': 'conditions',
  'GET /conditions/:id': 'conditions',
  'GET /coaches': 'coaches',
  'GET /coaches/:id': 'coaches',
  'GET /coaches/messages': 'coach-messages',
  'GET /education/categories': 'education',
  'GET /education/categories/:id': 'education',
  'GET /education/posts': 'education',
  'GET /education/posts/:id': 'education',
  // messages and the care team
  'GET /messages': 'messages',
  'GET /messages/unread': 'messages',
  'GET /messages/:id': 'messages',
  'GET /user/alerts': 'member-alerts',
  'GET /user/access-log': 'access-log',
  'GET /user/second-factor': 'second-factor',
  'GET /user/sessions': 'sessions',
  'GET /user/export': 'account',
  'GET /user/reminders': 'reminders',
  'GET /reminders/unsubscribe/:token': 'reminders',
  'GET /staff-invitations/:token': 'account',
  'GET /staff/me': 'staff-me',
  'GET /staff/members': 'care-members',
  'GET /staff/members/:id': 'care-members',
  'GET /staff/members/:id/health': 'care-members',
  'GET /staff/members/:id/notes': 'care-notes',
  'GET /staff/members/:id/targets': 'care-members',
  'GET /appointments/types': 'appointments',
  'GET /appointments/free': 'appointments',
  'GET /appointments': 'appointments',
  'GET /care/calendar': 'care-calendar',
  'GET /care/calendar/hours': 'care-calendar',
  'GET /care/calendar/staff': 'care-calendar',
  'GET /care/calendar/free': 'care-calendar',
  'GET /staff/members/:id/appointments': 'care-calendar',
  'GET /staff/members/:id/heart-risk': 'care-members',
  'GET /staff/lab-markers': 'content',
  'GET /staff/members/:id/timeline': 'care-timeline',
  'GET /staff/alerts': 'care-alerts',
  'GET /staff/alerts/reach': 'alert-reach',
  'GET /staff/requests': 'care-requests',
  'GET /staff/threads': 'care-threads',
  'GET /staff/threads/:id': 'care-threads',
  'GET /staff/accounts': 'staff-accounts',
  'GET /staff/audit': 'audit',
  'GET /staff/outcomes/clinical': 'outcomes',
  'GET /staff/outcomes/clinical/csv': 'outcomes',
  'GET /staff/outcomes/engagement': 'outcomes',
  'GET /staff/outcomes/engagement/csv': 'outcomes',
  'GET /staff/saved-filters': 'saved-filters',
  'GET /staff/outreach': 'outreach',
  'GET /staff/outreach/count': 'outreach',
  'GET /healthtracking/imports': 'imports',
  // The metabolic-syndrome criteria read the body, lab results, blood pressure, medications and profile (decision 0102).
  'GET /healthtracking/metabolic-syndrome': 'body',
  'GET /staff/members/:id/metabolic-syndrome': 'care-members',
  'GET /staff/members/:id/weight-reviews': 'care-members',
  'GET /staff/members/:id/body': 'care-members',
  'GET /staff/members/:id/medications': 'care-members',
  'GET /staff/work': 'care-work',
};

/** The resources each change touches (refreshed once it settles, whether it worked or not). */
const CHANGES: Record<ChangeKey, readonly Resource[]> = {
  // accounts, content, the server (login and logout clear the whole cache themselves)
  'POST /user/login': [],
  'POST /user/register': [],
  'POST /user/resend-verification': [],
  'POST /user/forgot-password': [],
  'POST /user/reset-password': [],
  'POST /user/logout': [],
  // The page loads again in the new language (lib/i18n/switch-locale.ts).
  'PUT /user/language': [],
  // Every "today" of the member's follows their time zone (decision 0073); so do their reminders.
  'PUT /user/time-zone': ['profile', 'programs', 'week-summary', 'activities', 'reminders'],
  // The sex for lab ranges is part of the profile: blood results and the heart risk read it (and age).
  'PUT /user/profile': ['profile', 'blood-results', 'heart-risk', 'targets', 'body'],
  'PUT /user/password': [],
  // The member's cache is cleared as they leave (features/profile/api/account-data.ts).
  'POST /user/delete-account': [],
  'PUT /user/reminders': ['reminders'],
  'POST /reminders/unsubscribe/:token': ['reminders'],
  // lifestyle
  'POST /lifestyle/pillars/:id/toggle': ['pillars'],
  'POST /lifestyle/recommendations/:id/status': ['recommendations'],
  // onboarding, surveys, programmes, exercises, programme requests
  'POST /user/onboarding/start': ['onboarding'],
  'POST /user/onboarding/survey/:id/skip': ['onboarding'],
  'POST /user/onboarding/survey/:id/unskip': ['onboarding'],
  'POST /user/onboarding/completion/seen': ['onboarding'],
  // A draft is written into the cache as it is saved (the survey being taken is not read again at each step).
  'PUT /surveys/:id/draft': [],
  'DELETE /surveys/:id/draft': ['surveys'],
  // A completed survey's triggers add onboarding surveys, recommendations and suggested programmes.
  // PHQ-9 item 9 answered 1 or more raises an urgent alert the member sees the state of. The health
  // profile's answers (sex, smoking, conditions...) are read by the profile, lab ranges and heart risk.
  'POST /surveys/:id/responses': [
    'surveys',
    'onboarding',
    'recommendations',
    'suggestions',
    'member-alerts',
    'profile',
    'blood-results',
    'heart-risk',
  ],
  // The week summary counts the days tracked of the programmes in progress.
  'POST /programs/:id/start': ['programs', 'suggestions', 'week-summary'],
  // A programme's activity minutes count on Activities too (decision 0074).
  'POST /programs/:id/track': ['programs', 'week-summary', 'activities', 'targets'],
  'POST /programs/:id/finish': ['programs', 'week-summary'],
  'POST /programs/:id/reopen': ['programs', 'week-summary'],
  'POST /programs/:id/leave': ['programs', 'week-summary'],
  'POST /programs/suggestions/:id/remove': ['suggestions'],
  'POST /program-requests': ['program-requests'],
  // health tracking, conditions, coaches, education
  // The metabolic-syndrome criteria (body) read triglycerides, HDL and fasting glucose.
  'POST /healthtracking/bloodpresults/reports': ['blood-results', 'heart-risk', 'targets', 'body'],
  'DELETE /healthtracking/bloodpresults/reports/:id': ['blood-results', 'heart-risk', 'targets', 'body'],
  'POST /healthtracking/bloodpresults/reports/:id/restore': ['blood-results', 'heart-risk', 'targets', 'body'],
  'POST /healthtracking/bloodpresults/import/fhir': ['blood-results', 'heart-risk', 'targets', 'body'],
  'POST /healthtracking/bloodpresults/import/csv': ['blood-results', 'heart-risk', 'targets', 'body'],
  // A preview stores nothing.
  'POST /healthtracking/bloodpresults/import/csv/preview': [],
  // A reading above 180/120 raises an urgent alert. The heart risk reads the 7-day average; the week summary counts readings.
  // The metabolic-syndrome criteria (body) read the 7-day average too.
  'POST /healthtracking/bloodpressure': ['blood-pressure', 'member-alerts', 'heart-risk', 'week-summary', 'targets', 'body'],
  'PUT /healthtracking/bloodpressure/:id': ['blood-pressure', 'member-alerts', 'heart-risk', 'week-summary', 'targets', 'body'],
  'DELETE /healthtracking/bloodpressure/:id': ['blood-pressure', 'heart-risk', 'week-summary', 'targets', 'body'],
  'POST /healthtracking/bloodpressure/:id/restore': ['blood-pressure', 'member-alerts', 'heart-risk', 'week-summary', 'targets', 'body'],
  // The heart risk without blood tests reads the BMI (the latest weight and the height).
  // The heart risk without blood tests reads the BMI (the latest weight and the height).
  'POST /healthtracking/body': ['body', 'targets', 'heart-risk'],
  'PUT /healthtracking/body/:id': ['body', 'targets', 'heart-risk'],
  'DELETE /healthtracking/body/:id': ['body', 'targets', 'heart-risk'],
  'POST /healthtracking/body/:id/restore': ['body', 'targets', 'heart-risk'],
  'PUT /healthtracking/height': ['body', 'heart-risk'],
  // The list says "treated for blood pressure" to the heart risk and the metabolic-syndrome criteria (body).
  'POST /healthtracking/medications': ['medications', 'heart-risk', 'body'],
  'PUT /healthtracking/medications/:id': ['medications', 'heart-risk', 'body'],
  'DELETE /healthtracking/medications/:id': ['medications', 'heart-risk', 'body'],
  'POST /healthtracking/medications/:id/restore': ['medications', 'heart-risk', 'body'],
  // The daily check changes the adherence figure only (decision 0112).
  'PUT /healthtracking/medications/:id/taken/:day': ['medications'],
  'DELETE /healthtracking/medications/:id/taken/:day': ['medications'],
  'POST /healthtracking/activities': ['activities', 'week-summary', 'targets'],
  'PUT /healthtracking/activities/:id': ['activities', 'week-summary', 'targets'],
  'DELETE /healthtracking/activities/:id': ['activities', 'week-summary', 'targets'],
  'POST /healthtracking/activities/:id/restore': ['activities', 'week-summary', 'targets'],
  // The profile lists the member's conditions; the heart risk reads them.
  'PUT /conditions/:id/member': ['conditions', 'profile', 'heart-risk', 'targets'],
  'POST /coaches/:id/messages': ['coach-messages', 'messages'],
  // messages and the care team
  'POST /messages': ['messages', 'coach-messages'],
  'POST /messages/:id': ['messages', 'coach-messages'],
  'POST /user/second-factor/setup': ['second-factor'],
  'POST /user/second-factor/confirm': ['second-factor'],
  'POST /user/second-factor/recovery-codes': ['second-factor', 'staff-me'],
  'POST /user/second-factor/disable': ['second-factor'],
  'POST /user/sessions/:id/end': ['sessions'],
  'POST /user/sessions/end-others': ['sessions'],
  // The page shows the outcome; the link is spent, so its invitation is not read again.
  'POST /staff-invitations/:token': [],
  'POST /staff/second-factor/setup': ['staff-me'],
  'POST /staff/second-factor/confirm': ['staff-me'],
  'POST /staff/alerts/:id/acknowledge': ['care-alerts', 'care-timeline', 'audit', 'care-work'],
  'POST /staff/alerts/:id/assign': ['care-alerts', 'audit', 'care-work'],
  'POST /staff/alerts/:id/resolve': ['care-alerts', 'care-timeline', 'audit', 'care-work'],
  'POST /staff/requests/:id': ['care-requests', 'care-members', 'care-timeline', 'audit', 'care-work'],
  'POST /staff/threads/:id': ['care-threads', 'care-timeline', 'audit', 'care-work'],
  'POST /staff/accounts': ['staff-accounts', 'alert-reach', 'audit'],
  'POST /staff/accounts/:id/role': ['staff-accounts', 'alert-reach', 'audit'],
  'POST /staff/accounts/:id/deactivate': ['staff-accounts', 'alert-reach', 'audit'],
  'POST /staff/accounts/:id/second-factor/reset': ['staff-accounts', 'audit'],
  'POST /staff/members/:id/second-factor/reset': ['care-members', 'audit'],
  'POST /staff/saved-filters': ['saved-filters', 'outcomes'],
  'DELETE /staff/saved-filters/:id': ['saved-filters', 'outcomes'],
  'POST /staff/members/:id/notes': ['care-notes', 'care-timeline', 'audit'],
  'PUT /staff/members/:id/notes/:noteId': ['care-notes', 'care-timeline', 'audit'],
  'POST /staff/members/:id/blood-pressure': ['care-members', 'care-alerts', 'care-timeline', 'audit'],
  'POST /staff/members/:id/lab-reports': ['care-members', 'care-alerts', 'care-timeline', 'audit'],
  // The outreach to a member who went quiet (decision 0099): a check-in is a thread of the member's.
  'POST /staff/members/:id/outreach/check-in': ['outreach', 'care-threads', 'audit'],
  'POST /staff/members/:id/outreach/snooze': ['outreach', 'audit'],
  'POST /staff/members/:id/outreach/reached': ['outreach', 'audit'],
  'POST /staff/members/:id/notes/:noteId/addenda': ['care-notes', 'audit'],
  'PUT /staff/members/:id/targets': ['care-members', 'care-timeline', 'audit'],
  'DELETE /staff/members/:id/targets/:kind': ['care-members', 'care-timeline', 'audit'],
  'POST /healthtracking/imports': ['imports'],
  'POST /healthtracking/imports/check': [],
  'POST /healthtracking/imports/:id/batches': [
    'imports',
    'body',
    'blood-pressure',
    'activities',
    'member-alerts',
    'heart-risk',
    'week-summary',
    'targets',
  ],
  'POST /healthtracking/imports/:id/complete': [
    'imports',
    'body',
    'blood-pressure',
    'activities',
    'member-alerts',
    'heart-risk',
    'week-summary',
    'targets',
  ],
  'POST /healthtracking/imports/:id/undo': [
    'imports',
    'body',
    'blood-pressure',
    'activities',
    'member-alerts',
    'heart-risk',
    'week-summary',
    'targets',
  ],
  'PUT /healthtracking/metabolic-syndrome/waist-population': ['body'],
  'POST /staff/members/:id/weight-reviews/:reviewId/reviewed': ['care-members', 'audit'],
  'POST /staff/requests/:id/assign': ['care-requests', 'care-work', 'audit'],
  'POST /staff/threads/:id/assign': ['care-threads', 'care-work', 'audit'],
  'POST /appointments': ['appointments'],
  'POST /appointments/:id/move': ['appointments'],
  'POST /appointments/:id/cancel': ['appointments'],
  'PUT /appointments/preferences': ['appointments'],
  'PUT /care/calendar/hours': ['care-calendar'],
  'PUT /care/calendar/exceptions/:date': ['care-calendar'],
  'DELETE /care/calendar/exceptions/:date': ['care-calendar'],
  'POST /care/calendar/appointments': ['care-calendar', 'audit'],
  'POST /care/calendar/appointments/:id/move': ['care-calendar', 'audit'],
  'POST /care/calendar/appointments/:id/cancel': ['care-calendar', 'audit'],
  'PUT /care/calendar/appointments/:id/outcome': ['care-calendar', 'audit'],
  'PUT /care/calendar/appointments/:id/note': ['care-calendar', 'audit'],
};

/** The key of a read: its resource first, so refreshing the resource refreshes it. */
export function queryKeyOf<K extends ReadKey>(key: K, input?: ApiInput<K>) {
  return [READS[key], key, input ?? {}] as const;
}

/** The key prefix of every query of one read, whatever its input. */
export function allOf<K extends ReadKey>(key: K) {
  return [READS[key], key] as const;
}

/** Query options for one declared read: `useQuery(apiQuery('GET /lifestyle/pillars'))`. */
export function apiQuery<K extends ReadKey>(key: K, ...args: CallArgs<K>) {
  const [input, options] = args;
  return queryOptions({
    queryKey: queryKeyOf(key, input),
    queryFn: ({ signal }) => (call as (k: K, i: unknown, o: unknown) => Promise<ApiOutput<K>>)(key, input, { ...options, signal }),
  });
}

/** A read's input without the member's day (`query.today`), hashed for comparison. */
function withoutDay(input: unknown): string {
  const { query, ...rest } = (input ?? {}) as { query?: Record<string, unknown> };
  const { today: _today, ...others } = query ?? {};
  return hashKey([rest, others]);
}

/**
 * For a read keyed by the member's day: the newest data of the same read and input on another day.
 * Shown while today's loads, and offline, where today's may never have been loaded.
 */
export function dataOfOtherDay<T>(queryClient: QueryClient, queryKey: readonly [Resource, ReadKey, unknown]): T | undefined {
  const [resource, read, input] = queryKey;
  const wanted = withoutDay(input);
  let newest: { data: T; at: number } | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [resource, read] })) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || withoutDay(query.queryKey[2]) !== wanted) continue;
    if (!newest || dataUpdatedAt > newest.at) newest = { data: data as T, at: dataUpdatedAt };
  }
  return newest?.data;
}

/** Refreshes every read of these resources. */
export function refresh(queryClient: QueryClient, resources: readonly Resource[]): Promise<void> {
  return Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] }))).then(() => undefined);
}

/** Refreshes what a change touches (for a mutation that does not go through `useApiMutation`). */
export function refreshAfter(queryClient: QueryClient, key: ChangeKey): Promise<void> {
  return refresh(queryClient, CHANGES[key]);
}

type MutationExtras<K extends ChangeKey, V, C> = Omit<UseMutationOptions<ApiOutput<K>, Error, V, C>, 'mutationFn'>;

/**
 * A mutation for one declared change. `toArgs` turns what the screen passes into the call's input;
 * once settled, the resources the change touches are refreshed (after any `onSettled` of the caller).
 */
export function useApiMutation<K extends ChangeKey, V = void, C = unknown>(
  key: K,
  toArgs: (variables: V) => CallArgs<K>,
  options: MutationExtras<K, V, C> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ApiOutput<K>, Error, V, C>({
    ...options,
    mutationFn: (variables) => call(key, ...toArgs(variables)),
    onSettled: async (...settled) => {
      await options.onSettled?.(...settled);
      await refreshAfter(queryClient, key);
    },
  });
}
