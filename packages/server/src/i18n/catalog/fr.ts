import type { ServerMessageId } from './en.js';
import { http } from './fr/http.js';
import { content } from './fr/content.js';
import { heartRisk } from './fr/heart-risk.js';
import { audit } from './fr/audit.js';
import { auditStaff } from './fr/audit-staff.js';
import { api } from './fr/api.js';
import { reminders } from './fr/reminders.js';
import { mail } from './fr/mail.js';
import { labs } from './fr/labs.js';
import { chart } from './fr/chart.js';
import { outcomes } from './fr/outcomes.js';
import { metabolic } from './fr/metabolic.js';
import { appointments } from './fr/appointments.js';
import { savedFilters } from './fr/saved-filters.js';

/** The server's catalogue in Canadian French (see en.ts). */
export const fr: Record<ServerMessageId, string> = {
  ...http,
  ...content,
  ...heartRisk,
  ...audit,
  ...auditStaff,
  ...api,
  ...reminders,
  ...mail,
  ...labs,
  ...chart,
  ...outcomes,
  ...metabolic,
  ...appointments,
  ...savedFilters,
};
