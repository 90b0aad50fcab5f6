import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/demo-art', 'apps/api', 'apps/web'],
  },
});
