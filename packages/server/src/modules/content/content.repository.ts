import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { CatalogueColumns, Database } from '../../db/schema.js';
import { htmlToText } from '../../lib/html-text.js';
import { newId } from '../../lib/tokens.js';
import type { ContentBundle } from '../../content/loader.js';

type Trx = Transaction<Database>;

// The content sync's writes (content.service.ts syncContent): each kind of item by its stable key.

export async function syncPillars(trx: Trx, pillars: ContentBundle['pillars']): Promise<void> {
  const existing = new Map((await trx.selectFrom('pillars').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
  // Free every slug first so two pillars may swap slugs without hitting the unique index.
  await trx.updateTable('pillars').set((eb) => ({ slug: eb('id', '||', eb.val(':old')) })).execute();
  for (const [i, p] of pillars.entries()) {
    const values = { name: p.name, slug: p.slug, description: p.description, icon: p.icon, sort_order: i, archived: 0 };
    const id = existing.get(p.key);
    if (id) await trx.updateTable('pillars').set(values).where('id', '=', id).execute();
    else await trx.insertInto('pillars').values({ id: newId(), key: p.key, ...values }).execute();
  }
  const keep = pillars.map((p) => p.key);
  await trx
    .updateTable('pillars')
    .set((eb) => ({ archived: 1, slug: eb('id', '||', eb.val(':archived')) }))
    .where('key', 'not in', keep)
    .execute();
}

export async function syncEducationCategories(trx: Trx, categories: ContentBundle['educationCategories']): Promise<void> {
  const existing = new Map((await trx.selectFrom('education_categories').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
  const keep: string[] = [];
  const upsert = async (item: { key: string; name: string; slug: string; description: string }, order: number, parentId: string | null) => {
    keep.push(item.key);
    const values = { name: item.name, slug: item.slug, description: item.description, sort_order: order, parent_id: parentId, archived: 0 };
    const id = existing.get(item.key);
    if (id) {
      await trx.updateTable('education_categories').set(values).where('id', '=', id).execute();
      return id;
    }
    const newCategoryId = newId();
    await trx.insertInto('education_categories').values({ id: newCategoryId, key: item.key, ...values }).execute();
    return newCategoryId;
  };
  for (const [i, c] of categories.entries()) {
    const id = await upsert(c, i, null);
    for (const [j, s] of c.subcategories.entries()) await upsert(s, j, id);
  }
  await trx.updateTable('education_categories').set({ archived: 1 }).where('key', 'not in', keep).execute();
}

export async function syncRecommendationTemplates(trx: Trx, templates: ContentBundle['recommendations']): Promise<void> {
  const pillarIds = new Map((await trx.selectFrom('pillars').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
  const existing = new Map((await trx.selectFrom('recommendation_templates').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
  for (const t of templates) {
    const values = {
      pillar_id: t.pillar === 'general' ? null : (pillarIds.get(t.pillar) ?? null),
      title: t.title,
      category: t.category,
      subcategory: t.subcategory,
      color: t.color,
      description: t.description,
      external_links: JSON.stringify(t.external_links),
      archived: 0,
    };
    const id = existing.get(t.key);
    if (id) await trx.updateTable('recommendation_templates').set(values).where('id', '=', id).execute();
    else await trx.insertInto('recommendation_templates').values({ id: newId(), key: t.key, ...values }).execute();
  }
  await trx.updateTable('recommendation_templates').set({ archived: 1 }).where('key', 'not in', templates.map((t) => t.key)).execute();
}

/** Inserts or updates rows by key and archives the keys that are gone. */
type KeyedTable = CatalogueColumns & Record<string, unknown>;

async function upsertByKey(trx: Trx, table: 'exercises' | 'programs' | 'surveys' | 'blood_markers' | 'conditions' | 'education_posts' | 'coaches', items: Array<{ key: string; values: Record<string, unknown> }>): Promise<void> {
  // The callers below build `values` column by column for their table; this view only needs id, key and archived.
  const db = trx as unknown as Transaction<Record<string, KeyedTable>>;
  const existing = new Map((await db.selectFrom(table).select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
  for (const { key, values } of items) {
    const id = existing.get(key);
    if (id) await db.updateTable(table).set({ ...values, archived: 0 }).where('id', '=', id).execute();
    else await db.insertInto(table).values({ id: newId(), key, ...values, archived: 0 }).execute();
  }
  const keep = items.map((i) => i.key);
  await db.updateTable(table).set({ archived: 1 }).where('key', 'not in', keep.length ? keep : ['']).execute();
}

async function pillarIdsByKey(trx: Trx): Promise<Map<string, string>> {
  return new Map((await trx.selectFrom('pillars').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
}

export async function syncExercises(trx: Trx, exercises: ContentBundle['exercises']): Promise<void> {
  await upsertByKey(
    trx,
    'exercises',
    exercises.map((e) => ({
      key: e.key,
      values: {
        name: e.name,
        category: e.category,
        level: e.level,
        default_unit: e.default_unit,
        summary: e.summary,
        details: JSON.stringify({ muscles: e.muscles, equipment: e.equipment, instructions: e.instructions, safety: e.safety ?? null, illustration: e.drawing }),
      },
    })),
  );
}

/** The programmes as the database holds them: their stored action items, by key. */
export function storedProgramItems(trx: Trx): Promise<Array<{ id: string; key: string; action_items: string }>> {
  return trx.selectFrom('programs').select(['id', 'key', 'action_items']).execute();
}

/**
 * How many tracked days of a programme hold one of `keys` as their answer to item `index` (a radio
 * answer is stored by its option's key, decision 0079).
 */
export async function answersHolding(trx: Trx, programId: string, index: number, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const answer =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? sql`(t.item_values::jsonb ->> ${sql.lit(String(index))})`
      : sql`json_extract(t.item_values, ${`$."${index}"`})`;
  const row = await trx
    .selectFrom('tracking_entries as t')
    .innerJoin('program_enrollments as e', 'e.id', 't.enrollment_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.program_id', '=', programId)
    .where(sql<boolean>`${answer} IN (${sql.join(keys)})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function syncPrograms(trx: Trx, programs: ContentBundle['programs']): Promise<void> {
  const pillars = await pillarIdsByKey(trx);
  await upsertByKey(
    trx,
    'programs',
    programs.map((p, i) => ({
      key: p.key,
      values: {
        title: p.title,
        type: p.type,
        level: p.level ?? null,
        pillar_id: pillars.get(p.pillar) ?? null,
        duration: p.duration,
        duration_unit: p.duration_unit,
        schedule_per: p.schedule.per,
        schedule_target: p.schedule.per === 'week' ? p.schedule.target : 1,
        readings: p.readings ?? null,
        short_text: p.shortText,
        description: p.description,
        action_items: JSON.stringify(p.action_items),
        exercises: JSON.stringify(p.exercises),
        sort_order: i,
      },
    })),
  );
}

export async function syncSurveys(trx: Trx, surveys: ContentBundle['surveys']): Promise<void> {
  const pillars = await pillarIdsByKey(trx);
  await upsertByKey(
    trx,
    'surveys',
    surveys.map((s, i) => ({
      key: s.key,
      values: { title: s.title, description: s.description, pillar_id: s.pillar ? (pillars.get(s.pillar) ?? null) : null, definition: JSON.stringify(s), sort_order: i },
    })),
  );
}

export async function syncBloodMarkers(trx: Trx, markers: ContentBundle['bloodMarkers']): Promise<void> {
  await upsertByKey(
    trx,
    'blood_markers',
    markers.map((m, i) => ({ key: m.key, values: { name: m.name, category: m.category, unit: m.unit, definition: JSON.stringify(m), sort_order: i } })),
  );
}

export async function syncConditions(trx: Trx, conditions: ContentBundle['conditions']): Promise<void> {
  await upsertByKey(
    trx,
    'conditions',
    conditions.map((c, i) => ({
      key: c.key,
      values: { name: c.name, summary: c.summary, description: c.description, related: JSON.stringify({ pillars: c.pillars, programs: c.programs, education: c.education, links: c.links }), sort_order: i },
    })),
  );
}

/**
 * The posts, with the French title, summary and text the French search indexes (decision 0095): a
 * post's own French, or its English where `french` has none.
 */
export async function syncEducationPosts(trx: Trx, posts: ContentBundle['educationPosts'], french: ContentBundle['educationPosts']): Promise<void> {
  const inFrench = new Map(french.map((p) => [p.key, p]));
  const categories = new Map((await trx.selectFrom('education_categories').select(['id', 'key']).execute()).map((r) => [r.key, r.id]));
  await upsertByKey(
    trx,
    'education_posts',
    posts.map((p) => ({
      key: p.key,
      values: {
        category_id: categories.get(p.category)!,
        subcategory_id: p.subcategory ? (categories.get(p.subcategory) ?? null) : null,
        title: p.title,
        summary: p.summary,
        body: p.body,
        body_text: htmlToText(p.body),
        title_fr: inFrench.get(p.key)?.title ?? p.title,
        summary_fr: inFrench.get(p.key)?.summary ?? p.summary,
        body_text_fr: htmlToText(inFrench.get(p.key)?.body ?? p.body),
        reading_minutes: p.reading_minutes,
        meta: JSON.stringify({ pillars: p.pillars, author: p.author ?? null, sources: p.sources }),
        published: p.published,
      },
    })),
  );
}

export async function syncCoaches(trx: Trx, coaches: ContentBundle['coaches']): Promise<void> {
  await upsertByKey(
    trx,
    'coaches',
    coaches.map((c, i) => ({ key: c.key, values: { name: c.name, profile: JSON.stringify(c), sort_order: i } })),
  );
}
