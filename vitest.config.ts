import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Two cores on the CI machine; argon2 hashing in server tests is CPU-bound.
    maxWorkers: 2,
    // A condition waited for (expect.poll) is given 15 s, not 1 s: on a loaded two-core machine a thing
    // that does happen can take longer than a second, and a test that is wrong still fails (decision 0081).
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        // Node-only tests with no module mocks: files share a worker's module cache (isolate: false), which
        // saves re-importing Fastify, Kysely and zod for every file on the two-core CI machine.
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Each file builds its own app and database; argon2 hashing is CPU-bound, so keep it modest.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for its condition, however slow the machine (1 s by default; the stress run of
          // issue 33 at load 10-13 needed more); a test that passes waits no longer for it.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          // This project extends the web app's Vite config, not this file: the worker limit is said again.
          maxWorkers: 2,
          expect: { poll: { timeout: 15_000 } },
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Files share a worker's module cache and jsdom (a quarter of the time); the setup file resets
          // the DOM, storage, stubs and the in-memory stores after every test.
          isolate: false,
          // jsdom renders and user-event typing are slow on a loaded two-core machine; 5 s is not enough there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
