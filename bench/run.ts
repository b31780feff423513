// `npm run bench`: requests per second and latency of the foundation's endpoints, each next to a
// trivial route measured in the same process and run, so the ratio survives a slower machine.
// Areas add their endpoints to `targets` as they land (listings, filters, availability).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { insertUser } from '../apps/server/src/modules/users/repository';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  DEMO_DATA: '1',
});
const app = await buildApp(config);
app.get('/bench/trivial', async () => ({ success: true, data: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const user = (await insertUser(app.deps.db, { name: 'Bench User', email: 'bench@example.so' }))!;
const cookie = `sid=${await createSession(app.deps.db, user.id)}`;
const headers = { 'x-api-key': config.apiKey, cookie, 'content-type': 'application/json' };

// A listing of the demo marketplace for the detail call (issue 8 loads 100,000 instead).
const firstPage = await app.inject({
  url: '/api/rentingProperty/renting?limit=1',
  headers: { 'x-api-key': config.apiKey },
});
const listingId = (firstPage.json() as { data: Array<{ _id: string }> }).data[0]!._id;

const targets: Array<{ name: string; path: string; method?: 'GET' | 'POST'; body?: string }> = [
  { name: 'trivial route', path: '/bench/trivial' },
  { name: 'health (database round trip)', path: '/api/health' },
  { name: 'session check (authorization)', path: '/api/users/login/authorization' },
  {
    name: 'page view insert',
    path: '/api/page-views/add',
    method: 'POST',
    body: JSON.stringify({ userId: user.id, url: '/bench' }),
  },
  { name: 'home listing (24 cards)', path: '/api/rentingProperty/renting' },
  { name: 'category page (houses)', path: '/api/rentingProperty/property-category/homes' },
  {
    name: 'filter (district + price band)',
    path: '/api/rentingProperty/filter',
    method: 'POST',
    body: JSON.stringify({ type: 'House', district: 'Hodan', price: { start: 150, end: 400 } }),
  },
  { name: 'property detail', path: `/api/rentingproperty/find/${listingId}` },
  { name: 'category counts', path: '/api/rentingProperty/category-counts' },
];

const rows: Array<{ name: string; rps: number; p50: number; p99: number }> = [];
for (const t of targets) {
  const result = await autocannon({
    url: base + t.path,
    method: t.method ?? 'GET',
    body: t.body,
    headers,
    connections: 50,
    pipelining: 1,
    duration: DURATION,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${t.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  rows.push({
    name: t.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
}
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const trivial = rows[0]!.rps;
console.log(
  `database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; 50 connections, ${DURATION} s each`,
);
console.log(
  'endpoint'.padEnd(34),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'ratio'.padStart(7),
);
for (const r of rows) {
  console.log(
    r.name.padEnd(34),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
    (r.rps / trivial).toFixed(2).padStart(7),
  );
}
