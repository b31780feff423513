// `npm run bench` (after the page weight): the load benchmark of issue 8 item 1. Generates the
// load data (bench/seed-load.ts: 100,000 general listings, 1,000 halls, 1,000 hotels, 1,000,000
// bookings), then measures each endpoint with autocannon (50 connections, no pipelining,
// BENCH_SECONDS each) next to a trivial route served by the same process in the same run, so
// the ratio survives a slower machine. On PostgreSQL (DATABASE_URL) it works in a scratch
// database of that server, dropped after, and first checks the query plans (bench/plans.ts).
//
//   npm run bench                                   # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//   BENCH_ROWS=10000 BENCH_SECONDS=2 npx tsx bench/run.ts   # small and quick
//
// Exits 1 when a target is missed on PostgreSQL (plans, p99 <= 50 ms, lists >= 1/3 of trivial);
// on PGlite the same figures are printed for comparison only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { insertUser } from '../apps/server/src/modules/users/repository';
import { checkPlans, loadEndpoints, type Endpoint } from './plans';
import { loadSize, scratchDatabase, seedLoad } from './seed-load';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const P99_TARGET_MS = 50;
const LIST_RATIO_TARGET = 1 / 3;

const baseUrl = process.env.DATABASE_URL || undefined;
const scratch = baseUrl ? await scratchDatabase(baseUrl) : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-'));
const failures: string[] = [];
/** errors and non-2xx answers fail the run on either database */
let broken = false;
type Row = {
  name: string;
  /** the trivial route's throughput measured just before */
  trivialRps: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  list: boolean;
};
const rows: Row[] = [];

try {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: scratch?.url ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
  });
  const app = await buildApp(config);
  try {
    app.get('/bench/trivial', async () => ({ success: true, data: 'ok' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const size = loadSize();
    console.log(
      `\nLoad benchmark on ${scratch ? 'PostgreSQL (scratch database)' : 'embedded PGlite'}`,
    );
    await seedLoad(app.deps.db, size);

    const user = (await insertUser(app.deps.db, {
      name: 'Bench User',
      email: 'bench@example.so',
    }))!;
    const cookie = `sid=${await createSession(app.deps.db, user.id)}`;
    const visitorHeaders = { 'x-api-key': config.apiKey, 'content-type': 'application/json' };
    const headers = { ...visitorHeaders, cookie };

    const endpoints = loadEndpoints(size);
    if (scratch) {
      const plans = await checkPlans(app, scratch.url, endpoints, headers);
      for (const r of plans)
        if (r.problems.length > 0 && !r.informational)
          failures.push(`plan of ${r.endpoint}: ${r.problems.join('; ')}`);
    }

    const trivialRoute: Endpoint = { name: 'trivial route', path: '/bench/trivial' };
    const targets: Endpoint[] = [
      { name: 'health (database round trip)', path: '/api/health' },
      { name: 'session check (authorization)', path: '/api/users/login/authorization' },
      {
        name: 'page view insert',
        path: '/api/page-views/add',
        method: 'POST',
        body: JSON.stringify({ userId: user.id, url: '/bench' }),
      },
      ...endpoints,
    ];

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const measure = (t: Endpoint, duration: number) =>
      autocannon({
        url: base + t.path,
        method: t.method ?? 'GET',
        body: t.body,
        headers: t.visitor ? visitorHeaders : headers,
        connections: CONNECTIONS,
        pipelining: 1,
        duration,
        // The load generator on a thread of its own, not on the server's event loop.
        workers: 1,
      });
    for (const t of targets.filter((x) => !only || only.test(x.name))) {
      // The trivial route right before each endpoint: on a shared machine the load drifts
      // during a run, and the ratio compares like with like.
      const trivial = await measure(trivialRoute, Math.max(1, DURATION / 2));
      const result = await measure(t, DURATION);
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        broken = true;
        failures.push(
          `${t.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
      }
      rows.push({
        name: t.name,
        trivialRps: trivial.requests.average,
        rps: result.requests.average,
        p50: result.latency.p50,
        // autocannon's histogram has p90 and p97_5 but no p95: ask the percentile itself.
        p95: percentile(result, 95),
        p99: result.latency.p99,
        list: t.list ?? false,
      });
      process.stdout.write('.');
    }
    console.log();
  } finally {
    await app.close();
  }
} finally {
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function percentile(result: autocannon.Result, p: number): number {
  const latency = result.latency as unknown as Record<string, number>;
  // autocannon 8 reports p90 and p97_5; p95 lies between: interpolate linearly.
  if (typeof latency[`p${p}`] === 'number') return latency[`p${p}`]!;
  const lo = latency.p90 ?? 0;
  const hi = latency.p97_5 ?? lo;
  return Math.round(lo + ((hi - lo) * (p - 90)) / 7.5);
}

const onPostgres = scratch !== undefined;
console.log(
  `\n${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}; ${CONNECTIONS} connections, no pipelining, ${DURATION} s each; ` +
    `targets: p99 <= ${P99_TARGET_MS} ms, lists >= ${LIST_RATIO_TARGET.toFixed(2)} of trivial`,
);
console.log(
  'endpoint'.padEnd(36),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p95 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'trivial'.padStart(8),
  'ratio'.padStart(6),
  ' verdict',
);
for (const r of rows) {
  const ratio = r.rps / r.trivialRps;
  const misses = [
    r.p99 > P99_TARGET_MS ? `p99 > ${P99_TARGET_MS}` : '',
    r.list && ratio < LIST_RATIO_TARGET ? 'ratio < 1/3' : '',
  ].filter(Boolean);
  if (onPostgres) for (const m of misses) failures.push(`${r.name}: ${m}`);
  console.log(
    r.name.padEnd(36),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p95).padStart(7),
    String(r.p99).padStart(7),
    r.trivialRps.toFixed(0).padStart(8),
    ratio.toFixed(2).padStart(6),
    ` ${misses.length ? misses.join(', ') : 'ok'}`,
  );
}
if (failures.length > 0) {
  console.error(`\nOff target:\n- ${failures.join('\n- ')}`);
  if (onPostgres || broken) process.exit(1);
}
