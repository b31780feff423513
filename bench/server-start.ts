// `npm run bench:start`: how long the server takes to start and how much memory it holds once
// started, run through tsx from the TypeScript sources (as `npm start` did, and `npm run dev`
// still does) against the compiled bundle `npm run build` writes (apps/server/dist/main.js, what
// `npm start` runs), with and without --enable-source-maps.
//
// Each start is a restart on one embedded database made once with the demo data (a deploy's
// case: migrations already applied), with the web build. Start time is from spawn until
// /api/health answers; then, after a garbage collection, the process reports its
// process.memoryUsage() (heap used, RSS) through a probe module loaded with --import. Each
// variant runs RUNS (3) times, interleaved, after one unmeasured start each (tsx fills its disk
// cache then); the table gives medians. Knobs: RUNS.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/support/free-port';

const RUNS = Number(process.env.RUNS ?? 3);
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const bundle = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(bundle)) throw new Error(`No server build at ${bundle}: run \`npm run build\``);

const variants = [
  { name: 'tsx src/main.ts', args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
  { name: 'node dist/main.js', args: [bundle] },
  { name: 'node --enable-source-maps dist/main.js', args: ['--enable-source-maps', bundle] },
];

type Sample = { ms: number; heapUsed: number; rss: number };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-start-'));
const dataDir = path.join(work, 'data');
// Answers the parent's 'memory' message with the figures after a full collection.
const probe = path.join(work, 'probe.mjs');
fs.writeFileSync(
  probe,
  `process.on('message', (m) => { if (m === 'memory') { globalThis.gc(); process.send(process.memoryUsage()); } });\n`,
);

async function start(args: string[], demo = false): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, ...args], {
    cwd: root,
    // Only what the run needs: no DATABASE_URL, Redis or bucket from the environment.
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: demo ? '1' : '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 300_000) throw new Error('not healthy in 300 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    const memory = new Promise<NodeJS.MemoryUsage>((resolve) => child.once('message', resolve));
    child.send('memory');
    const { heapUsed, rss } = await memory;
    return { ms, heapUsed, rss };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

try {
  console.log('making the demo database once...');
  // The first start of a new embedded database loads the demo marketplace: `npm start`'s first
  // wait on a fresh machine (measured here, not in a timed test).
  const first = await start([bundle], true);
  console.log(`first start, loading the demo data: ${(first.ms / 1000).toFixed(2)} s`);
  const samples = new Map<string, Sample[]>(variants.map((v) => [v.name, []]));
  for (const variant of variants) await start(variant.args);
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of variants) {
      const sample = await start(variant.args);
      samples.get(variant.name)!.push(sample);
      console.log(
        `${variant.name}: ${(sample.ms / 1000).toFixed(2)} s, heap ${mb(sample.heapUsed)} MB, RSS ${mb(sample.rss)} MB`,
      );
    }
  }
  console.log(
    `\nmedians of ${RUNS} starts; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| server | start until /api/health | heap used | RSS |');
  console.log('|---|---:|---:|---:|');
  for (const variant of variants) {
    const runs = samples.get(variant.name)!;
    const cell = (pick: (s: Sample) => number) => median(runs.map(pick));
    console.log(
      `| ${variant.name} | ${(cell((s) => s.ms) / 1000).toFixed(2)} s | ${mb(cell((s) => s.heapUsed))} MB | ${mb(cell((s) => s.rss))} MB |`,
    );
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
