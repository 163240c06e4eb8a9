import { z } from 'zod';

export const educationPostSummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  reading_minutes: z.number(),
  published: z.string(),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  subcategory: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  pillars: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
});
export type EducationPostSummary = z.infer<typeof educationPostSummarySchema>;

export const educationPostSchema = educationPostSummarySchema.extend({
  body: z.string(),
  author: z.string().nullable(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});

export const educationCategoryDetailSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  path: z.string(),
  subcategories: z.array(
    z.object({ _id: z.string(), name: z.string(), slug: z.string(), description: z.string(), post_count: z.number() }),
  ),
  post_count: z.number(),
});

export const coachSummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  credentials: z.string(),
  role: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  pillars: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  initials: z.string(),
  photo_url: z.string().nullable(),
  accepting_messages: z.boolean(),
});
export const coachSchema = coachSummarySchema.extend({ bio: z.array(z.string()) });

export const coachMessageBodySchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject must be at most 150 characters'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(3000, 'Message must be at most 3000 characters'),
});
export const coachMessageSchema = z.object({
  _id: z.string(),
  coach: z.object({ _id: z.string(), name: z.string() }),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['sent', 'read', 'answered']),
  reply: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
