// `npm run bench:realtime`: how many idle sockets one server process holds, and how fast a
// notification fanned out to many users arrives (issue 8 item 7).
//
// Three kinds of process, all this file: the orchestrator (no argument) forks the server (the
// real app from buildApp, with --expose-gc so heap figures are after a full collection) and
// CLIENT_PROCS client processes that open the sockets, websocket transport and session cookie
// as the web client does. The server's heap is measured before any socket and again with all
// of them connected; then the server emits one live event to each of FANOUT_USERS users, ROUNDS
// times, and every receiving socket notes the time from emit to arrival (the processes share
// the machine's clock).
//
// Knobs: SOCKETS (10000), FANOUT_USERS (1000), ROUNDS (20), CLIENT_PROCS (2), HOLD_SECONDS (30:
// idle time, past one socket.io ping cycle, before the held count is checked), DATABASE_URL (a
// scratch database on that server, dropped after; unset: embedded PGlite in a temporary
// folder), REDIS_URL (set: events go through the Redis stream relay, as with several
// instances), HEAP_SNAPSHOT_DIR (set: the server writes a heap snapshot at each measure, to
// see what a socket costs). Targets: the whole process's heap with all sockets connected
// (heapUsed after gc, the app itself included) at most HEAP_LIMIT_MB (120), fan-out p99 at
// most P99_LIMIT_MS (100), every socket still connected after the idle hold (past a ping
// cycle). Exits 1 when one is missed. The heap the sockets alone take is printed too.
//
//   npm run bench:realtime
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:realtime
import { fork, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const FANOUT_USERS = Number(process.env.FANOUT_USERS ?? 1_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const CLIENT_PROCS = Number(process.env.CLIENT_PROCS ?? 2);
const HOLD_SECONDS = Number(process.env.HOLD_SECONDS ?? 30);
const HEAP_LIMIT_MB = Number(process.env.HEAP_LIMIT_MB ?? 120);
const P99_LIMIT_MS = Number(process.env.P99_LIMIT_MS ?? 100);
const CONNECT_CONCURRENCY = 200;

const self = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Memory = { heapUsed: number; heapTotal: number; rss: number; external: number };
type Msg =
  | { kind: 'ready'; url: string; users: { id: string; token: string }[] }
  | { kind: 'memory'; memory: Memory }
  | { kind: 'fanned'; round: number; emitMs: number; cpuMs: number }
  | { kind: 'connected'; count: number; failed: number; ms: number }
  | { kind: 'latencies'; latencies: number[][]; connected: number; disconnects: number }
  | { kind: 'measure' }
  | { kind: 'fanout'; round: number; users: number }
  | { kind: 'connect'; url: string; tokens: string[] }
  | { kind: 'report' }
  | { kind: 'stop' };

/** The next message of `kind` from a child. */
function next<K extends Msg['kind']>(
  child: ChildProcess,
  kind: K,
): Promise<Extract<Msg, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: Msg) => {
      if (msg.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg as Extract<Msg, { kind: K }>);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`child exited (${code}) awaiting ${kind}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
const send = (target: ChildProcess | NodeJS.Process, msg: Msg) => target.send!(msg);

// ---------------------------------------------------------------------------------------------
// server process

async function runServer() {
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { users, authSessions } = await import('../apps/server/src/db/schema');
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the server with --expose-gc');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-rt-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_PREFIX: `bench-rt-${randomUUID()}:`,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    // Every socket comes from this machine's address: the upgrade limit is not what is measured.
    SOCKET_UPGRADES_PER_MINUTE: String(SOCKETS * 2),
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);

  // One user and one session per socket, written in bulk (only the token's hash is stored).
  const people: { id: string; token: string }[] = [];
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  for (let start = 0; start < SOCKETS; start += 1000) {
    const count = Math.min(1000, SOCKETS - start);
    const rows = await app.deps.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Socket ${start + i}`,
          email: `socket-${start + i}@bench.example.so`,
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await app.deps.db.insert(authSessions).values(
      rows.map((row, i) => ({
        id: createHash('sha256').update(tokens[i]!).digest('hex'),
        userId: row.id,
        expiresAt,
      })),
    );
    rows.forEach((row, i) => people.push({ id: row.id, token: tokens[i]! }));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const userIds = people.map((p) => p.id);

  process.on('message', async (msg: Msg) => {
    if (msg.kind === 'measure') {
      // Several passes: sockets' buffers are freed through finalisers and weak callbacks.
      for (let i = 0; i < 4; i++) {
        gc();
        await sleep(100);
      }
      if (process.env.HEAP_SNAPSHOT_DIR)
        (await import('node:v8')).writeHeapSnapshot(
          path.join(process.env.HEAP_SNAPSHOT_DIR, `server-${Date.now()}.heapsnapshot`),
        );
      const m = process.memoryUsage();
      send(process, {
        kind: 'memory',
        memory: { heapUsed: m.heapUsed, heapTotal: m.heapTotal, rss: m.rss, external: m.external },
      });
    } else if (msg.kind === 'fanout') {
      const started = now();
      const cpu = process.cpuUsage();
      const about = `${msg.round}:${started}`;
      for (let i = 0; i < msg.users; i++)
        app.deps.realtime.toUser(userIds[i]!, { type: 'bench', about });
      // Emits may be sent at the end of the tick: the server's work is done by the next one.
      await new Promise((resolve) => setImmediate(resolve));
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      send(process, { kind: 'fanned', round: msg.round, emitMs: now() - started, cpuMs });
    } else if (msg.kind === 'stop') {
      await app.close();
      // The socket relay's stream (and any counters) stay in Redis otherwise.
      if (config.redisUrl) {
        const { Redis } = await import('ioredis');
        const redis = new Redis(config.redisUrl);
        const keys = await redis.keys(`${config.redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  // The tokens go to the orchestrator once; the server keeps only the ids it fans out to.
  send(process, { kind: 'ready', url, users: people.splice(0) });
}

// ---------------------------------------------------------------------------------------------
// client process

async function runClient() {
  const { io } = await import('socket.io-client');
  const { SOCKET_PATH, NOTIFICATION_EVENT } = await import('@rentals/shared');
  const latencies: number[][] = [];
  let connected = 0;
  let disconnects = 0;
  let held: unknown[] = [];

  process.on('message', async (msg: Msg) => {
    if (msg.kind === 'connect') {
      const started = now();
      let failed = 0;
      let nextIndex = 0;
      const open = (token: string) =>
        new Promise<void>((resolve) => {
          const socket = io(msg.url, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            extraHeaders: { cookie: `sid=${token}` },
            reconnection: false,
            forceNew: true,
            timeout: 60_000,
          });
          held.push(socket);
          socket.on(NOTIFICATION_EVENT, (event: { about?: string }) => {
            const [round, sentAt] = (event.about ?? '').split(':');
            (latencies[Number(round)] ??= []).push(now() - Number(sentAt));
          });
          socket.once('connect', () => {
            connected++;
            socket.once('disconnect', () => {
              connected--;
              disconnects++;
            });
            resolve();
          });
          socket.once('connect_error', () => {
            failed++;
            resolve();
          });
        });
      await Promise.all(
        Array.from({ length: CONNECT_CONCURRENCY }, async () => {
          while (nextIndex < msg.tokens.length) await open(msg.tokens[nextIndex++]!);
        }),
      );
      send(process, { kind: 'connected', count: connected, failed, ms: now() - started });
    } else if (msg.kind === 'report') {
      send(process, { kind: 'latencies', latencies, connected, disconnects });
    } else if (msg.kind === 'stop') {
      for (const socket of held as { disconnect(): void }[]) socket.disconnect();
      held = [];
      process.exit(0);
    }
  });
  send(process, { kind: 'ready', url: '', users: [] });
}

// ---------------------------------------------------------------------------------------------
// orchestrator

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

async function orchestrate() {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  const perClient = Math.ceil(SOCKETS / CLIENT_PROCS);
  if (Number.isFinite(limit) && limit < SOCKETS + 200)
    throw new Error(
      `ulimit -n is ${limit}: raise it (ulimit -n ${SOCKETS + 1000}) for ${SOCKETS} sockets`,
    );

  let scratch: { url: string; drop(): Promise<void> } | undefined;
  if (process.env.DATABASE_URL) {
    const { createScratchDatabase } = await import('../apps/server/test/support/postgres');
    scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_rt');
  }
  const execArgv = ['--import', 'tsx'];
  const server = fork(self, ['server'], {
    execArgv: [...execArgv, '--expose-gc'],
    env: { ...process.env, BENCH_DATABASE_URL: scratch?.url ?? '' },
  });
  const clients = Array.from({ length: CLIENT_PROCS }, () =>
    fork(self, ['client'], { execArgv, env: process.env }),
  );
  const stopAll = async () => {
    for (const child of [...clients, server]) if (child.connected) send(child, { kind: 'stop' });
    await Promise.all(
      [...clients, server].map((c) =>
        c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null,
      ),
    );
    await scratch?.drop();
  };

  try {
    const ready = await next(server, 'ready');
    await Promise.all(clients.map((c) => next(c, 'ready')));
    const tokens = ready.users.map((u) => u.token);
    console.log(
      `realtime capacity: ${SOCKETS} sockets over ${CLIENT_PROCS} client processes, fan-out to ${FANOUT_USERS} users x ${ROUNDS} rounds, ` +
        `${scratch ? 'PostgreSQL' : 'PGlite'}${process.env.REDIS_URL ? ' + Redis stream relay' : ', no Redis'}`,
    );

    send(server, { kind: 'measure' });
    const before = await next(server, 'memory');

    // Fan-out targets (the first FANOUT_USERS tokens) are spread over the client processes.
    const shares: string[][] = clients.map(() => []);
    tokens.forEach((token, i) => shares[i % CLIENT_PROCS]!.push(token));
    const connecting = clients.map((c, i) => {
      send(c, { kind: 'connect', url: ready.url, tokens: shares[i]! });
      return next(c, 'connected');
    });
    const results = await Promise.all(connecting);
    const connected = results.reduce((n, r) => n + r.count, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    const connectMs = Math.max(...results.map((r) => r.ms));
    console.log(
      `  connected ${connected}/${SOCKETS} (${failed} refused) in ${(connectMs / 1000).toFixed(1)} s (${perClient} per client process)`,
    );

    await sleep(3000);
    send(server, { kind: 'measure' });
    const after = await next(server, 'memory');

    const emitTimes: number[] = [];
    const emitCpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      send(server, { kind: 'fanout', round, users: FANOUT_USERS });
      const fanned = await next(server, 'fanned');
      emitTimes.push(fanned.emitMs);
      emitCpu.push(fanned.cpuMs);
      await sleep(500);
    }
    const waited = 3000 + ROUNDS * 500;
    await sleep(Math.max(0, HOLD_SECONDS * 1000 - waited));
    const reports = await Promise.all(
      clients.map((c) => {
        send(c, { kind: 'report' });
        return next(c, 'latencies');
      }),
    );
    const held = reports.reduce((n, r) => n + r.connected, 0);
    const dropped = reports.reduce((n, r) => n + r.disconnects, 0);
    const all: number[] = [];
    let missing = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const got = reports.flatMap((r) => r.latencies[round] ?? []);
      missing += FANOUT_USERS - got.length;
      all.push(...got);
    }
    all.sort((x, y) => x - y);
    const emitSorted = [...emitTimes].sort((x, y) => x - y);
    const cpuSorted = [...emitCpu].sort((x, y) => x - y);

    const heapAfter = after.memory.heapUsed;
    const heapGrowth = after.memory.heapUsed - before.memory.heapUsed;
    console.log('');
    console.log('| measure | value |');
    console.log('|---|---|');
    console.log(`| heapUsed before sockets (after gc) | ${mb(before.memory.heapUsed)} |`);
    console.log(`| heapUsed with ${connected} sockets (after gc) | ${mb(heapAfter)} |`);
    console.log(
      `| heap growth for the sockets | ${mb(heapGrowth)} (${(heapGrowth / Math.max(1, connected) / 1024).toFixed(1)} KB per socket) |`,
    );
    console.log(
      `| RSS before / with sockets | ${mb(before.memory.rss)} / ${mb(after.memory.rss)} |`,
    );
    console.log(
      `| sockets still connected after ${HOLD_SECONDS} s idle | ${held} (${dropped} dropped) |`,
    );
    console.log(
      `| fan-out: events received / expected | ${all.length} / ${FANOUT_USERS * ROUNDS} |`,
    );
    console.log(
      `| server time to emit to ${FANOUT_USERS} users p50 / max | ${ms(percentile(emitSorted, 50))} / ${ms(emitSorted.at(-1) ?? NaN)} |`,
    );
    console.log(
      `| server CPU time to emit to ${FANOUT_USERS} users p50 / max (load-independent) | ${ms(percentile(cpuSorted, 50))} / ${ms(cpuSorted.at(-1) ?? NaN)} |`,
    );
    console.log(
      `| send-to-receive p50 / p95 / p99 / max | ${ms(percentile(all, 50))} / ${ms(percentile(all, 95))} / ${ms(percentile(all, 99))} / ${ms(all.at(-1) ?? NaN)} |`,
    );
    console.log('');

    const failures: string[] = [];
    if (connected < SOCKETS) failures.push(`only ${connected} of ${SOCKETS} sockets connected`);
    if (held < connected) failures.push(`${connected - held} sockets dropped while idle`);
    if (heapAfter > HEAP_LIMIT_MB * MB)
      failures.push(`process heap with the sockets ${mb(heapAfter)} > ${HEAP_LIMIT_MB} MB`);
    if (missing > 0) failures.push(`${missing} fan-out events never arrived`);
    if (!(percentile(all, 99) <= P99_LIMIT_MS))
      failures.push(`fan-out p99 ${ms(percentile(all, 99))} > ${P99_LIMIT_MS} ms`);
    if (failures.length) {
      console.log(`FAIL: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `PASS: one process holds ${SOCKETS} sockets within ${HEAP_LIMIT_MB} MB of heap, fan-out p99 <= ${P99_LIMIT_MS} ms`,
      );
    }
  } finally {
    await stopAll();
  }
}

const role = process.argv[2];
if (role === 'server') await runServer();
else if (role === 'client') await runClient();
else await orchestrate();
