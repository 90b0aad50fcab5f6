import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/demo-art', 'apps/api', 'apps/web'],
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine,
    // with one core idle for the whole run. Every API test file starts its own server on its own
    // database, so files can run side by side (decision 040).
    maxWorkers: os.availableParallelism(),
    minWorkers: 1,
  },
});
