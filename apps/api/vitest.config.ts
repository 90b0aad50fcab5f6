import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own server on its own fresh database.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
