import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** What the server's two projects share (the root config's 'server-isolated' is the other). */
export const serverTests: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'node',
  globalSetup: ['test/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    ...serverTests,
    name: 'server',
    include: ['test/**/*.test.ts'],
    // A file that replaces a module (vi.mock) runs apart, in 'server-isolated': here files share
    // their worker's loaded modules, so its mock would come after the module was loaded.
    exclude: ['test/**/*.isolated.test.ts'],
    // Each file starts its own app on its own database; importing the whole server again for
    // every file was a large share of the suite's time (docs/PERFORMANCE.md, "The test loop").
    isolate: false,
  },
});
