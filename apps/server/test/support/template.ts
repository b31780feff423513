import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { serverRoot } from '../../src/server-root';

/**
 * A migrated database made once per test run and copied for each test file, instead of running
 * every migration again per file (on 2 cores that was about 7 s of CPU a file, docs/PERFORMANCE.md):
 * PGlite gets a dump of its data directory, PostgreSQL a template database. Both are named by a
 * hash of the migrations, so a new migration makes a new template and a stale one is never used.
 */
const migrationsDir = path.join(serverRoot, 'drizzle');

const repoRoot = path.join(serverRoot, '..', '..');

let hashed: string | undefined;
/** Read once per process: with shared modules, every test file in a worker asks for it. */
function migrationsHash(): string {
  return (hashed ??= hashMigrations());
}

function hashMigrations(): string {
  const hash = createHash('sha256');
  // a dump is PGlite's own data directory: a new PGlite makes a new one
  hash.update(
    fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')),
  );
  for (const file of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'rentals-test');

/** Where the embedded database's migrated dump lives. */
export const pgliteDumpPath = () => path.join(cacheDir, `pglite-${migrationsHash()}.tar`);

/** The name of the migrated template database on a PostgreSQL server. */
export const templateName = () => `tpl_${migrationsHash()}`;

/** Writes the migrated PGlite dump unless it exists. */
export async function ensurePgliteDump(): Promise<void> {
  const file = pgliteDumpPath();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({ dataDir: '', memory: true });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file); // a reader never sees half a file
}

/** Creates the migrated template database on the server unless it exists; drops older ones. */
export async function ensureTemplateDatabase(serverUrl: string): Promise<void> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(72817002)'); // two runs at once make it once
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'tpl\\_%'",
    );
    if (rows.some((r) => r.datname === name)) return;
    // older runs' templates go, unless a run is copying one right now
    for (const old of rows)
      await admin.query(`drop database if exists ${old.datname}`).catch(() => {});
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await database.close();
  } catch (error) {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    throw error;
  } finally {
    await admin.query('select pg_advisory_unlock(72817002)').catch(() => {});
    await admin.end();
  }
}
