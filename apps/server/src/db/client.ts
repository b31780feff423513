import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../server-root';
import { pgliteListen, postgresListen, type Listen } from './listen';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function accepts: the database or a transaction inside it. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  /**
   * The same database through connections that plan each named statement once and keep that
   * plan (plan_cache_mode=force_generic_plan): for statements written so that one plan serves
   * every value (modules/search/plans.ts). PGlite: the same object as `db`.
   */
  planOnce: Db;
  kind: 'pglite' | 'postgres';
  /** true when this start created the embedded database (demo data goes in then) */
  created: boolean;
  /** LISTEN on a channel: what the database's triggers NOTIFY (db/listen.ts) */
  listen: Listen;
  close(): Promise<void>;
};

const migrationsFolder = path.join(serverRoot, 'drizzle');
/** Serialises migrations when several instances start on one PostgreSQL. */
const MIGRATION_LOCK = 72_817_001;

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given,
 * otherwise embedded PGlite in `<dataDir>/db` ('memory://' keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  memory?: boolean;
  /** a new embedded database starts as this dump (PGlite's dumpDataDir) instead of empty */
  dump?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // Hot reads are named prepared statements (db/prepared.ts): parsed once per connection, but
      // planned for each call's values. After five calls PostgreSQL would otherwise keep one
      // generic plan, blind to the values, and a filter's generic plan read whole index ranges
      // (issue 20: 'House, 4 to 10 rooms' fell from 677 to 64 requests a second).
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // Planning a search page took two thirds of its statement's time (issue 35); the statements
    // written to have one right plan skip it here. No parallel workers: a plan made without the
    // LIMIT's value expects many rows and would start workers (80 ms) to read 25.
    const planOncePool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
    });
    // An idle connection the server drops (restart, failover, an admin's terminate) is removed
    // from the pool and the next query opens a new one; unhandled, its error would end the process.
    pool.on('error', () => {});
    planOncePool.on('error', () => {});
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      planOnce: drizzlePg(planOncePool, { schema }) as unknown as Db,
      kind: 'postgres',
      created: false,
      listen: postgresListen(opts.databaseUrl),
      close: async () => {
        await Promise.all([pool.end(), planOncePool.end()]);
      },
    };
  }
  const dir = path.join(opts.dataDir, 'db');
  const created = opts.memory ? true : !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!opts.memory) fs.mkdirSync(dir, { recursive: true });
  // btree_gist: hotel reservations are guarded by an exclusion constraint (address =, dates &&);
  // pg_trgm: search corrects a misspelt word to the listings' nearest words (issue 35).
  const client = new PGlite(opts.memory ? 'memory://' : dir, {
    extensions: { btree_gist, pg_trgm },
    ...(created && opts.dump ? { loadDataDir: opts.dump } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    planOnce: db as unknown as Db,
    kind: 'pglite',
    created,
    listen: pgliteListen(client),
    close: () => client.close(),
  };
}
