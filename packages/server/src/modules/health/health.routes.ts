import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
      logLevel: 'warn',
    },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(app.services.db);
        return { status: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'database health check failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
