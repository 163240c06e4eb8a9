import type { FastifyInstance } from 'fastify';
import { localizeQuestions } from '../../content/local-surveys.js';
import { routeInReaderLanguage as route } from '../../content/local-content.js';

/** The care team's member list and each member's record (health data for clinicians and administrators). */
export function memberRoutes(app: FastifyInstance): void {
  const { memberService, staffService } = app.services;

  route(app, 'GET /staff/members', (req) => memberService.list(req.member.role, req.query, () => staffService.actor(req.member, req.ip)));
  route(app, 'GET /staff/members/:id', async (req) =>
    memberService.overview(await staffService.actor(req.member, req.ip), req.member.role, req.params.id),
  );
  // The answers' questions and options in the reader's language, from each survey's own content (decision 0075).
  route(app, 'GET /staff/members/:id/health', async (req) =>
    memberService.health(await staffService.actor(req.member, req.ip), req.params.id, (key, questions) =>
      localizeQuestions(app.services.content, req.locale, key, questions),
    ),
  );
  route(app, 'POST /staff/members/:id/second-factor/reset', async (req) =>
    memberService.resetSecondFactor(await staffService.actor(req.member, req.ip), req.params.id),
  );
}
