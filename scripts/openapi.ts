/**
 * Prints the OpenAPI document of the app, as GET /api/openapi.json serves it, without a server
 * listening or a database on disk: `tsx scripts/openapi.ts > openapi.json` (npm run lint:api).
 * The session cookie is the development one (`sid`); production names it `__Host-sid`.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    WEB_SSR_ENTRY: path.join(dataDir, 'no-renderer.js'),
  });
  const database = await openDatabase({ dataDir: '', memory: true });
  const app = await buildApp(config, { database });
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
