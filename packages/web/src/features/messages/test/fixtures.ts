import type { Thread, ThreadMessage, ThreadSummary } from '@wellpath/shared/messages/wire';

export function message(id: string, extra: Partial<ThreadMessage> = {}): ThreadMessage {
  return { _id: id, author_role: 'member', author_name: 'Jane', body: `Body ${id}`, created_at: '2026-03-04T12:00:00.000Z', ...extra };
}

export function summary(id: string, extra: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    _id: id,
    subject: `Subject ${id}`,
    coach: null,
    last_message: message(`${id}-m1`),
    unread: false,
    created_at: '2026-03-04T12:00:00.000Z',
    updated_at: '2026-03-04T12:00:00.000Z',
    ...extra,
  };
}

export function thread(id: string, extra: Partial<Thread> = {}): Thread {
  return {
    _id: id,
    subject: `Subject ${id}`,
    coach: null,
    messages: [message(`${id}-m1`)],
    member_read_at: null,
    staff_read_at: null,
    created_at: '2026-03-04T12:00:00.000Z',
    updated_at: '2026-03-04T12:00:00.000Z',
    ...extra,
  };
}
