import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { readContent } from '../content/loader.js';
import { syncContent } from '../modules/content/content.service.js';
import { ProgramService } from '../modules/programs/programs.service.js';
import { CONTENT_DIR, DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import type { Db } from './connection.js';
import { createDb } from './connection.js';
import { migrateTo } from './migrate.js';

// Migration 0030 (decision 0079): tracking written before holds a radio choice as its English option
// text (a French choice as the English it matched); after it, as the option's key, answered in the
// reader's language. Values that are no option of their item, numbers and what the member wrote stay.

const AT = '2026-03-02T15:00:00.000Z';
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const content = readContent(CONTENT_DIR);

describe.each(DATABASES)('migration 0030 (choices by key) on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const stored = async (id: string) =>
    JSON.parse(
      (await (db as unknown as Loose).selectFrom('tracking_entries').select('item_values').where('id', '=', id).executeTakeFirstOrThrow())
        .item_values as string,
    ) as Record<string, unknown>;

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = createDb(fresh.target);
    await migrateTo(db, '0029-undo-deletions');
    // The programmes are what this migration reads; the posts are written with today's columns
    // (migration 0037), which a database at 0029 does not have yet.
    await syncContent(db, { ...content, educationPosts: [] });
    const loose = db as unknown as Loose;
    const insert = (table: string, values: Record<string, unknown>) => loose.insertInto(table).values(values).execute();
    await insert('users', earlyMemberRow('m1', AT));
    const program = await loose.selectFrom('programs').select('id').where('key', '=', 'alcohol-mindful-30').executeTakeFirstOrThrow();
    await insert('program_enrollments', {
      id: 'e1',
      user_id: 'm1',
      program_id: program.id,
      status: 'active',
      started_at: AT,
      start_day: '2026-03-01',
      ended_at: null,
      suggestion_id: null,
    });
    await insert('program_slots', { user_id: 'm1', slot: 1, enrollment_id: 'e1' });
    const entry = (id: string, date: string, values: object) =>
      insert('tracking_entries', {
        id,
        enrollment_id: 'e1',
        user_id: 'm1',
        date,
        completed_items: '[]',
        item_values: JSON.stringify(values),
        exercise_tracking: '[]',
        created_at: AT,
        updated_at: AT,
      });
    // As the old server wrote them: a choice made in English, one made in French (stored as the English it matched).
    await entry('t1', '2026-03-01', { 0: 1, 2: 'Social event', 3: 'Social event' });
    await entry('t2', '2026-03-02', { 2: 'Stress or low mood' });
    // An option the content no longer has: shown as it was stored.
    await entry('t3', '2026-03-03', { 2: 'Holiday' });
    await entry('t4', '2026-03-04', {});
    await migrateTo(db, '0030-choices-by-key');
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('stores each choice by its key and leaves numbers, texts typed and unknown values as they were', async () => {
    expect(await stored('t1')).toEqual({ 0: 1, 2: 'social-event', 3: 'Social event' });
    expect(await stored('t2')).toEqual({ 2: 'stress-or-low-mood' });
    expect(await stored('t3')).toEqual({ 2: 'Holiday' });
    expect(await stored('t4')).toEqual({});
  });

  it('answers the choices in the reader language, and tracks by key whichever language the choice comes in', async () => {
    const programs = new ProgramService(db, content);
    const history = async (locale: 'en' | 'fr') =>
      (await programs.detail('m1', 'alcohol-mindful-30', '2026-03-04', locale)).progress!.tracking_history.map((t) => t.item_values[2]);
    expect(await history('en')).toEqual(['Social event', 'Stress or low mood', 'Holiday', undefined]);
    expect(await history('fr')).toEqual(['Sortie ou fête', 'Stress ou déprime', 'Holiday', undefined]);
    const day = { today: '2026-03-04', latest: '2026-03-04' };
    const body = { date: '2026-03-04', completed_items: [], item_values: { 2: 'Ennui' }, exercise_tracking: [] };
    await programs.track('m1', 'alcohol-mindful-30', body, day, 'fr');
    expect(await stored('t4')).toEqual({ 2: 'boredom' });
    expect(await history('en')).toEqual(['Social event', 'Stress or low mood', 'Holiday', 'Boredom']);
  });

  it('takes the keys back to the English texts when undone', async () => {
    await migrateTo(db, '0029-undo-deletions');
    expect(await stored('t1')).toEqual({ 0: 1, 2: 'Social event', 3: 'Social event' });
    expect(await stored('t4')).toEqual({ 2: 'Boredom' });
  });
});
