import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Two cores on the CI machine; argon2 hashing in server tests is CPU-bound.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app and database; argon2 hashing is CPU-bound, so keep it modest.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders and user-event typing are slow on a loaded two-core machine; 5 s is not enough there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
