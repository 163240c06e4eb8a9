import type { CoachDefinition } from '@wellpath/shared/coaches/definition';
import type { Coach, CoachMessage, CoachSummary } from '@wellpath/shared/coaches/wire';
import type { CoachRow, MessageRow, PillarRef } from './coaches.repository.js';

/** "Dr. Maya Thompson" -> "MT": first and last word, titles left out. */
function initials(name: string): string {
  const words = name
    .replace(/^(Dr\.?|Mr\.?|Ms\.?|Mrs\.?)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** A coach profile from its stored content definition; pillars are looked up by key (unknown ones left out). */
export function presentCoach(row: CoachRow, pillarsByKey: ReadonlyMap<string, PillarRef>): Coach {
  const c = JSON.parse(row.profile) as CoachDefinition;
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
      return p ? [{ _id: p.id, name: p.name, slug: p.slug }] : [];
    }),
    initials: initials(c.name),
    photo_url: null,
    accepting_messages: c.accepting_messages,
    bio: c.bio,
  };
}

/** The list shows no bio. */
export function presentCoachSummary({ bio: _bio, ...summary }: Coach): CoachSummary {
  return summary;
}

export function presentMessage(m: MessageRow): CoachMessage {
  return {
    _id: m.id,
    coach: { _id: m.coach_id, name: m.coach_name },
    subject: m.subject,
    message: m.message,
    status: m.status,
    reply: m.reply,
    created_at: m.created_at,
    updated_at: m.updated_at,
  };
}
