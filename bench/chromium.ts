import fs from 'node:fs';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's headless shell (package chromium-headless-shell), the same
 * Blink without the browser's own interface, which Playwright itself prefers for headless runs.
 * The full browser's new headless mode runs that interface's pages too: the axe journey over the
 * public pages cost 55 s of CPU with it and 49 s with the shell (docs/PERFORMANCE.md, "The test
 * loop"). Where the shell is not installed, the full browser. CHROMIUM_HEADLESS_PATH overrides.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH);

/** The machine's flags for Chromium (benches and e2e): no sandbox, GPU or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
