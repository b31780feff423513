// `npm run bench:page-cache`: the server's memory while visitors ask for 10,000 addresses
// nobody else asks for (issue 20: 800 different `/?q=N` raised it by 190 MB, each a full page
// rendering kept in the public cache). The app runs in this process, as `npm start` builds it
// (embedded PGlite in a temporary DATA_DIR, the demo listings so pages render, the built web
// app's renderer), with LIST_CACHE_SECONDS=60 so nothing expires during the run.
//
// The addresses, in turn: `/?q=N`, `/?utm_source=…&utm_medium=…&fbclid=…`,
// `/properties/homes?junk=N`, a random well-formed listing id on each listing path, a malformed
// one, and unknown paths. Before them (after one visit of each real page), every EVERY (2,000)
// and after, the heap is collected and RSS and heapUsed are read, with the cache's entries and
// its estimate of their bytes. Exits 1 when heapUsed grew by more than PUBLIC_CACHE_MB + 20 MB,
// or an answer was neither 200 nor 404.
//
//   npm run bench:page-cache          # builds the web app first, then runs this
//
// Knobs: URLS (10000), EVERY (2000), CONCURRENCY (4), JUNK=q (only `/?q=N`), PUBLIC_CACHE_MB (32),
// LIST_CACHE_SECONDS.
// Needs the heap collector: run through `node --expose-gc --import tsx` (the npm script does).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { publicCache } from '../apps/server/src/http/public-cache';

const URLS = Number(process.env.URLS ?? 10_000);
const EVERY = Number(process.env.EVERY ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
/** `q`: only `/?q=N`, the issue's own case */
const KINDS = process.env.JUNK === 'q' ? 1 : 8;
const HEADROOM_MB = 20;
const MB = 1024 * 1024;

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) {
  console.error('run with node --expose-gc --import tsx bench/page-cache-memory.ts');
  process.exit(2);
}

/** The i-th junk address: a page that exists read with junk, or a page that does not. */
function junkUrl(i: number): string {
  switch (i % KINDS) {
    case 0:
      return `/?q=${i}`;
    case 1:
      return `/?utm_source=news${i}&utm_medium=email&fbclid=${i.toString(36)}`;
    case 2:
      return `/properties/homes?junk=${i}`;
    case 3:
      return `/default/${randomUUID()}`;
    case 4:
      return `/${['halls', 'hotels', 'apartment-buildings'][i % 3]}/${randomUUID()}`;
    case 5:
      return `/default/not-an-id-${i}`;
    case 6:
      return `/no/such/page/${i}`;
    default:
      return `/?type=House&ref=${i}`;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-page-cache-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  DEMO_DATA: '1',
  LIST_CACHE_SECONDS: process.env.LIST_CACHE_SECONDS ?? '60',
});
if (!fs.existsSync(config.webSsrEntry)) {
  console.error(`no page renderer at ${config.webSsrEntry}: run npm run build first`);
  process.exit(2);
}
const app = await buildApp(config);
const cache = publicCache(app.deps);
let failed = 0;

const visit = async (url: string) => {
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
  });
  if (answer.statusCode !== 200 && answer.statusCode !== 404) {
    failed += 1;
    console.error(`${url}: ${answer.statusCode}`);
  }
};

type Row = {
  urls: number;
  rss: number;
  heap: number;
  entries: number;
  bytes?: number;
  s: number;
  cleared?: true;
};
const rows: Row[] = [];
const started = Date.now();
const measure = (urls: number) => {
  collect();
  collect();
  const { rss, heapUsed } = process.memoryUsage();
  rows.push({
    urls,
    rss,
    heap: heapUsed,
    entries: cache.size,
    // absent on a cache without a byte estimate (the one before issue 20)
    bytes: (cache as { bytes?: number }).bytes,
    s: (Date.now() - started) / 1000,
  });
};

try {
  // The real pages once, so the renderer's code and texts are loaded before the baseline.
  const newest = await app.inject({
    method: 'GET',
    url: '/api/rentingProperty/renting',
    headers: { 'x-api-key': config.apiKey },
  });
  const listing = (newest.json() as { data: Array<{ _id: string }> }).data;
  for (const url of ['/', '/properties/homes', `/default/${listing[0]?._id}`, '/no-such-page'])
    await visit(url);
  measure(0);
  let next = 0;
  const worker = async () => {
    while (next < URLS) {
      const i = next++;
      await visit(junkUrl(i));
      if ((i + 1) % EVERY === 0 && i + 1 < URLS) measure(i + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  measure(URLS);
  // What the cache itself held: the heap once it is emptied.
  cache.clear();
  measure(URLS);
  rows.at(-1)!.cleared = true;
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const mb = (bytes: number) => (bytes / MB).toFixed(1).padStart(7);
console.log(
  `\n${URLS} junk addresses${KINDS === 1 ? ' (/?q=N only)' : ''}, ${CONCURRENCY} at a time; PUBLIC_CACHE_MB=${config.publicCacheMb}, ` +
    `LIST_CACHE_SECONDS=${config.listCacheSeconds}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
);
console.log('   URLs   RSS MB  heap MB  entries  cache MB (est.)  seconds');
for (const row of rows)
  console.log(
    `${row.cleared ? 'cleared' : String(row.urls).padStart(7)}  ${mb(row.rss)}  ${mb(row.heap)}  ${String(row.entries).padStart(7)}  ` +
      `${row.bytes === undefined ? '              -' : mb(row.bytes).padStart(15)}  ${row.s.toFixed(1).padStart(7)}`,
  );
const last = rows.at(-2)!;
const growth = last.heap - rows[0]!.heap;
const bound = (config.publicCacheMb + HEADROOM_MB) * MB;
console.log(
  `\nheapUsed grew ${(growth / MB).toFixed(1)} MB (bound: PUBLIC_CACHE_MB + ${HEADROOM_MB} = ` +
    `${(bound / MB).toFixed(0)} MB); RSS grew ${((last.rss - rows[0]!.rss) / MB).toFixed(1)} MB; ` +
    `the cache held ${((last.heap - rows.at(-1)!.heap) / MB).toFixed(1)} MB of the heap`,
);
if (failed > 0) console.error(`${failed} answers neither 200 nor 404`);
if (growth > bound || failed > 0) process.exit(1);
process.exit(0);
