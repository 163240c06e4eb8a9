import type { z } from 'zod';
import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import type { staffRequestSchema } from '@wellpath/shared/staff/wire';
import type { RequestRow } from './program-requests.repository.js';

type StaffRequest = z.infer<typeof staffRequestSchema>;

/** A content name in the reader's language, by its key (the stored name when the content has none). */
export type ContentName = (key: string, stored: string) => string;
/** The content a request names: a programme's title by its key, a pillar's name by its slug (decision 0106). */
export interface RequestNames {
  title: ContentName;
  pillar: ContentName;
}
const stored: ContentName = (_key, text) => text;
const storedNames: RequestNames = { title: stored, pillar: stored };

export function presentRequest(r: RequestRow, names: RequestNames = storedNames): ProgramRequest {
  return {
    _id: r.id,
    topic: r.topic,
    pillar:
      r.pillar_id && r.pillar_name && r.pillar_slug
        ? { _id: r.pillar_id, name: names.pillar(r.pillar_slug, r.pillar_name), slug: r.pillar_slug }
        : null,
    message: r.message,
    status: r.status,
    reply: r.reply,
    created_at: r.created_at,
    updated_at: r.updated_at,
    replied_at: r.replied_at,
    started_program:
      r.started_program_id && r.started_program_key && r.started_program_title && r.started_at
        ? {
            _id: r.started_program_id,
            key: r.started_program_key,
            title: names.title(r.started_program_key, r.started_program_title),
            started_at: r.started_at,
          }
        : null,
  };
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** What the care team sees besides: the member, who replied (a removed account keeps its reply), who owns it and by when it is due. */
export function presentStaffRequest(r: RequestRow, names: RequestNames, dueAt: string | null): StaffRequest {
  return {
    ...presentRequest(r, names),
    member: { _id: r.user_id, name: fullName(r.first_name, r.last_name) },
    replied_by: r.replied_by ? fullName(r.replier_first_name, r.replier_last_name) || 'A former staff member' : null,
    assigned_to: r.assigned_to
      ? { _id: r.assigned_to, name: fullName(r.owner_first_name, r.owner_last_name) || 'A former staff member' }
      : null,
    due_at: dueAt,
  };
}
