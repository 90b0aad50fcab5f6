import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-art',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
