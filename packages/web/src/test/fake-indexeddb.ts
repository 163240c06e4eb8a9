import * as fake from 'fake-indexeddb';
import { vi } from 'vitest';

const CLASSES = [
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
 * Gives the test an empty in-memory IndexedDB (jsdom has none). The globals are stubs, removed after
 * each test by the setup file, so no other test sees a database.
 */
export function useFakeIndexedDb(): void {
  vi.stubGlobal('indexedDB', new fake.IDBFactory());
  for (const name of CLASSES) vi.stubGlobal(name, fake[name]);
}
