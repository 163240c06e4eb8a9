import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionDetailSchema, conditionSummarySchema } from '@wellpath/shared/health/wire';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './conditions.repository.js';

const tags = ['conditions'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });

type Related = { pillars: string[]; programs: string[]; education: string[]; links: Array<{ title: string; url: string }> };

export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', app.authenticate);

  const find = async (userId: string, idOrKey: string) => {
    const c = (await repo.listConditions(db, userId)).find((x) => x.id === idOrKey || x.key === idOrKey);
    if (!c) throw notFound('Condition not found');
    return c;
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The condition catalogue, with whether the member has each',
        response: { 200: z.array(conditionSummarySchema) },
      },
    },
    async (req) =>
      (await repo.listConditions(db, req.member.userId)).map((c) => ({
        _id: c.id,
        key: c.key,
        name: c.name,
        summary: c.summary,
        has_condition: c.marked_at !== null,
      })),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A condition with the programmes and education that help',
        params: idParams,
        response: { 200: conditionDetailSchema },
      },
    },
    async (req) => {
      const c = await find(req.member.userId, req.params.id);
      const related = JSON.parse(c.related) as Related;
      const { pillars, programs, posts } = await repo.relatedItems(db, related);
      return {
        _id: c.id,
        key: c.key,
        name: c.name,
        summary: c.summary,
        description: c.description,
        has_condition: c.marked_at !== null,
        pillars: pillars.map((p) => ({ _id: p.id, name: p.name, slug: p.slug })),
        programs: programs.map((p) => ({ _id: p.id, title: p.title, shortText: p.short_text })),
        education: posts.map((p) => ({ _id: p.id, title: p.title, summary: p.summary })),
        links: related.links,
      };
    },
  );

  app.put(
    '/:id/member',
    {
      schema: {
        tags,
        security,
        summary: 'Mark or unmark a condition as one the member has',
        params: idParams,
        body: z.object({ has_condition: z.boolean({ error: 'has_condition must be true or false' }) }),
        response: { 200: z.object({ _id: z.string(), has_condition: z.boolean() }) },
      },
    },
    async (req) => {
      const c = await find(req.member.userId, req.params.id);
      await repo.setMemberCondition(db, req.member.userId, c.id, req.body.has_condition);
      return { _id: c.id, has_condition: req.body.has_condition };
    },
  );
};
