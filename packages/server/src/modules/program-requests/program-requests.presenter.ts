import type { z } from 'zod';
import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import type { staffRequestSchema } from '@wellpath/shared/staff/wire';
import type { RequestRow } from './program-requests.repository.js';

type StaffRequest = z.infer<typeof staffRequestSchema>;

export function presentRequest(r: RequestRow): ProgramRequest {
  return {
    _id: r.id,
    topic: r.topic,
    pillar: r.pillar_id && r.pillar_name && r.pillar_slug ? { _id: r.pillar_id, name: r.pillar_name, slug: r.pillar_slug } : null,
    message: r.message,
    status: r.status,
    reply: r.reply,
    created_at: r.created_at,
    updated_at: r.updated_at,
    replied_at: r.replied_at,
  };
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** What the care team sees besides: the member, and the name of who replied (a removed account keeps its reply). */
export function presentStaffRequest(r: RequestRow): StaffRequest {
  return {
    ...presentRequest(r),
    member: { _id: r.user_id, name: fullName(r.first_name, r.last_name) },
    replied_by: r.replied_by ? fullName(r.replier_first_name, r.replier_last_name) || 'A former staff member' : null,
  };
}
