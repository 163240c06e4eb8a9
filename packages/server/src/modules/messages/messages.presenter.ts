import type { Thread, ThreadMessage, ThreadSummary } from '@wellpath/shared/messages/wire';
import type { MessageRow, ThreadRow } from './messages.repository.js';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export function presentMessage(m: MessageRow): ThreadMessage {
  return {
    _id: m.id,
    author_role: m.author_role,
    // A reply from before threads existed has no author on record.
    author_name: m.author_role === 'member' ? (m.first_name ?? 'Member') : fullName(m.first_name, m.last_name) || 'Care team',
    body: m.body,
    created_at: m.created_at,
  };
}

const coachOf = (t: ThreadRow) => (t.coach_id ? { _id: t.coach_id, name: t.coach_name ?? 'Coach' } : null);

/** Whether the reader's side has a message it has not read: the other side wrote last, after the reader last read. */
export function unreadFor(t: ThreadRow, reader: 'member' | 'staff'): boolean {
  const readAt = reader === 'member' ? t.member_read_at : t.staff_read_at;
  return t.last_author_role !== reader && (readAt === null || readAt < t.updated_at);
}

export function presentSummary(t: ThreadRow, last: MessageRow, reader: 'member' | 'staff'): ThreadSummary {
  return {
    _id: t.id,
    subject: t.subject,
    coach: coachOf(t),
    last_message: presentMessage(last),
    unread: unreadFor(t, reader),
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

export function presentThread(t: ThreadRow, messages: MessageRow[]): Thread {
  return {
    _id: t.id,
    subject: t.subject,
    coach: coachOf(t),
    messages: messages.map(presentMessage),
    member_read_at: t.member_read_at,
    staff_read_at: t.staff_read_at,
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
}

/**
 * What the care team sees besides: the member, who owns the thread, its state (waiting: the member
 * wrote last) and, while waiting, by when the care team should reply (decision 0100).
 */
export function staffParts(t: ThreadRow, dueOf: (waitingSince: string) => string) {
  const waiting = t.last_author_role === 'member';
  return {
    member: { _id: t.user_id, name: fullName(t.member_first_name, t.member_last_name) },
    assigned_to: t.assigned_to
      ? { _id: t.assigned_to, name: fullName(t.staff_first_name, t.staff_last_name) || 'A former staff member' }
      : null,
    state: waiting ? ('waiting' as const) : ('answered' as const),
    due_at: waiting ? dueOf(t.updated_at) : null,
  };
}
