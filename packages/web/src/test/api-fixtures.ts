import type { Medication, MedicationList } from '@wellpath/shared/health/medications';
import type { ApiOutput } from '@/lib/api-client';

type Profile = ApiOutput<'GET /user/profile'>;

/** A member's profile as `GET /user/profile` answers it, with what a test sets. */
export function memberProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'u1',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.ca',
    dateOfBirth: '1980-02-03',
    address: { street: '', city: '', province: '', postalCode: 'K1A 0B1' },
    street: '',
    city: '',
    province: '',
    provinceName: '',
    postalCode: 'K1A 0B1',
    emailVerified: true,
    sex: null,
    conditions: [],
    language: null,
    time_zone: null,
    ...overrides,
  };
}

type Landing = ApiOutput<'GET /content/landing'>;

/** The landing page's content as `GET /content/landing` answers it, with what a test sets. */
export function landingContent(overrides: Partial<Landing> = {}): Landing {
  return {
    clinicName: 'WellPath Clinic',
    tagline: 'Lifestyle medicine for prevention',
    hero: { title: 'Build the habits that protect your heart', subtitle: 'A programme led by physicians.' },
    features: [
      { key: 'assessments', title: 'Lifestyle assessments', text: 'Validated surveys.' },
      { key: 'programs', title: 'Lifestyle programs', text: 'Guided programs.' },
      { key: 'biomarkers', title: 'Biomarker tracking', text: 'Blood results over time.' },
    ],
    about: {
      heading: 'Meet our lead physician',
      physicianName: 'Dr. Maya Chen',
      credentials: 'MD, CCFP',
      role: 'Clinical lead',
      bio: ['Bio paragraph.'],
    },
    testimonials: [{ quote: 'It changed my life.', name: 'Sam', detail: 'Member since 2024' }],
    figures: [
      { value: '95%', label: 'satisfaction' },
      { value: '80%', label: 'improved habits' },
      { value: '50+', label: 'programs' },
      { value: '24/7', label: 'tracking' },
    ],
    contactEmail: 'care@wellpath.example',
    cta: { heading: 'Ready to start?', text: 'Join today.' },
    timeZone: 'UTC',
    ...overrides,
  };
}

/** A login's answer (`POST /user/login`): a session token for a role, no saved language. */
export function loginAnswer(role: ApiOutput<'POST /user/login'>['role'], token = 'new-session'): ApiOutput<'POST /user/login'> {
  return { token, role, language: null };
}

/** A member's atorvastatin (a statin from the catalogue, 20 mg once a day) as the medication calls answer it, with what a test sets. */
export function atorvastatin(overrides: Partial<Medication> = {}): Medication {
  return {
    _id: 'm1',
    catalogue_key: 'atorvastatin',
    name: 'Atorvastatin',
    drug_class: 'statin',
    atc: 'C10AA05',
    treats: 'High cholesterol',
    dose_amount: 20,
    dose_unit: 'mg',
    frequency: 'once_daily',
    reason: '',
    started_on: '2026-01-01',
    stopped_on: null,
    active: true,
    track_daily: false,
    adherence: null,
    ...overrides,
  };
}

/** A medication list's answer: these medications, and the facts a statin alone gives. */
export function medicationList(medications: Medication[]): MedicationList {
  return {
    medications,
    facts: { bloodPressure: false, statin: true, lipidLowering: true, triglyceridesOrHdl: false, glucoseLowering: false },
  };
}
