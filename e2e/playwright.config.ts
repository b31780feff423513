import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/chromium';

const port = Number(process.env.E2E_PORT ?? 3107);

/** Journeys against the production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The longest journeys (list, book, answer, edit) take 45 to 55 s on a quiet 2-core machine;
  // the margin keeps a busy CI machine from failing them for time alone.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // A failed journey keeps its trace: each action's DOM snapshot, the network and the console,
    // but not the screencast, whose frames cost a third of a journey's time on 2 cores
    // (docs/PERFORMANCE.md, "The test loop"); the failure's own screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    // The service worker precaches the app in every new context: only the offline journey, which
    // is about it, lets it run (offline.spec.ts); the others would each download the app twice.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
});
