import type { FastifyInstance } from 'fastify';
import { routeInReaderLanguage as route } from '../../content/local-content.js';

/** The member's heart risk estimate (declared with the health tracking calls). */
export function heartRiskRoutes(app: FastifyInstance): void {
  const { heartRiskService } = app.services;

  route(app, 'GET /healthtracking/heart-risk', async (req) => {
    const risk = await heartRiskService.estimate(req.member.userId, req.query.systolic);
    // The why-not and the scenarios' words are messages of the shared catalogue: in the reader's language.
    return {
      ...risk,
      notApplicableReason: risk.notApplicableReason && { ...risk.notApplicableReason, message: req.t(risk.notApplicableReason.message) },
      scenarios: risk.scenarios.map((s) => ({ ...s, label: req.t(s.label) })),
    };
  });
}
