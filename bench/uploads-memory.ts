// `npm run bench:uploads`: the server's resident memory under 16 simultaneous largest-allowed
// uploads (issue 15): each a form of 15 real JPEG photos of close to 10 MB (24 megapixels,
// under every limit), sent first by visitors with an Idempotency-Key (who must be refused
// without the server reading their 150 MB) and then by a signed-in owner adding halls (whose
// pictures are streamed to disk, checked and encoded, 240 in all).
//
// The server is the production start (apps/server/src/main.ts, NODE_ENV=production, mail to a
// local SMTP receiver for the sign-in code) in a child process; its RSS is read from
// /proc/<pid>/status every SAMPLE_MS (50) ms. Each phase reports the RSS before it (baseline),
// the highest sample while it runs and for SETTLE_SECONDS (5) after (peak), and the RSS at the
// end of that wait (after). Exits 1 when the visitors' growth (peak - baseline) reaches
// ANON_LIMIT_MB (50), the signed-in growth reaches SIGNED_LIMIT_MB (300), or an answer is not
// the expected 401 or 200.
//
//   npm run bench:uploads
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:uploads
//
// Knobs: UPLOADS (16 at once), FILES (15 a form), PHASES (`visitors,signed`; one alone measures
// it on a fresh server), SETTLE_SECONDS, ANON_LIMIT_MB, SIGNED_LIMIT_MB, DATABASE_URL (set: a
// scratch database on that server, dropped after; unset: embedded PGlite in the server process,
// as `npm start`). The photos are made once and kept in the OS temporary folder. Linux only
// (/proc).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort } from '../apps/server/test/support/free-port';

const UPLOADS = Number(process.env.UPLOADS ?? 16);
const FILES = Number(process.env.FILES ?? 15);
const ANON_LIMIT_MB = Number(process.env.ANON_LIMIT_MB ?? 50);
const SIGNED_LIMIT_MB = Number(process.env.SIGNED_LIMIT_MB ?? 300);
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 5);
const PHASES = (process.env.PHASES ?? 'visitors,signed').split(',');
const SAMPLE_MS = 50;
/** Largest photo made: under the 10 MiB file limit with room to spare. */
const MAX_PHOTO_BYTES = 10_000_000;
const PHOTO = { width: 6000, height: 4000 };

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const API_KEY = 'bench-uploads-api-key';
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------
// the photos: a 24 MP scene with detail at every scale (a random texture drawn at a quarter of
// the size and enlarged, so the display size keeps detail as a real photo's does, plus
// sensor-like noise), at the highest JPEG quality that stays under MAX_PHOTO_BYTES (about 9.5
// MB); made once, kept between runs

async function makePhotos(): Promise<string[]> {
  const dir = path.join(os.tmpdir(), 'rentals-bench-uploads-v2');
  fs.mkdirSync(dir, { recursive: true });
  const files = Array.from({ length: FILES }, (_, i) => path.join(dir, `photo-${i}.jpg`));
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length === 0) return files;
  console.log(`making ${missing.length} photos of ${PHOTO.width} x ${PHOTO.height} in ${dir}`);
  const { width, height } = PHOTO;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <rect y="${height * 0.6}" width="100%" height="${height * 0.4}" fill="#c2410c"/>
    <rect x="${width * 0.25}" y="${height * 0.3}" width="${width * 0.5}" height="${height * 0.35}" fill="#f5f5f4"/>
  </svg>`;
  const scene = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (const file of missing) {
    let state = files.indexOf(file) * 2654435761 + 1;
    const random = () => (state = (state * 1103515245 + 12345) >>> 0) >>> 24;
    const small = { width: width / 4, height: height / 4, channels: 3 as const };
    const texture = await sharp(
      Buffer.from(Array.from({ length: small.width * small.height * 3 }, random)),
      { raw: small },
    )
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const data = Buffer.from(scene.data);
    for (let i = 0; i < data.length; i++) {
      data[i] = Math.max(
        0,
        Math.min(255, (data[i]! >> 1) + (texture[i]! >> 1) + (random() % 40) - 20),
      );
    }
    for (let quality = 95; ; quality--) {
      const jpeg = await sharp(data, { raw: scene.info }).jpeg({ quality }).toBuffer();
      if (jpeg.length <= MAX_PHOTO_BYTES) {
        fs.writeFileSync(file, jpeg);
        break;
      }
    }
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// the server and its memory

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`the server (pid ${pid}) has exited`);
  return Number(kb) * 1024;
}

/** Samples a process's RSS until stopped; `since(mark)` gives the samples from that mark on. */
function sampler(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    try {
      samples.push(rssOf(pid));
    } catch {
      clearInterval(timer);
    }
  }, SAMPLE_MS);
  return {
    mark: () => samples.length,
    since: (mark: number) => samples.slice(mark),
    now: () => rssOf(pid),
    stop: () => clearInterval(timer),
  };
}

// ---------------------------------------------------------------------------------------------
// the client: a multipart form streamed from the photo files, never whole in this process

type Answer = { status: number; body: string };

function sendForm(
  base: URL,
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: string[],
): Promise<Answer> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: (Buffer | string)[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  files.forEach((file, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const length = parts.reduce(
    (sum, part) => sum + (typeof part === 'string' ? fs.statSync(part).size : part.length),
    0,
  );
  const req = http.request({
    host: base.hostname,
    port: base.port,
    method: 'POST',
    path: url,
    headers: {
      ...headers,
      'x-api-key': API_KEY,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
  });
  let answered = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') });
        // A refusal before the body is read: the rest need not be sent.
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
  });
  void (async () => {
    for (const part of parts) {
      const chunks = typeof part === 'string' ? fs.createReadStream(part) : [part];
      for await (const chunk of chunks) {
        if (answered || req.destroyed) return;
        if (!req.write(chunk)) await once(req, 'drain');
      }
    }
    req.end();
  })().catch(() => {});
  return answer;
}

const hallFields = (owner: string): Record<string, string> => ({
  owner,
  name: 'Hoolka Xamar',
  capacity_seated: '400',
  capacity_banquet: '300',
  min_attendees_required: '50',
  day_min_attendees: JSON.stringify([{ day: 'Friday', min_attendees: 100 }]),
  deposit: '200',
  hourly_rate: '80',
  multiRentalAllowed: 'false',
  max_rent_per_day: '1',
  location: JSON.stringify({ region: 'Benaadir', district: 'Hodan' }),
  description: 'Hool weyn oo aroosyada loogu talagalay.',
  food: JSON.stringify([{ package: 'Bariis, hilib ari', price: 12, daysBasedPrice: [] }]),
  cake: JSON.stringify([{ name: 'Keeg weyn', price: 90 }]),
  facilities: JSON.stringify({
    HVAC: ['Air conditioning', 'Ceiling fan'],
    Services: ['Backup generator', 'Water tank'],
    'Home safety': ['Security guard', 'Perimeter wall'],
  }),
});

// ---------------------------------------------------------------------------------------------

type Phase = {
  name: string;
  limitMb: number;
  baseline: number;
  peak: number;
  after: number;
  seconds: number;
};

async function main() {
  if (process.platform !== 'linux') throw new Error('bench:uploads reads /proc: Linux only');
  const photos = await makePhotos();
  const sizes = photos.map((p) => fs.statSync(p).size);
  console.log(
    `${UPLOADS} uploads at once, each ${photos.length} photos of ${(Math.min(...sizes) / MB).toFixed(2)} to ${(Math.max(...sizes) / MB).toFixed(2)} MB (${mb(sizes.reduce((a, b) => a + b, 0))} a form)`,
  );

  const { startMailbox } = await import('../apps/server/test/support/mailbox');
  const mailbox = await startMailbox();
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  if (process.env.DATABASE_URL) {
    const { createScratchDatabase } = await import('../apps/server/test/support/postgres');
    scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_uploads');
  }
  const port = await freePort();
  const base = new URL(`http://127.0.0.1:${port}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-uploads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      DEMO_DATA: '0',
      API_KEY,
      SMTP_URL: mailbox.url,
      PUBLIC_URL: base.origin,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) console.log(`the server exited on its own: code ${code}, signal ${signal}`);
      resolve();
    }),
  );
  const failures: string[] = [];
  let memory: ReturnType<typeof sampler> | undefined;
  try {
    for (const deadline = Date.now() + 120_000; ; await sleep(200)) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
      const ok = await fetch(`${base.origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
    }

    // The owner signs in as a person does: a code by e-mail.
    const email = 'owner@bench-uploads.example.so';
    const api = (url: string, body: object) =>
      fetch(`${base.origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify(body),
      });
    await api('/api/users/signup', { name: 'Bench Owner', email });
    const signedIn = await api('/api/users/varify-login-otp', {
      otp: await mailbox.codeFor(email, 15_000),
      userEmail: email,
      type: 'signup',
    });
    const cookie = /(__Host-sid=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    const ownerId = ((await signedIn.json()) as { data: { _id: string } }).data?._id;
    if (!cookie || !ownerId) throw new Error(`sign-in failed: ${signedIn.status}`);

    const samples = sampler(child.pid!);
    memory = samples;
    const phases: Phase[] = [];
    const run = async (
      name: string,
      expected: number,
      limitMb: number,
      headers: (i: number) => Record<string, string>,
    ) => {
      await sleep(SETTLE_SECONDS * 1000);
      const settled = samples.since(samples.mark() - Math.round(1000 / SAMPLE_MS));
      const baseline = settled.reduce((a, b) => a + b, 0) / settled.length;
      const mark = samples.mark();
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: UPLOADS }, (_, i) =>
          sendForm(base, '/api/hallProperty/add', headers(i), hallFields(ownerId), photos).catch(
            (err: Error): Answer => ({ status: 0, body: err.message }),
          ),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      await sleep(SETTLE_SECONDS * 1000);
      const peak = Math.max(...samples.since(mark));
      phases.push({ name, limitMb, baseline, peak, after: samples.now(), seconds });
      const wrong = answers.filter((a) => a.status !== expected);
      if (wrong.length)
        failures.push(
          `${name}: ${wrong.length} of ${UPLOADS} answered otherwise than ${expected}, e.g. ${wrong[0]!.status} ${wrong[0]!.body.slice(0, 200)}`,
        );
    };

    console.log(`load average before: ${load()}`);
    if (PHASES.includes('visitors'))
      await run('visitors, Idempotency-Key (401)', 401, ANON_LIMIT_MB, (i) => ({
        'idempotency-key': `visitor-${i}`,
      }));
    if (PHASES.includes('signed'))
      await run('signed in, new halls (200)', 200, SIGNED_LIMIT_MB, (i) => ({
        cookie,
        'idempotency-key': `owner-${i}`,
      }));
    samples.stop();
    console.log(`load average after: ${load()}`);

    console.log('\n| phase | baseline | peak | growth | after | limit | time |');
    console.log('|---|---|---|---|---|---|---|');
    for (const p of phases) {
      const growth = p.peak - p.baseline;
      console.log(
        `| ${p.name} | ${mb(p.baseline)} | ${mb(p.peak)} | ${mb(growth)} | ${mb(p.after)} | < ${p.limitMb} MB | ${p.seconds.toFixed(1)} s |`,
      );
      if (growth >= p.limitMb * MB)
        failures.push(`${p.name}: RSS grew ${mb(growth)}, the limit is ${p.limitMb} MB`);
    }
  } finally {
    memory?.stop();
    if (child.exitCode === null) {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
    }
    await mailbox.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\nFAILED:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log('\nwithin the limits');
}

await main();
