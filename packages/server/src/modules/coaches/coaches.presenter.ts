import { coachDefinitionSchema, type CoachDefinition } from '@wellpath/shared/coaches/definition';
import type { Coach, CoachMessage, CoachSummary } from '@wellpath/shared/coaches/wire';
import type { Thread } from '@wellpath/shared/messages/wire';
import type { CoachPhoto } from '../../content/coach-photos.js';
import type { CoachRow, PillarRef } from './coaches.repository.js';

/** Where a coach photo is served (outside /api: public, cached for good under a name that changes with its bytes). */
export const COACH_PHOTO_PATH = '/media/coaches/';

/** "Dr. Maya Thompson" -> "MT": first and last word, titles left out. */
function initials(name: string): string {
  const words = name
    .replace(/^(Dr\.?|Mr\.?|Ms\.?|Mrs\.?)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The care team's profiles and the pillars' names in one language, by key, from the content read in
 * that language (decision 0079); English reads the rows as they are.
 */
export interface CoachTexts {
  coaches: ReadonlyMap<string, CoachDefinition>;
  pillarNames: ReadonlyMap<string, string>;
}

export const NO_COACH_TEXTS: CoachTexts = { coaches: new Map(), pillarNames: new Map() };

export function coachTexts(local: { coaches: CoachDefinition[]; pillars: Array<{ key: string; name: string }> }): CoachTexts {
  return { coaches: new Map(local.coaches.map((c) => [c.key, c])), pillarNames: new Map(local.pillars.map((p) => [p.key, p.name])) };
}

/**
 * A coach profile from its stored content definition, or from the definition in the reader's
 * language when `texts` has it; pillars are looked up by key (unknown ones left out).
 */
export function presentCoach(
  row: CoachRow,
  pillarsByKey: ReadonlyMap<string, PillarRef>,
  photos: ReadonlyMap<string, CoachPhoto> = new Map(),
  texts: CoachTexts = NO_COACH_TEXTS,
): Coach {
  const photo = photos.get(row.key);
  const c = texts.coaches.get(row.key) ?? coachDefinitionSchema.parse(JSON.parse(row.profile));
  return {
    _id: row.id,
    key: c.key,
    name: c.name,
    credentials: c.credentials,
    role: c.role,
    specialties: c.specialties,
    languages: c.languages,
    pillars: c.pillars.flatMap((k) => {
      const p = pillarsByKey.get(k);
      return p ? [{ _id: p.id, name: texts.pillarNames.get(k) ?? p.name, slug: p.slug }] : [];
    }),
    initials: initials(c.name),
    photo_url: photo ? COACH_PHOTO_PATH + photo.fileName : null,
    accepting_messages: c.accepting_messages,
    bio: c.bio,
  };
}

/** The list shows no bio. */
export function presentCoachSummary({ bio: _bio, ...summary }: Coach): CoachSummary {
  return summary;
}

/**
 * A thread to a coach in the shape of the coach page's list (kept since before threads): the
 * member's first message, and the care team's latest reply.
 */
export function presentCoachMessage(thread: Thread): CoachMessage | null {
  if (!thread.coach) return null;
  const first = thread.messages.find((m) => m.author_role === 'member');
  const reply = thread.messages.filter((m) => m.author_role === 'staff').at(-1);
  return {
    _id: thread._id,
    coach: thread.coach,
    subject: thread.subject,
    message: first?.body ?? '',
    status: reply ? 'answered' : thread.staff_read_at ? 'read' : 'sent',
    reply: reply?.body ?? null,
    created_at: thread.created_at,
    updated_at: thread.updated_at,
  };
}
