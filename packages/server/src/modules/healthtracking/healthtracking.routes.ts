import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { memberDay } from '../programs/programs.service.js';

/** Blood results (the spec's path spelling, "bloodpresults", is kept on purpose), blood pressure, body measurements and activities. */
export function healthTrackingRoutes(app: FastifyInstance): void {
  const { bloodResultService, bodyService, medicationService, vitalsService, importService } = app.services;

  // --- Blood results ---
  // The markers' names, bands and messages in the reader's language at the source (decision 0124);
  // the imports' refusals name each marker in it, inside catalogue messages put into words by route().
  route(app, 'GET /healthtracking/bloodpresults/latest', async (req) => ({
    results: await bloodResultService.latest(req.member.userId, req.locale),
  }));

  route(app, 'GET /healthtracking/bloodpresults/markers', async (req) => ({
    markers: await bloodResultService.catalogue(req.member.userId, req.locale),
  }));

  route(app, 'GET /healthtracking/bloodpresults/markers/:id/history', (req) =>
    bloodResultService.history(req.member.userId, req.params.id, req.locale),
  );

  route(app, 'GET /healthtracking/bloodpresults/reports', async (req) => ({
    reports: await bloodResultService.reports(req.member.userId, req.locale),
  }));

  route(app, 'POST /healthtracking/bloodpresults/reports', (req) =>
    bloodResultService.addReport(req.member.userId, req.body, undefined, req.locale),
  );

  route(app, 'DELETE /healthtracking/bloodpresults/reports/:id', (req) =>
    bloodResultService.deleteReport(req.member.userId, req.params.id),
  );

  route(app, 'POST /healthtracking/bloodpresults/reports/:id/restore', (req) =>
    bloodResultService.restoreReport(req.member.userId, req.params.id),
  );

  route(app, 'POST /healthtracking/bloodpresults/import/fhir', (req) =>
    bloodResultService.importFhir(req.member.userId, req.body, req.locale),
  );

  route(app, 'POST /healthtracking/bloodpresults/import/csv/preview', (req) =>
    bloodResultService.previewCsv(req.body.csv, req.body.mapping, req.locale),
  );

  route(app, 'POST /healthtracking/bloodpresults/import/csv', (req) =>
    bloodResultService.importCsv(req.member.userId, req.body.csv, req.body.mapping, req.locale),
  );

  // --- Blood pressure ---
  // This and the calls below hold no content text (the member's values, kinds, catalogue messages)
  // (decision 0117); medications answer their catalogue at the source.
  route(app, 'GET /healthtracking/bloodpressure', (req) => vitalsService.bloodPressure(req.member.userId));

  route(app, 'POST /healthtracking/bloodpressure', (req) => vitalsService.addReading(req.member.userId, req.body));

  route(app, 'PUT /healthtracking/bloodpressure/:id', (req) => vitalsService.updateReading(req.member.userId, req.params.id, req.body));

  route(app, 'DELETE /healthtracking/bloodpressure/:id', (req) => vitalsService.deleteReading(req.member.userId, req.params.id));

  route(app, 'POST /healthtracking/bloodpressure/:id/restore', (req) => vitalsService.restoreReading(req.member.userId, req.params.id));

  // --- Body measurements (decision 0084) ---
  route(app, 'GET /healthtracking/body', (req) => bodyService.summary(req.member.userId, req.query, memberDay(req.member).today));

  route(app, 'POST /healthtracking/body', (req) => bodyService.add(req.member.userId, req.body));

  route(app, 'PUT /healthtracking/body/:id', (req) => bodyService.update(req.member.userId, req.params.id, req.body));

  route(app, 'DELETE /healthtracking/body/:id', (req) => bodyService.remove(req.member.userId, req.params.id));

  route(app, 'POST /healthtracking/body/:id/restore', (req) => bodyService.restore(req.member.userId, req.params.id));

  route(app, 'PUT /healthtracking/height', (req) => bodyService.setHeight(req.member.userId, req.body.height_cm));

  // --- Medications (decision 0089): answered in the reader's language at the source ---
  route(app, 'GET /healthtracking/medications/catalogue', (req) => medicationService.catalogue(req.locale));

  route(app, 'GET /healthtracking/medications', (req) =>
    medicationService.list(req.member.userId, req.locale, memberDay(req.member).today),
  );

  route(app, 'POST /healthtracking/medications', (req) =>
    medicationService.add(req.member.userId, req.body, memberDay(req.member), req.locale),
  );

  route(app, 'PUT /healthtracking/medications/:id', (req) =>
    medicationService.update(req.member.userId, req.params.id, req.body, memberDay(req.member), req.locale),
  );

  route(app, 'DELETE /healthtracking/medications/:id', (req) => medicationService.remove(req.member.userId, req.params.id));

  route(app, 'POST /healthtracking/medications/:id/restore', (req) =>
    medicationService.restore(req.member.userId, req.params.id, req.locale, memberDay(req.member).today),
  );

  // The daily "taken" check (decision 0112).
  route(app, 'PUT /healthtracking/medications/:id/taken/:day', (req) =>
    medicationService.check(req.member.userId, req.params.id, req.params.day, true, memberDay(req.member), req.locale),
  );

  route(app, 'DELETE /healthtracking/medications/:id/taken/:day', (req) =>
    medicationService.check(req.member.userId, req.params.id, req.params.day, false, memberDay(req.member), req.locale),
  );

  // --- Activities ---
  route(app, 'GET /healthtracking/activities', (req) =>
    vitalsService.activities(req.member.userId, memberDay(req.member, req.query.today).today, req.query.weeks, req.locale),
  );

  route(app, 'POST /healthtracking/activities', (req) =>
    vitalsService.addActivity(req.member.userId, req.body, memberDay(req.member).latest, {
      retryUnlessKeyed: req.headers['idempotency-key'] === undefined,
    }),
  );

  route(app, 'PUT /healthtracking/activities/:id', (req) =>
    vitalsService.updateActivity(req.member.userId, req.params.id, req.body, memberDay(req.member).latest),
  );

  route(app, 'DELETE /healthtracking/activities/:id', (req) => vitalsService.deleteActivity(req.member.userId, req.params.id));

  route(app, 'POST /healthtracking/activities/:id/restore', (req) => vitalsService.restoreActivity(req.member.userId, req.params.id));

  // --- Imports from the member's apps, read on their device (decision 0104) ---
  route(app, 'GET /healthtracking/imports', (req) => importService.list(req.member.userId));

  route(app, 'POST /healthtracking/imports', (req) => importService.create(req.member.userId, req.body.source));

  route(app, 'POST /healthtracking/imports/check', (req) => importService.check(req.member.userId, req.body.source, req.body.values));

  route(app, 'POST /healthtracking/imports/:id/batches', (req) =>
    importService.addBatch(req.member.userId, req.params.id, req.body, memberDay(req.member).latest),
  );

  route(app, 'POST /healthtracking/imports/:id/complete', (req) => importService.complete(req.member.userId, req.params.id));

  route(app, 'POST /healthtracking/imports/:id/undo', (req) => importService.undo(req.member.userId, req.params.id));
}
