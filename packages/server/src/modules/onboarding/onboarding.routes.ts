import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingStateSchema } from '@wellpath/shared/surveys/wire';

const tags = ['onboarding'];
const security = [{ bearerAuth: [] }];
const ok = z.object({ message: z.string() });
const idParams = z.object({ id: z.string().min(1).max(100) });

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { onboardingService } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/status',
    { schema: { tags, security, summary: 'The member’s onboarding state', response: { 200: onboardingStateSchema } } },
    async (req) => onboardingService.status(req.member.userId),
  );

  app.post('/start', { schema: { tags, security, summary: 'Begin onboarding', response: { 200: ok } } }, async (req) => {
    await onboardingService.start(req.member.userId);
    return { message: 'Onboarding started' };
  });

  app.post(
    '/survey/:id/skip',
    { schema: { tags, security, summary: 'Skip a survey of the sequence for now', params: idParams, response: { 200: ok } } },
    async (req) => {
      await onboardingService.skip(req.member.userId, req.params.id);
      return { message: 'Survey skipped' };
    },
  );

  app.post(
    '/survey/:id/unskip',
    { schema: { tags, security, summary: 'Put a skipped survey back in the sequence', params: idParams, response: { 200: ok } } },
    async (req) => {
      await onboardingService.unskip(req.member.userId, req.params.id);
      return { message: 'Survey restored' };
    },
  );

  app.post(
    '/completion/seen',
    { schema: { tags, security, summary: 'The member saw the completion message; hide the banner', response: { 200: ok } } },
    async (req) => {
      await onboardingService.completionSeen(req.member.userId);
      return { message: 'Onboarding completion noted' };
    },
  );
};
