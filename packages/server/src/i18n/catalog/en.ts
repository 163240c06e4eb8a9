import { http } from './en/http.js';
import { content } from './en/content.js';
import { heartRisk } from './en/heart-risk.js';
import { audit } from './en/audit.js';
import { auditStaff } from './en/audit-staff.js';
import { api } from './en/api.js';
import { reminders } from './en/reminders.js';
import { mail } from './en/mail.js';
import { labs } from './en/labs.js';
import { chart } from './en/chart.js';
import { outcomes } from './en/outcomes.js';
import { metabolic } from './en/metabolic.js';
import { appointments } from './en/appointments.js';
import { savedFilters } from './en/saved-filters.js';

/**
 * The server's own catalogue in English (decision 0050): API errors and answers, e-mails. One file
 * per area under en/, each with its French twin under fr/ typed against it. ICU MessageFormat.
 */
export const en = {
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

export type ServerMessageId = keyof typeof en;
