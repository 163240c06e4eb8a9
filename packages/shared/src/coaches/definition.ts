import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters and digits joined by - or _');

/** A member of the care team (content/coaches/<key>.yaml). */
export const coachDefinitionSchema = z.object({
  key,
  name: z.string().min(1).max(120),
  credentials: z.string().max(120).default(''),
  role: z.string().min(1).max(120),
  specialties: z.array(z.string().min(1).max(80)).min(1),
  languages: z.array(z.string().min(1).max(40)).min(1),
  pillars: z.array(key).default([]),
  /** Paragraphs of plain text. */
  bio: z.array(z.string().min(1).max(1500)).min(1),
  /** A PNG, JPEG or WebP file under content/coaches/photos/ (at most 300 KB), optional; initials are shown without one. */
  photo: z.string().max(200).optional(),
  accepting_messages: z.boolean().default(true),
});
export type CoachDefinition = z.infer<typeof coachDefinitionSchema>;
