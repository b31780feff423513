import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed/demo-users';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-demo-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The embedded default: a new data folder starts with the demo marketplace, once.
describe('demo data on the embedded database', () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'none'),
  });

  it('loads demo users into a new data folder, and keeps the data across restarts without loading twice', async () => {
    const first = await buildApp(config);
    const emails = (await first.deps.db.select().from(users)).map((u) => u.email).sort();
    expect(emails).toEqual(
      Object.values(DEMO_USERS)
        .map((u) => u.email)
        .sort(),
    );
    await first.close();

    const second = await buildApp(config);
    expect(await second.deps.db.select().from(users)).toHaveLength(emails.length);
    await second.close();
    // Drawing the demo pictures takes a while on a busy 2-core machine.
  }, 120_000);
});

// A public server must never open with the demo accounts (the demo admin among them).
describe('demo data in production', () => {
  const production = (extra: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'production',
      API_KEY: 'a-production-key',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://rentals.example.so',
      DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'prod-')),
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'none'),
      ...extra,
    });

  it('starts a new embedded database empty unless DEMO_DATA=1 is set', async () => {
    const empty = await buildApp(production());
    expect(await empty.deps.db.select().from(users)).toEqual([]);
    await empty.close();
    // DEMO_DATA=1 asks for it explicitly: the same loading as the first test above (not repeated
    // here, drawing the demo pictures is the slowest start there is).
    expect(production({ DEMO_DATA: '1' }).demoData).toBe(true);
  }, 120_000);
});
