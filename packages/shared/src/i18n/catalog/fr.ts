import type { SharedMessageId } from './en.js';
import { account } from './fr/account.js';
import { health } from './fr/health.js';
import { medications } from './fr/medications.js';
import { programs } from './fr/programs.js';
import { care } from './fr/care.js';
import { chart } from './fr/chart.js';
import { outreach } from './fr/outreach.js';
import { member } from './fr/member.js';
import { validation } from './fr/validation.js';
import { imports } from './fr/imports.js';

/** The shared catalogue in Canadian French (see en.ts). */
export const fr: Record<SharedMessageId, string> = {
  ...account,
  ...health,
  ...medications,
  ...programs,
  ...care,
  ...chart,
  ...outreach,
  ...member,
  ...validation,
  ...imports,
};
