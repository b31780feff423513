// The production server (compiled, as `npm start` runs it) on the built web app with the demo
// marketplace, for the page-weight and Lighthouse benches: started as e2e/support/global-setup.ts
// does (a temporary DATA_DIR, embedded PGlite, DEMO_DATA on), so it serves exactly what a phone
// downloads. Also finds the pages to measure from the public API: the first listing, hall and
// hotel of the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listingPath, type ListingSummary } from '@rentals/shared';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const API_KEY = 'dev-api-key';

export type WebServer = {
  base: string;
  /** the server's DATA_DIR: the demo pictures are in `uploads/` under it */
  dataDir: string;
  close: () => Promise<void>;
};

/** Starts the built app on `port` with a fresh demo marketplace; `close` stops it and cleans up. */
export async function startWebServer(port: number): Promise<WebServer> {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(index)) throw new Error(`No web build at ${index}: run \`npm run build\``);
  const server = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(server))
    throw new Error(`No server build at ${server}: run \`npm run build\``);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-web-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', server], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      API_KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { base, dataDir, close };
}

async function api<T>(base: string, route: string): Promise<T> {
  const response = await fetch(`${base}/api${route}`, { headers: { 'x-api-key': API_KEY } });
  if (!response.ok) throw new Error(`GET /api${route} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

type Summary = Pick<ListingSummary, '_id' | 'kind' | 'status' | 'pictures'>;

export type BenchPage = { name: string; path: string };

/**
 * The pages the issue names: home, a category, a property detail, a hall and a hotel, each the
 * first public one of the demo data that has pictures (so its first view is a real one).
 */
export async function benchPages(base: string): Promise<BenchPage[]> {
  const first = async (route: string) => {
    const items = await api<Summary[]>(base, route);
    const found =
      items.find((item) => item.status !== 'ad' && item.pictures.length > 0) ?? items[0];
    if (!found) throw new Error(`GET /api${route} listed nothing`);
    return listingPath(found);
  };
  const property = await first('/rentingProperty/property-category/homes');
  const hall = await first('/rentingProperty/property-category/halls');
  const hotel = await first('/rentingProperty/property-category/hotels');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/properties/homes' },
    { name: 'property detail', path: property },
    { name: 'hall', path: hall },
    { name: 'hotel', path: hotel },
  ];
}
