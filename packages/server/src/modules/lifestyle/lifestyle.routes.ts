import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

export function lifestyleRoutes(app: FastifyInstance): void {
  const { lifestyleService, recommendationService } = app.services;

  // In the reader's language at the source (decision 0079).
  route(app, 'GET /lifestyle/pillars', (req) => lifestyleService.listPillars(req.member.userId, req.locale));

  route(app, 'POST /lifestyle/pillars/:id/toggle', (req) => lifestyleService.togglePillar(req.member.userId, req.params.id));

  // In the reader's language at the source (decision 0117).
  route(app, 'GET /lifestyle/recommendations/user', async (req) => ({
    recommendations: await recommendationService.list(
      req.member.userId,
      { excludePillars: req.query.exclude_pillars === 'true', pillar: req.query.pillar },
      req.locale,
    ),
  }));

  // No content: a status and a time.
  route(app, 'POST /lifestyle/recommendations/:id/status', (req) =>
    recommendationService.setStatus(req.member.userId, req.params.id, req.body),
  );
}
