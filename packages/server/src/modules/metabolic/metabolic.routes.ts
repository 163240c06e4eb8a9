import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { memberDay } from '../programs/programs.service.js';

/** The metabolic-syndrome summary (decision 0102): the member's own, their waist population, and the care team's read. */
export function metabolicRoutes(app: FastifyInstance): void {
  const { metabolicService, staffService, weightReviewService, careBodyService } = app.services;

  route(app, 'GET /healthtracking/metabolic-syndrome', (req) => metabolicService.summary(req.member.userId, memberDay(req.member).today));
  route(app, 'PUT /healthtracking/metabolic-syndrome/waist-population', (req) =>
    metabolicService.setPopulation(req.member.userId, req.body.population, memberDay(req.member).today),
  );
  route(app, 'GET /staff/members/:id/metabolic-syndrome', async (req) =>
    metabolicService.forStaff(await staffService.actor(req.member, req.ip), req.params.id),
  );

  route(app, 'GET /staff/members/:id/weight-reviews', async (req) =>
    weightReviewService.forStaff(await staffService.actor(req.member, req.ip), req.params.id),
  );
  route(app, 'POST /staff/members/:id/weight-reviews/:reviewId/reviewed', async (req) =>
    weightReviewService.markReviewed(await staffService.actor(req.member, req.ip), req.params.id, req.params.reviewId),
  );

  route(app, 'GET /staff/members/:id/body', async (req) =>
    careBodyService.bodyOf(await staffService.actor(req.member, req.ip), req.params.id, req.query),
  );
  route(app, 'GET /staff/members/:id/medications', async (req) =>
    careBodyService.medicationsOf(await staffService.actor(req.member, req.ip), req.params.id, req.locale),
  );
}
