#!/usr/bin/env node
// The README's test command: unit, component and integration tests (Vitest), then the
// end-to-end journeys (Playwright in Chromium) against the production build. Ends with one
// line 'N passed, N failed' and a non-zero exit when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-test-'));
const timings = [];
/** Runs a step, noting its minutes for the summary at the end. */
const run = (label, cmd, args, env = {}) => {
  const start = Date.now();
  const status =
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  timings.push(`${label} ${((Date.now() - start) / 60_000).toFixed(1)} min`);
  return status;
};
/** The journeys Playwright's JSON report marks 'unexpected', as 'file > title'. */
const unexpectedJourneys = (report) => {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') found.push(`${file ?? spec.file} > ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
};
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
const failures = []; // 'file > title' of each failed test, printed last so a log's tail names them

// TEST_PROJECTS=server (comma-separated) runs only those Vitest projects: CI's second pass, on
// PostgreSQL, runs only the server's suites, the ones that touch a database; the shared
// package's and the web components' tests run no query and need no second pass.
const projects = (process.env.TEST_PROJECTS ?? '').split(',').filter(Boolean);
const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('vitest', 'npx', [
  'vitest',
  'run',
  ...projects.map((name) => `--project=${name}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`${path.relative(process.cwd(), file.name)} > ${test.fullName}`);
      }
    }
  }
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) failed += 1; // crashed before reporting

// TEST_E2E=0 runs the Vitest suites alone (CI's second pass, on PostgreSQL: the journeys already
// ran on the embedded database, and the server's integration tests cover both databases).
const e2eWanted = process.env.TEST_E2E !== '0';
let e2eStatus = e2eWanted ? run('build', 'npm', ['run', 'build']) : 0;
if (!e2eWanted) {
  console.log('end-to-end journeys skipped (TEST_E2E=0)');
} else if (e2eStatus === 0) {
  const e2eJson = path.join(out, 'e2e.json');
  e2eStatus = run('journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON: e2eJson,
  });
  const e2e = readJson(e2eJson);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    failures.push(...unexpectedJourneys(e2e));
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) failed += 1;
} else {
  failed += 1;
}

fs.rmSync(out, { recursive: true, force: true });
for (const name of failures) console.log(`failed: ${name}`);
console.log(`time: ${timings.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
