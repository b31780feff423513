import { defineConfig } from 'vitest/config';
import { serverTests } from './apps/server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      {
        root: './apps/server',
        test: {
          ...serverTests,
          name: 'server-isolated',
          include: ['test/**/*.isolated.test.ts'],
          isolate: true,
        },
      },
      'apps/web',
    ],
    // Server test files each start an app and a database; two at a time suits 2 cores.
    maxWorkers: 2,
  },
});
