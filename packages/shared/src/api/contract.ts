import { coachEndpoints } from '../coaches/endpoints.js';
import { conditionEndpoints } from '../conditions/endpoints.js';
import { contentEndpoints } from '../content/endpoints.js';
import { educationEndpoints } from '../education/endpoints.js';
import { healthTrackingEndpoints } from '../health/endpoints.js';
import { medicationEndpoints } from '../health/medication-endpoints.js';
import { homeEndpoints } from '../home/endpoints.js';
import { lifestyleEndpoints } from '../lifestyle/endpoints.js';
import { exerciseEndpoints, programEndpoints, programRequestEndpoints } from '../programs/endpoints.js';
import { onboardingEndpoints, surveyEndpoints } from '../surveys/endpoints.js';
import { systemEndpoints } from '../system/endpoints.js';
import { userEndpoints } from '../user/endpoints.js';
import { accountSafetyEndpoints } from '../user/account-safety-endpoints.js';
import { messageEndpoints } from '../messages/endpoints.js';
import { careEndpoints, staffEndpoints } from '../staff/endpoints.js';
import { chartEndpoints } from '../staff/chart-endpoints.js';
import { reminderEndpoints } from '../reminders/endpoints.js';
import { outcomeEndpoints } from '../outcomes/endpoints.js';
import { outreachEndpoints } from '../outreach/endpoints.js';
import { importEndpoints } from '../health/import-endpoints.js';
import { careMetabolicEndpoints, metabolicEndpoints } from '../health/metabolic-endpoints.js';
import { workflowEndpoints } from '../staff/workflow-endpoints.js';
import { appointmentEndpoints } from '../appointments/endpoints.js';

/** Every call of the API, declared once (see endpoint.ts); the server registers exactly these routes. */
export const contract = {
  ...systemEndpoints,
  ...userEndpoints,
  ...accountSafetyEndpoints,
  ...onboardingEndpoints,
  ...contentEndpoints,
  ...lifestyleEndpoints,
  ...surveyEndpoints,
  ...programEndpoints,
  ...exerciseEndpoints,
  ...programRequestEndpoints,
  ...healthTrackingEndpoints,
  ...medicationEndpoints,
  ...homeEndpoints,
  ...conditionEndpoints,
  ...coachEndpoints,
  ...educationEndpoints,
  ...messageEndpoints,
  ...staffEndpoints,
  ...careEndpoints,
  ...chartEndpoints,
  ...reminderEndpoints,
  ...outcomeEndpoints,
  ...outreachEndpoints,
  ...importEndpoints,
  ...metabolicEndpoints,
  ...careMetabolicEndpoints,
  ...workflowEndpoints,
  ...appointmentEndpoints,
};

export type Contract = typeof contract;
