import { http as httpEn } from './en/http.js';
import { http as httpFr } from './fr/http.js';
import { content as contentEn } from './en/content.js';
import { content as contentFr } from './fr/content.js';
import { heartRisk as heartRiskEn } from './en/heart-risk.js';
import { heartRisk as heartRiskFr } from './fr/heart-risk.js';
import { audit as auditEn } from './en/audit.js';
import { audit as auditFr } from './fr/audit.js';
import { auditStaff as auditStaffEn } from './en/audit-staff.js';
import { auditStaff as auditStaffFr } from './fr/audit-staff.js';
import { api as apiEn } from './en/api.js';
import { api as apiFr } from './fr/api.js';
import { reminders as remindersEn } from './en/reminders.js';
import { reminders as remindersFr } from './fr/reminders.js';
import { mail as mailEn } from './en/mail.js';
import { mail as mailFr } from './fr/mail.js';
import { labs as labsEn } from './en/labs.js';
import { labs as labsFr } from './fr/labs.js';
import { chart as chartEn } from './en/chart.js';
import { chart as chartFr } from './fr/chart.js';
import { outcomes as outcomesEn } from './en/outcomes.js';
import { outcomes as outcomesFr } from './fr/outcomes.js';
import { metabolic as metabolicEn } from './en/metabolic.js';
import { metabolic as metabolicFr } from './fr/metabolic.js';
import { appointments as appointmentsEn } from './en/appointments.js';
import { appointments as appointmentsFr } from './fr/appointments.js';
import { savedFilters as savedFiltersEn } from './en/saved-filters.js';
import { savedFilters as savedFiltersFr } from './fr/saved-filters.js';

/** Each area of the catalogue (one file per area under en/, its French twin under fr/ typed against it), in order. */
export const AREAS = [
  [httpEn, httpFr],
  [contentEn, contentFr],
  [heartRiskEn, heartRiskFr],
  [auditEn, auditFr],
  [auditStaffEn, auditStaffFr],
  [apiEn, apiFr],
  [remindersEn, remindersFr],
  [mailEn, mailFr],
  [labsEn, labsFr],
  [chartEn, chartFr],
  [outcomesEn, outcomesFr],
  [metabolicEn, metabolicFr],
  [appointmentsEn, appointmentsFr],
  [savedFiltersEn, savedFiltersFr],
] as const;
