import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { educationCategoriesResponseSchema, educationCategoryPath } from '@wellpath/shared/education/categories';

const tags = ['education'];

export const educationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/categories',
    { schema: { tags, security: [{ bearerAuth: [] }], summary: 'Top-level education categories with their paths', response: { 200: educationCategoriesResponseSchema } } },
    async () => {
      const rows = await app.services.db
        .selectFrom('education_categories')
        .select(['id', 'name', 'slug', 'description'])
        .where('archived', '=', 0)
        .where('parent_id', 'is', null)
        .orderBy('sort_order')
        .execute();
      return { categories: rows.map((r) => ({ _id: r.id, id: r.id, name: r.name, slug: r.slug, description: r.description, path: educationCategoryPath(r.id) })) };
    },
  );
};
