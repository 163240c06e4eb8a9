import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/**
 * Appointments with the care team (decision 0096): the member's booking, the staff calendar. A visit's
 * type is named in the reader's language by the service (decision 0106).
 */
export function appointmentRoutes(app: FastifyInstance): void {
  const { appointmentService: appointments, staffService } = app.services;
  const actor = (req: { member: Parameters<typeof staffService.actor>[0]; ip: string }) => staffService.actor(req.member, req.ip);

  route(app, 'GET /appointments/types', (req) => appointments.typesForMember(req.locale));
  route(app, 'GET /appointments/free', (req) => appointments.freeForMember(req.member, req.query));
  route(app, 'GET /appointments', (req) => appointments.mine(req.member.userId, req.member.timeZone, req.locale));
  route(app, 'POST /appointments', (req) => appointments.bookForMember(req.member.userId, req.body, req.locale));
  route(app, 'POST /appointments/:id/move', (req) =>
    appointments.moveForMember(req.member.userId, req.params.id, req.body.starts_at, req.locale),
  );
  route(app, 'POST /appointments/:id/cancel', (req) => appointments.cancelForMember(req.member.userId, req.params.id, req.locale));
  route(app, 'PUT /appointments/preferences', (req) => appointments.setReminders(req.member.userId, req.body.reminders));

  route(app, 'GET /care/calendar', async (req) => appointments.calendar(await actor(req), req.member.role, req.query, req.locale));
  route(app, 'GET /care/calendar/hours', async (req) => appointments.hours(await actor(req), req.member.role, req.query.staff, req.locale));
  route(app, 'PUT /care/calendar/hours', async (req) => appointments.setHours(await actor(req), req.member.role, req.body, req.locale));
  route(app, 'PUT /care/calendar/exceptions/:date', async (req) =>
    appointments.setException(await actor(req), req.member.role, req.params.date, req.body, req.locale),
  );
  route(app, 'DELETE /care/calendar/exceptions/:date', async (req) =>
    appointments.removeException(await actor(req), req.member.role, req.params.date, req.locale),
  );
  route(app, 'GET /care/calendar/staff', (req) => appointments.bookingStaff(req.locale));
  route(app, 'GET /care/calendar/free', async (req) => appointments.freeForStaff(await actor(req), req.member.role, req.query));
  route(app, 'POST /care/calendar/appointments', async (req) =>
    appointments.bookByStaff(await actor(req), req.member.role, req.body, req.locale),
  );
  route(app, 'POST /care/calendar/appointments/:id/move', async (req) =>
    appointments.moveByStaff(await actor(req), req.member.role, req.params.id, req.body.starts_at, req.locale),
  );
  route(app, 'POST /care/calendar/appointments/:id/cancel', async (req) =>
    appointments.cancelByStaff(await actor(req), req.member.role, req.params.id, req.body.reason, req.locale),
  );
  route(app, 'PUT /care/calendar/appointments/:id/outcome', async (req) =>
    appointments.setOutcome(await actor(req), req.member.role, req.params.id, req.body.status, req.locale),
  );
  route(app, 'PUT /care/calendar/appointments/:id/note', async (req) =>
    appointments.setNote(await actor(req), req.member.role, req.params.id, req.body.note, req.locale),
  );
  route(app, 'GET /staff/members/:id/appointments', async (req) =>
    appointments.forMemberRecord(await actor(req), req.params.id, req.locale),
  );
}
