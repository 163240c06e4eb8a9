import * as fake from 'fake-indexeddb';
import { vi } from 'vitest';

const IDB_CLASSES = [
  'IDBCursor',
  'IDBCursorWithValue',
  'IDBDatabase',
  'IDBIndex',
  'IDBKeyRange',
  'IDBObjectStore',
  'IDBOpenDBRequest',
  'IDBRequest',
  'IDBTransaction',
  'IDBVersionChangeEvent',
] as const;

/**
 * The IndexedDB classes stay defined for the whole run (setup.ts): idb asks `x instanceof IDBDatabase`
 * on every call, and a write still settling when its test ends (an outbox drain) would otherwise throw
 * "IDBDatabase is not defined" into the next test as an unhandled rejection. Without `indexedDB`
 * itself the app sees no database, which is what decides.
 */
export function defineIndexedDbClasses(): void {
  for (const name of IDB_CLASSES) Object.defineProperty(globalThis, name, { value: fake[name], configurable: true, writable: true });
}

/**
 * Gives the test an empty in-memory IndexedDB (jsdom has none). The factory is a stub, removed after
 * each test by the setup file, so no other test sees a database.
 */
export function useFakeIndexedDb(): void {
  vi.stubGlobal('indexedDB', new fake.IDBFactory());
}
