import { account as accountEn } from './en/account.js';
import { account as accountFr } from './fr/account.js';
import { health as healthEn } from './en/health.js';
import { health as healthFr } from './fr/health.js';
import { medications as medicationsEn } from './en/medications.js';
import { medications as medicationsFr } from './fr/medications.js';
import { programs as programsEn } from './en/programs.js';
import { programs as programsFr } from './fr/programs.js';
import { care as careEn } from './en/care.js';
import { care as careFr } from './fr/care.js';
import { chart as chartEn } from './en/chart.js';
import { chart as chartFr } from './fr/chart.js';
import { outreach as outreachEn } from './en/outreach.js';
import { outreach as outreachFr } from './fr/outreach.js';
import { member as memberEn } from './en/member.js';
import { member as memberFr } from './fr/member.js';
import { validation as validationEn } from './en/validation.js';
import { validation as validationFr } from './fr/validation.js';
import { imports as importsEn } from './en/imports.js';
import { imports as importsFr } from './fr/imports.js';

/** Each area of the catalogue (one file per area under en/, its French twin under fr/ typed against it), in order. */
export const AREAS = [
  [accountEn, accountFr],
  [healthEn, healthFr],
  [medicationsEn, medicationsFr],
  [programsEn, programsFr],
  [careEn, careFr],
  [chartEn, chartFr],
  [outreachEn, outreachFr],
  [memberEn, memberFr],
  [validationEn, validationFr],
  [importsEn, importsFr],
] as const;
