import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { authSessions, users } from '../../src/db/schema';
import { apiClient, startTestApp, type TestApp } from '../support/app';
import { createSignedInUser } from '../support/factories';
import { createScratchDatabase } from '../support/postgres';
import { templateName } from '../support/template';

/*
 * Issue 38: each instance keeps the sessions it has seen in memory, so a signed-in request no
 * longer waits for a session lookup. What a person must never see because of it: a change to
 * their account that does not show, or a session that still works after it was ended.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const WHO = '/api/users/login/authorization';

/** Asks until `check` holds, for up to two seconds: a change another process made arrives by NOTIFY. */
async function soon(check: () => Promise<boolean>, ms = 2_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('sessions kept in memory, on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const useOften = async (cookie: string) => {
    for (let i = 0; i < 3; i++) expect((await t.get(WHO, cookie)).statusCode).toBe(200);
  };

  it('shows a profile change on the very next call, after the session was used', async () => {
    const amina = await createSignedInUser(t.app.deps.db, { name: 'Aamina' });
    await useOften(amina.cookie);
    const res = await t.post(
      '/api/users/update',
      { id: amina.user.id, data: { name: 'Aamina Yuusuf', district: 'Hodan' } },
      amina.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect((await t.get(WHO, amina.cookie)).json().data).toMatchObject({
      name: 'Aamina Yuusuf',
      district: 'Hodan',
    });
  });

  it('refuses the cookie on the very next call after signing out', async () => {
    const bashir = await createSignedInUser(t.app.deps.db);
    await useOften(bashir.cookie);
    expect((await t.get('/api/users/logout', bashir.cookie)).json().data).toBe('success');
    expect((await t.get(WHO, bashir.cookie)).statusCode).toBe(401);
  });

  it('hears a change made outside the server: a role, a name, an ended session', async () => {
    const cumar = await createSignedInUser(t.app.deps.db, { name: 'Cumar' });
    await useOften(cumar.cookie);
    // As the admin command or a hand-written statement would: not through the server's code.
    await t.app.deps.db.execute(
      sql`update users set account_type = 'admin', name = 'Cumar Xasan' where id = ${cumar.user.id}`,
    );
    expect(
      await soon(async () => {
        const me = (await t.get(WHO, cumar.cookie)).json().data;
        return me.account_type === 'admin' && me.name === 'Cumar Xasan';
      }),
    ).toBe(true);
    await t.app.deps.db.delete(authSessions).where(eq(authSessions.userId, cumar.user.id));
    expect(await soon(async () => (await t.get(WHO, cumar.cookie)).statusCode === 401)).toBe(true);
  });

  it('keeps a change that rolled back out: the account reads as it is', async () => {
    const dahir = await createSignedInUser(t.app.deps.db, { name: 'Daahir' });
    await useOften(dahir.cookie);
    await t.app.deps.db
      .transaction(async (tx) => {
        await tx.update(users).set({ name: 'Never' }).where(eq(users.id, dahir.user.id));
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await t.get(WHO, dahir.cookie)).json().data.name).toBe('Daahir');
  });
});

/*
 * Two instances on one PostgreSQL database, as production runs them behind a load balancer: a
 * session ended on one must stop working on the other, and an instance that cannot hear the
 * changes (its listening connection cut) must not keep anything meanwhile.
 */
describe.skipIf(!DATABASE_URL)('sessions kept in memory, on two instances', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  let admin: pg.Client;
  /** on the server's own database: a database cannot refuse connections from inside itself */
  let server: pg.Client;

  async function instance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-sessions-'));
    dirs.push(dataDir);
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
    databases.push(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      WEB_SSR_ENTRY: path.join(dataDir, 'no-renderer.js'),
    });
    const app = await buildApp(config, { database });
    apps.push(app);
    return { app, ...apiClient(app) };
  }
  const listenerPids = async () =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      )
    ).rows.map((r) => r.pid);

  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_URL!, 't', templateName());
    a = await instance();
    b = await instance();
    admin = new pg.Client({ connectionString: scratch.url });
    server = new pg.Client({ connectionString: DATABASE_URL });
    await Promise.all([admin.connect(), server.connect()]);
  });
  afterAll(async () => {
    await admin?.end();
    await server?.end();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a session it has seen from memory, not from the database', async () => {
    const idil = await createSignedInUser(a.app.deps.db);
    expect((await b.get(WHO, idil.cookie)).statusCode).toBe(200);
    // Removed with the triggers off (replica mode): no instance hears it, so only a session
    // kept in memory still answers; every other change in these tests is heard.
    await admin.query('begin');
    await admin.query(`set local session_replication_role = replica`);
    await admin.query('delete from auth_sessions where user_id = $1', [idil.user.id]);
    await admin.query('commit');
    expect((await b.get(WHO, idil.cookie)).statusCode).toBe(200);
    expect((await a.get(WHO, idil.cookie)).statusCode).toBe(401);
  });

  it('a session ended by another process stops working on both instances within a moment', async () => {
    // Both instances are in this one process here, so the change comes from outside it (as from
    // another instance's process, or the admin command): each must hear it on its own.
    const hodan = await createSignedInUser(a.app.deps.db);
    for (const at of [a, b, a, b]) expect((await at.get(WHO, hodan.cookie)).statusCode).toBe(200);
    await admin.query('delete from auth_sessions where user_id = $1', [hodan.user.id]);
    for (const at of [a, b])
      expect(await soon(async () => (await at.get(WHO, hodan.cookie)).statusCode === 401)).toBe(
        true,
      );
  });

  it('keeps nothing while it cannot hear the changes, and keeps again once it hears', async () => {
    const xawa = await createSignedInUser(a.app.deps.db);
    for (let i = 0; i < 3; i++) expect((await b.get(WHO, xawa.cookie)).statusCode).toBe(200);
    expect(await listenerPids()).toHaveLength(2);
    // Cut both instances' listening connections and keep new ones out for a while.
    await server.query(
      `alter database ${pg.escapeIdentifier(new URL(scratch.url).pathname.slice(1))} allow_connections false`,
    );
    try {
      for (const pid of await listenerPids())
        await admin.query('select pg_terminate_backend($1)', [pid]);
      expect(await soon(async () => (await listenerPids()).length === 0)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Ended while nobody hears: the next call must not be answered from memory.
      await admin.query('delete from auth_sessions where user_id = $1', [xawa.user.id]);
      expect((await b.get(WHO, xawa.cookie)).statusCode).toBe(401);
    } finally {
      await server.query(
        `alter database ${pg.escapeIdentifier(new URL(scratch.url).pathname.slice(1))} allow_connections true`,
      );
    }
    // Listening again (retried), the instances hear the next change.
    expect(await soon(async () => (await listenerPids()).length === 2, 6_000)).toBe(true);
    const yusuf = await createSignedInUser(a.app.deps.db);
    for (let i = 0; i < 3; i++) expect((await b.get(WHO, yusuf.cookie)).statusCode).toBe(200);
    await admin.query('delete from auth_sessions where user_id = $1', [yusuf.user.id]);
    expect(await soon(async () => (await b.get(WHO, yusuf.cookie)).statusCode === 401)).toBe(true);
  });
});
