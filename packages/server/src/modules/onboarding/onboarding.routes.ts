import type { FastifyInstance } from 'fastify';
import { smsg } from '../../i18n/index.js';
import { route } from '../../lib/route.js';

export function onboardingRoutes(app: FastifyInstance): void {
  const { onboardingService } = app.services;

  // In the reader's language at the source (decision 0117); the others answer catalogue messages.
  route(app, 'GET /user/onboarding/status', (req) => onboardingService.status(req.member.userId, req.locale));

  route(app, 'POST /user/onboarding/start', async (req) => {
    await onboardingService.start(req.member.userId);
    return { message: req.t(smsg('api.onboardingStarted')) };
  });

  route(app, 'POST /user/onboarding/survey/:id/skip', async (req) => {
    await onboardingService.skip(req.member.userId, req.params.id);
    return { message: req.t(smsg('api.surveySkipped')) };
  });

  route(app, 'POST /user/onboarding/survey/:id/unskip', async (req) => {
    await onboardingService.unskip(req.member.userId, req.params.id);
    return { message: req.t(smsg('api.surveyRestored')) };
  });

  route(app, 'POST /user/onboarding/completion/seen', async (req) => {
    await onboardingService.completionSeen(req.member.userId);
    return { message: req.t(smsg('api.onboardingNoted')) };
  });
}
