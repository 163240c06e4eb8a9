import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection.js';
import { withStartUpLock } from './startup-lock.js';
import { migrateToLatest } from './migrate.js';
import { readContent } from '../content/loader.js';
import { syncContent } from '../modules/content/content.service.js';
import { CONTENT_DIR, DATABASES, freshDatabase, until } from '../test/helpers.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.each(DATABASES)('the start-up lock (%s)', (kind) => {
  async function twoHandles() {
    const fresh = await freshDatabase(kind);
    // Two handles with their own connections, as two server copies have.
    const dbs: Db[] = [createDb(fresh.target), createDb(fresh.target)];
    cleanups.push(async () => {
      for (const db of dbs) await db.destroy();
      await fresh.drop();
    });
    return { target: fresh.target, dbs };
  }

  it('lets one holder work at a time and tells the one that waits', async () => {
    const { target, dbs } = await twoHandles();
    const events: string[] = [];
    let waited = 0;
    // The first holder works until the second is told to wait (or, were the lock broken, comes in too).
    const hold = (name: string, db: Db, workUntil: () => boolean) =>
      withStartUpLock(
        db,
        target,
        async () => {
          events.push(`${name} in`);
          await until(workUntil, `${name} may finish`);
          events.push(`${name} out`);
          return name;
        },
        () => (waited += 1),
      );
    const first = hold('a', dbs[0]!, () => waited > 0 || events.includes('b in'));
    await until(() => events.includes('a in'), 'a holds the lock');
    const results = await Promise.all([first, hold('b', dbs[1]!, () => true)]);
    expect(results).toEqual(['a', 'b']);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
    expect(waited).toBe(1);
  });

  it('frees the lock when the work fails', async () => {
    const { target, dbs } = await twoHandles();
    await expect(
      withStartUpLock(dbs[0]!, target, async () => {
        throw new Error('migration broke');
      }),
    ).rejects.toThrow('migration broke');
    let waited = false;
    expect(
      await withStartUpLock(
        dbs[1]!,
        target,
        async () => 'free',
        () => (waited = true),
      ),
    ).toBe('free');
    expect(waited).toBe(false);
  });

  it('migrates and loads content from two copies at once without a clash', async () => {
    const { target, dbs } = await twoHandles();
    const content = readContent(CONTENT_DIR);
    const start = (db: Db) =>
      withStartUpLock(db, target, async () => {
        const done = await migrateToLatest(db);
        await syncContent(db, content);
        return done;
      });
    const [a, b] = await Promise.all(dbs.map(start));
    // One copy applied every migration, the other found nothing left to do.
    expect([a!.length, b!.length].sort((x, y) => x - y)).toEqual([0, expect.any(Number)]);
    expect(a!.length + b!.length).toBeGreaterThan(10);
    const pillars = await dbs[0]!.selectFrom('pillars').select('key').execute();
    expect(pillars).toHaveLength(content.pillars.length);
  });
});
