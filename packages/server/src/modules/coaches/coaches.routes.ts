import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CoachDefinition } from '@wellpath/shared/coaches/definition';
import { coachMessageBodySchema, coachMessageSchema, coachSchema, coachSummarySchema } from '@wellpath/shared/education/wire';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import * as repo from './coaches.repository.js';

const tags = ['coaches'];
const security = [{ bearerAuth: [] }];

function initials(name: string): string {
  const words = name
    .replace(/^(Dr\.?|Mr\.?|Ms\.?|Mrs\.?)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The care team: profiles from content, and members' messages to them (stored as requests). */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', app.authenticate);

  async function coaches() {
    const [rows, pillars] = await Promise.all([repo.listCoachRows(db), repo.listPillarRefs(db)]);
    const byKey = new Map(pillars.map((p) => [p.key, p]));
    return rows.map((r) => {
      const c = JSON.parse(r.profile) as CoachDefinition;
      return {
        _id: r.id,
        key: c.key,
        name: c.name,
        credentials: c.credentials,
        role: c.role,
        specialties: c.specialties,
        languages: c.languages,
        pillars: c.pillars.flatMap((k) =>
          byKey.get(k) ? [{ _id: byKey.get(k)!.id, name: byKey.get(k)!.name, slug: byKey.get(k)!.slug }] : [],
        ),
        initials: initials(c.name),
        photo_url: null,
        accepting_messages: c.accepting_messages,
        bio: c.bio,
      };
    });
  }

  app.get(
    '/',
    { schema: { tags, security, summary: 'The care team', response: { 200: z.object({ coaches: z.array(coachSummarySchema) }) } } },
    async () => ({
      coaches: (await coaches()).map(({ bio: _bio, ...rest }) => rest),
    }),
  );

  app.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary: "The member's messages to the care team, newest first",
        response: { 200: z.object({ messages: z.array(coachMessageSchema) }) },
      },
    },
    async (req) => {
      const rows = await repo.listMessages(db, req.member.userId);
      return {
        messages: rows.map((m) => ({
          _id: m.id,
          coach: { _id: m.coach_id, name: m.coach_name },
          subject: m.subject,
          message: m.message,
          status: m.status,
          reply: m.reply,
          created_at: m.created_at,
          updated_at: m.updated_at,
        })),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A coach profile (id or key)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: coachSchema },
      },
    },
    async (req) => {
      const coach = (await coaches()).find((c) => c._id === req.params.id || c.key === req.params.id);
      if (!coach) throw notFound('Coach not found');
      return coach;
    },
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message to the care team about this coach',
        params: z.object({ id: z.string().min(1).max(100) }),
        body: coachMessageBodySchema,
        response: { 201: coachMessageSchema },
      },
      config: { validationMessage: 'Your message was not sent' },
    },
    async (req, reply) => {
      const coach = (await coaches()).find((c) => c._id === req.params.id || c.key === req.params.id);
      if (!coach) throw notFound('Coach not found');
      if (!coach.accepting_messages)
        throw badRequest(`${coach.name} is not taking new messages at the moment. Please contact another member of the care team.`);
      const at = nowIso();
      const id = newId();
      await repo.insertMessage(db, {
        id,
        user_id: req.member.userId,
        coach_id: coach._id,
        subject: req.body.subject,
        message: req.body.message,
        status: 'sent',
        reply: null,
        created_at: at,
        updated_at: at,
      });
      return reply.code(201).send({
        _id: id,
        coach: { _id: coach._id, name: coach.name },
        subject: req.body.subject,
        message: req.body.message,
        status: 'sent' as const,
        reply: null,
        created_at: at,
        updated_at: at,
      });
    },
  );
};
