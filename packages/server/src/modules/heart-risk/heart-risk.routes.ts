import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** The member's heart risk estimate (declared with the health tracking calls). */
export function heartRiskRoutes(app: FastifyInstance): void {
  const { heartRiskService } = app.services;

  route(app, 'GET /healthtracking/heart-risk', (req) => heartRiskService.estimate(req.member.userId, req.query.systolic));
}
