import { z } from 'zod';
import { ALERT_KINDS, type Alert, type memberAlertSchema } from '@wellpath/shared/staff/wire';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import { alertContactSchema, type AlertContact, type AlertRow } from './alerts.repository.js';

type MemberAlert = z.infer<typeof memberAlertSchema>;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
/** A staff account can be removed; what it did stays on the alert. */
const staffName = (first: string | null, last: string | null) => fullName(first, last) || 'A former staff member';

const alertKind = z.enum(ALERT_KINDS);
const kindOf = (kind: string) => parseColumn(alertKind, kind, 'alerts.kind');

/** How to reach a deleted member, from what their open alert keeps. */
function contactOf(kept: string | null): AlertContact | null {
  return kept ? parseJsonColumn(alertContactSchema, kept, 'alerts.member_contact') : null;
}

/**
 * A summary ends with the instant of its fact as the service writes it (" on 2026-11-29 05:59 UTC"):
 * the wire gives that instant on its own, for the reader's language and the clinic's clock (issue 32).
 */
const STORED_INSTANT = / on (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/;

export function splitSummary(summary: string): { summary: string; occurred_at: string | null } {
  const m = STORED_INSTANT.exec(summary);
  if (!m) return { summary, occurred_at: null };
  const at = new Date(`${m[1]}T${m[2]}:00.000Z`);
  return Number.isNaN(at.getTime())
    ? { summary, occurred_at: null }
    : { summary: summary.slice(0, m.index), occurred_at: at.toISOString() };
}

/**
 * `legacyDue`: the due time of an alert raised before due times were stored (migration 0032), computed
 * from when it was raised; given to alerts still open only, and never stored nor escalated (decision 0109).
 */
export function presentAlert(r: AlertRow, legacyDue: (kind: Alert['kind'], raisedAt: Date) => string | null = () => null): Alert {
  const kind = kindOf(r.kind);
  const deleted = r.member_deleted_at !== null;
  const contact = deleted ? contactOf(r.member_contact) : null;
  return {
    _id: r.id,
    kind,
    ...splitSummary(r.summary),
    member: {
      _id: r.user_id,
      name: contact ? fullName(contact.first_name, contact.last_name) : fullName(r.member_first_name, r.member_last_name),
      deleted,
    },
    contact: contact
      ? {
          email: contact.email,
          address: { street: contact.street, city: contact.city, province: contact.province, postalCode: contact.postal_code },
        }
      : null,
    created_at: r.created_at,
    acknowledged: r.acknowledged_at ? { by: staffName(r.ack_first_name, r.ack_last_name), at: r.acknowledged_at } : null,
    resolved: r.resolved_at ? { by: staffName(r.res_first_name, r.res_last_name), at: r.resolved_at, note: r.resolution_note ?? '' } : null,
    state: r.resolved_at ? 'resolved' : r.acknowledged_at ? 'acknowledged' : 'open',
    assigned_to: r.assigned_to ? { _id: r.assigned_to, name: staffName(r.own_first_name, r.own_last_name) } : null,
    due_at: r.due_at ?? (r.resolved_at ? null : legacyDue(kind, new Date(r.created_at))),
    escalated: { pool_at: r.escalated_at, admins_at: r.escalated_admins_at },
  };
}

/** The member's view: that an alert was raised, when the care team saw it and closed it; never the summary. */
export function presentMemberAlert(r: Pick<AlertRow, 'id' | 'kind' | 'created_at' | 'acknowledged_at' | 'resolved_at'>): MemberAlert {
  return { _id: r.id, kind: kindOf(r.kind), created_at: r.created_at, acknowledged_at: r.acknowledged_at, resolved_at: r.resolved_at };
}
