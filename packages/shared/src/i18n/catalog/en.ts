import { account } from './en/account.js';
import { health } from './en/health.js';
import { medications } from './en/medications.js';
import { programs } from './en/programs.js';
import { care } from './en/care.js';
import { chart } from './en/chart.js';
import { outreach } from './en/outreach.js';
import { member } from './en/member.js';
import { validation } from './en/validation.js';
import { imports } from './en/imports.js';

/**
 * The shared catalogue in English (decision 0050): messages that shared rules and the server make and
 * both sides show. One file per area under en/, each with its French twin under fr/ (typed: a
 * message missing or left over in French does not compile). ICU MessageFormat: `{label}`,
 * `{count, plural, one {# day} other {# days}}`.
 */
export const en = {
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

export type SharedMessageId = keyof typeof en;
