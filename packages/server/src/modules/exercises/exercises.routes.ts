import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { EXERCISE_CATEGORIES } from '@wellpath/shared/programs/definition';
import { exerciseSchema, type Exercise } from '@wellpath/shared/programs/wire';
import type { ExerciseTable } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './exercises.repository.js';

const tags = ['exercises'];
const security = [{ bearerAuth: [] }];

function present(r: Selectable<ExerciseTable>): Exercise {
  const d = JSON.parse(r.details) as { muscles: string[]; equipment: string[]; instructions: string[]; safety: string | null };
  return {
    _id: r.id,
    key: r.key,
    name: r.name,
    category: r.category as Exercise['category'],
    level: r.level as Exercise['level'],
    default_unit: r.default_unit as Exercise['default_unit'],
    summary: r.summary,
    ...d,
  };
}

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Exercises: ?ids=a,b for the named ones (ids or keys), or the library by category and search',
        querystring: z.object({
          ids: z.string().max(5000).optional(),
          category: z.enum(EXERCISE_CATEGORIES, { error: `category must be one of ${EXERCISE_CATEGORIES.join(', ')}` }).optional(),
          q: z.string().trim().max(100).optional(),
        }),
        response: { 200: z.object({ exercises: z.array(exerciseSchema) }) },
      },
    },
    async (req) => {
      const ids = req.query.ids
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 200);
      const rows = await repo.listExercises(db, { ids, category: req.query.category, search: req.query.q || undefined });
      return { exercises: rows.map(present) };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Exercise categories with how many exercises each has',
        response: { 200: z.object({ categories: z.array(z.object({ category: z.enum(EXERCISE_CATEGORIES), count: z.number() })) }) },
      },
    },
    async () => {
      const counts = new Map((await repo.categoryCounts(db)).map((c) => [c.category, Number(c.count)]));
      return { categories: EXERCISE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 })) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One exercise by id or key',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: exerciseSchema },
      },
    },
    async (req) => {
      const row = await repo.findExercise(db, req.params.id);
      if (!row || row.archived) throw notFound('Exercise not found');
      return present(row);
    },
  );
};
