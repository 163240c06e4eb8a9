import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { isValidTimeZone } from '../reminders/time-zone.js';

/** What the landing page shows; authored in content/landing.yaml so a clinic can brand it. */
export const landingContentSchema = z.object({
  clinicName: z.string().min(1),
  tagline: z.string().min(1),
  hero: z.object({ title: z.string().min(1), subtitle: z.string().min(1) }),
  features: z
    .array(z.object({ key: z.enum(['assessments', 'programs', 'biomarkers']), title: z.string().min(1), text: z.string().min(1) }))
    .length(3),
  about: z.object({
    heading: z.string().min(1),
    physicianName: z.string().min(1),
    credentials: z.string().min(1),
    role: z.string().min(1),
    bio: z.array(z.string().min(1)).min(1),
  }),
  testimonials: z.array(z.object({ quote: z.string().min(1), name: z.string().min(1), detail: z.string().min(1) })).min(1),
  figures: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(4),
  contactEmail: z.email(),
  cta: z.object({ heading: z.string().min(1), text: z.string().min(1) }),
  /** The clinic's IANA time zone: the care team reads the times of an alert on its clock (issue 32). UTC when unset. */
  timeZone: z.string().refine(isValidTimeZone, 'timeZone must be an IANA time zone such as America/Toronto').default('UTC'),
});
export type LandingContent = z.infer<typeof landingContentSchema>;

export const LEGAL_PAGE_SLUGS = ['release-of-information', 'terms-and-conditions', 'privacy-policy'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS),
  title: z.string(),
  updated: z.string(),
  html: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** `GET /content/pages/:slug`: any short text; an unknown slug answers 404. */
export const legalPageParamsSchema = z.object({ slug: z.string().max(LIMITS.id) });
