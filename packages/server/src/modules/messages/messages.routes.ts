import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';

/** The member's threads with the care team, and the care team's side of them. */
export function messageRoutes(app: FastifyInstance): void {
  const { messageService, staffService } = app.services;

  route(app, 'GET /messages', (req) => messageService.memberThreads(req.member.userId));
  route(app, 'GET /messages/unread', async (req) => ({ count: await messageService.memberUnread(req.member.userId) }));
  route(app, 'POST /messages', (req) => messageService.startThread(req.member.userId, req.body));
  route(app, 'GET /messages/:id', (req) => messageService.memberThread(req.member.userId, req.params.id));
  route(app, 'POST /messages/:id', (req) => messageService.memberReply(req.member.userId, req.params.id, req.body.body));

  route(app, 'GET /staff/threads', async (req) => ({
    threads: await messageService.staffThreads(await staffService.actor(req.member, req.ip), req.query.box, req.query.member_id),
  }));
  route(app, 'GET /staff/threads/:id', async (req) =>
    messageService.staffThread(await staffService.actor(req.member, req.ip), req.params.id),
  );
  route(app, 'POST /staff/threads/:id/assign', async (req) =>
    messageService.assign(await staffService.actor(req.member, req.ip), req.params.id, req.body.to),
  );
  route(app, 'POST /staff/threads/:id', async (req) =>
    messageService.staffReply(await staffService.actor(req.member, req.ip), req.params.id, req.body.body),
  );
}
