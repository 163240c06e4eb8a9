import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programRequestBodySchema, programRequestSchema, type ProgramRequest } from '@wellpath/shared/programs/wire';
import { badRequest } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { findPillarByIdOrSlug } from '../lifestyle/lifestyle.repository.js';
import * as repo from './program-requests.repository.js';

const tags = ['program-requests'];
const security = [{ bearerAuth: [] }];

export function presentRequest(r: repo.RequestRow): ProgramRequest {
  return {
    _id: r.id,
    topic: r.topic,
    pillar: r.pillar_id && r.pillar_name && r.pillar_slug ? { _id: r.pillar_id, name: r.pillar_name, slug: r.pillar_slug } : null,
    message: r.message,
    status: r.status,
    reply: r.reply,
    created_at: r.created_at,
    updated_at: r.updated_at,
    replied_at: r.replied_at,
  };
}

/** A member asks the care team for a programme and follows the answer. */
export const programRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The member's programme requests with status and reply",
        response: { 200: z.object({ requests: z.array(programRequestSchema) }) },
      },
    },
    async (req) => ({
      requests: (await repo.listRequests(db, req.member.userId)).map(presentRequest),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Ask the care team for a programme',
        body: programRequestBodySchema,
        response: { 201: programRequestSchema },
      },
      config: { validationMessage: 'Your request was not sent' },
    },
    async (req, reply) => {
      let pillarId: string | null = null;
      if (req.body.pillar_id) {
        const pillar = await findPillarByIdOrSlug(db, req.body.pillar_id);
        if (!pillar) throw badRequest('Your request was not sent', ['Choose a lifestyle pillar from the list']);
        pillarId = pillar.id;
      }
      const id = newId();
      await repo.insertRequest(db, { id, userId: req.member.userId, topic: req.body.topic, pillarId, message: req.body.message });
      const created = (await repo.listRequests(db, req.member.userId)).find((r) => r.id === id)!;
      return reply.code(201).send(presentRequest(created));
    },
  );
};
