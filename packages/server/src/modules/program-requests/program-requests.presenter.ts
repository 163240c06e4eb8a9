import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import type { RequestRow } from './program-requests.repository.js';

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
