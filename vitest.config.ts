import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Server test files each start an app and a database; two at a time suits 2 cores.
    maxWorkers: 2,
  },
});
