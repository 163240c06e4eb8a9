import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { AuthenticatedMember } from '../user/user.service.js';

/** The care team's notes on a member's chart (decision 0087); the role decides which notes a caller reads and writes. */
export function noteRoutes(app: FastifyInstance): void {
  const { noteService, staffService } = app.services;
  const reader = async (req: { member: AuthenticatedMember; ip: string }) => ({
    actor: await staffService.actor(req.member, req.ip),
    role: req.member.role,
  });

  route(app, 'GET /staff/members/:id/notes', async (req) => noteService.list(await reader(req), req.params.id, req.query));
  route(app, 'POST /staff/members/:id/notes', async (req) => noteService.add(await reader(req), req.params.id, req.body));
  route(app, 'PUT /staff/members/:id/notes/:noteId', async (req) =>
    noteService.edit(await reader(req), req.params.id, req.params.noteId, req.body),
  );
  route(app, 'POST /staff/members/:id/notes/:noteId/addenda', async (req) =>
    noteService.addAddendum(await reader(req), req.params.id, req.params.noteId, req.body.text),
  );
}
