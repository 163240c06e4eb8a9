import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** The member's heart risk estimate (declared with the health tracking calls). */
export function heartRiskRoutes(app: FastifyInstance): void {
  const { heartRiskService } = app.services;

  route(app, 'GET /healthtracking/heart-risk', async (req) => {
    // Markers, programmes and catalogue medicines named in the reader's language at the source (decision 0117).
    const risk = await heartRiskService.estimate(req.member.userId, req.query.systolic, undefined, req.locale);
    // The why-not and the scenarios' words are messages of the shared catalogue: in the reader's language.
    return {
      ...risk,
      notApplicableReason: risk.notApplicableReason && { ...risk.notApplicableReason, message: req.t(risk.notApplicableReason.message) },
      scenarios: risk.scenarios.map((s) => ({ ...s, label: req.t(s.label) })),
    };
  });
}
