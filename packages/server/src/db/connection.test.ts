import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './connection.js';

describe('SQLite statement cache', () => {
  it('prepares each SQL text once, but never hands out a statement still being iterated', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (n integer)').run([]);
    for (const n of [1, 2, 3]) db.prepare('insert into t (n) values (?)').run([n]);
    const first = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(first);
    const rows = first.iterate([]);
    rows.next();
    const other = db.prepare('select n from t order by n');
    expect(other).not.toBe(first);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    rows.return?.();
    db.close();
  });
});
