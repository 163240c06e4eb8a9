/**
 * Every route of the app (spec §2) in one place: `path` is the router pattern, `getHref` builds a link.
 * Parameters are URI-encoded so an id or slug can never change the shape of a path.
 */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  landingSection: { getHref: (id: 'features' | 'about' | 'testimonials') => `/#${id}` },

  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password/:token', bare: '/reset-password', getHref: (token: string) => `/reset-password/${enc(token)}` },
    verifyEmail: { path: '/verify-email/:token', bare: '/verify-email', getHref: (token: string) => `/verify-email/${enc(token)}` },
    /** A staff member's set-password link from their invitation e-mail. */
    staffInvitation: { path: '/staff-invitation/:token', getHref: (token: string) => `/staff-invitation/${enc(token)}` },
    /** Where a member lands once their account is deleted. */
    accountDeleted: { path: '/account-deleted', getHref: () => '/account-deleted' },
  },

  legal: {
    releaseOfInformation: { path: '/release-of-information', getHref: () => '/release-of-information' },
    termsAndConditions: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
    privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  },

  profile: { path: '/profile', getHref: () => '/profile' },
  /** A reminder e-mail's unsubscribe link (no login; decision 0042). */
  unsubscribe: { path: '/unsubscribe/:token', getHref: (token: string) => `/unsubscribe/${enc(token)}` },
  lifestyle: { path: '/lifestyle/:slug', getHref: (slug: string) => `/lifestyle/${enc(slug)}` },

  surveys: {
    list: { path: '/surveys', getHref: () => '/surveys' },
    start: { path: '/surveys/:id/start', getHref: (id: string) => `/surveys/${enc(id)}/start` },
    complete: { path: '/surveys/:id/complete', getHref: (id: string) => `/surveys/${enc(id)}/complete` },
    history: { path: '/surveys/:id/history', getHref: (id: string) => `/surveys/${enc(id)}/history` },
  },

  /** The health tracking screens in one place (the phone tab bar's Health). */
  health: { path: '/health', getHref: () => '/health' },
  bloodResults: { path: '/blood-results', getHref: () => '/blood-results' },
  /** One marker's history on the results screen (a deep link such as /blood-results?marker=hba1c). */
  bloodResultMarker: { getHref: (marker: string) => `/blood-results?marker=${enc(marker)}` },
  bloodPressure: { path: '/blood-pressure', getHref: () => '/blood-pressure' },
  /** Weight, waist, body fat and height (decision 0084). */
  body: { path: '/body', getHref: () => '/body' },
  /** The member's medications (decision 0089). */
  medications: { path: '/medications', getHref: () => '/medications' },
  /** The 10-year heart risk estimate. */
  heartRisk: { path: '/heart-risk', getHref: () => '/heart-risk' },
  /** Measurements from the files of a phone, scale or cuff app, read on the device (decision 0104). */
  imports: { path: '/import', getHref: () => '/import' },

  education: {
    home: { path: '/education', getHref: () => '/education' },
    bySlug: { path: '/education/:category', getHref: (slug: string) => `/education/${enc(slug)}` },
    post: { path: '/education/posts/:id', getHref: (id: string) => `/education/posts/${enc(id)}` },
    category: { path: '/education/category/:categoryId', getHref: (categoryId: string) => `/education/category/${enc(categoryId)}` },
    subcategory: {
      path: '/education/category/:categoryId/:subcategoryId',
      getHref: (categoryId: string, subcategoryId: string) => `/education/category/${enc(categoryId)}/${enc(subcategoryId)}`,
    },
  },

  programs: {
    list: { path: '/programs', getHref: () => '/programs' },
    detail: { path: '/programs/:id', getHref: (id: string) => `/programs/${enc(id)}` },
    /** The programme with the tracking popup of a day open (the reminder e-mails' links). */
    track: { getHref: (id: string, day: string) => `/programs/${enc(id)}?track=${enc(day)}` },
  },

  conditions: {
    list: { path: '/conditions', getHref: () => '/conditions' },
    detail: { path: '/conditions/:id', getHref: (id: string) => `/conditions/${enc(id)}` },
  },

  exercises: {
    home: { path: '/exercises', getHref: () => '/exercises' },
    category: { path: '/exercises/category/:category', getHref: (category: string) => `/exercises/category/${enc(category)}` },
    detail: { path: '/exercises/:id', getHref: (id: string) => `/exercises/${enc(id)}` },
  },

  programRequests: { path: '/program-requests', getHref: () => '/program-requests' },
  activities: { path: '/activities', getHref: () => '/activities' },

  coaches: {
    list: { path: '/coaches', getHref: () => '/coaches' },
    detail: { path: '/coaches/:id', getHref: (id: string) => `/coaches/${enc(id)}` },
  },

  downloadApp: { path: '/download-app', getHref: () => '/download-app' },

  /** The member's conversations with the care team. */
  messages: {
    list: { path: '/messages', getHref: () => '/messages' },
    /** The messages page with the new message form ready to type in. */
    compose: { path: '/messages', getHref: () => '/messages?new=1' },
    thread: { path: '/messages/:id', getHref: (id: string) => `/messages/${enc(id)}` },
  },

  /** Appointments with the care team (decision 0096); `?coach=` books with one coach (their page's link). */
  appointments: {
    path: '/appointments',
    getHref: (coachKey?: string) => (coachKey ? `/appointments?coach=${enc(coachKey)}` : '/appointments'),
  },

  /** The care team's workspace: where staff land after login. */
  care: {
    home: { path: '/care', getHref: () => '/care' },
    alerts: { path: '/care/alerts', getHref: () => '/care/alerts' },
    /** My work (decision 0100): what is mine and what is due, worst first; /care opens on it. */
    work: { path: '/care/work', getHref: () => '/care/work' },
    members: { path: '/care/members', getHref: () => '/care/members' },
    member: { path: '/care/members/:id', getHref: (id: string) => `/care/members/${enc(id)}` },
    requests: { path: '/care/requests', getHref: () => '/care/requests' },
    messages: { path: '/care/messages', getHref: () => '/care/messages' },
    thread: { path: '/care/messages/:id', getHref: (id: string) => `/care/messages/${enc(id)}` },
    staff: { path: '/care/staff', getHref: () => '/care/staff' },
    /** The staff member's own account: password, signed-in devices, recovery codes. */
    account: { path: '/care/account', getHref: () => '/care/account' },
    /** The staff member's calendar: hours, appointments, booking for a member (decision 0096). */
    calendar: { path: '/care/calendar', getHref: () => '/care/calendar' },
    /** The access log, or one member's entries in it. */
    audit: {
      path: '/care/audit',
      getHref: (memberId?: string) => (memberId ? `/care/audit?member_id=${enc(memberId)}` : '/care/audit'),
    },
    /** The programme's results: clinical outcomes and engagement per cohort (decision 0098). */
    outcomes: { path: '/care/outcomes', getHref: () => '/care/outcomes' },
    /** Members who have gone quiet: the outreach queue (decision 0099). */
    outreach: { path: '/care/outreach', getHref: () => '/care/outreach' },
  },
} as const;
