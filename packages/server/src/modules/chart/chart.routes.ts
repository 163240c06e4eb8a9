import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** What the care team enters on a member's chart (decision 0088). */
export function chartRoutes(app: FastifyInstance): void {
  const { chartService, staffService } = app.services;

  route(app, 'POST /staff/members/:id/blood-pressure', async (req) =>
    chartService.enterBloodPressure(await staffService.actor(req.member, req.ip), req.params.id, req.body),
  );

  route(app, 'POST /staff/members/:id/lab-reports', async (req) =>
    chartService.enterLabReport(await staffService.actor(req.member, req.ip), req.params.id, req.body, req.locale),
  );

  route(app, 'GET /staff/lab-markers', async (req) => ({ markers: await chartService.labMarkers(req.locale) }));

  // As the member's own call answers it (heart-risk.routes.ts): the why-not and the scenarios' words
  // in the reader's language, the rest through WORDED_ANSWERS, the content named at the source (decision 0117).
  route(app, 'GET /staff/members/:id/heart-risk', async (req) => {
    const risk = await chartService.heartRiskOf(await staffService.actor(req.member, req.ip), req.params.id, req.locale);
    return {
      ...risk,
      notApplicableReason: risk.notApplicableReason && { ...risk.notApplicableReason, message: req.t(risk.notApplicableReason.message) },
      scenarios: risk.scenarios.map((s) => ({ ...s, label: req.t(s.label) })),
    };
  });
}
