import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { IDEMPOTENT_PATHS } from '@rentals/shared';
import { idempotencyKeys, reports, rentingProperties } from '../../src/db/schema';
import type { Deps } from '../../src/deps';
import { registerAuthentication } from '../../src/http/authentication';
import { registerErrorHandler } from '../../src/http/error-handler';
import { canonicalJson, registerIdempotency } from '../../src/http/idempotency';
import { SESSION_COOKIE } from '../../src/http/session-cookie';
import { userFromSessionToken } from '../../src/modules/auth/sessions';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, photoJpeg, SIX_FACILITIES } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { routeTable } from '../support/route-catalogue';

/*
 * Idempotency-Key on creating calls: a retry answers the first result without running again,
 * the same key with another request is refused, a key in flight answers 409, 5xx is not kept.
 */

let t: TestApp;
const db = () => t.app.deps.db;
type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let idil: Signed;
let omar: Signed;
let photos: Buffer[];

beforeAll(async () => {
  // Reports are the creating call these tests repeat most: more than a person's hourly allowance.
  t = await startTestApp({ REPORTS_PER_HOUR: '1000' });
  idil = await createSignedInUser(db(), { name: 'Ilhaan Xuseen' });
  omar = await createSignedInUser(db(), { name: 'Cumar Siyaad' });
  photos = await Promise.all([1, 2].map((seed) => photoJpeg({ seed, width: 400, height: 300 })));
});
afterAll(() => t.close());

const report = (who: Signed, description = 'Sawirada guriga ma furmayaan') => ({
  from: who.user.id,
  description,
  type: 'Cilad',
});
const postWithKey = (url: string, payload: object, who: Signed | undefined, key?: string) =>
  t.send({
    method: 'POST',
    url,
    payload,
    cookie: who?.cookie,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const reportsOf = (who: Signed) =>
  db().select().from(reports).where(eq(reports.fromUserId, who.user.id));

describe('Idempotency-Key on a JSON creating call', () => {
  it('answers a retry with the first result and writes once', async () => {
    const first = await postWithKey('/api/reports/add', report(idil), idil, 'key-report-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    // Same body with its keys in another order: the same request.
    const { type, description, from } = report(idil);
    const retry = await postWithKey(
      '/api/reports/add',
      { type, description, from },
      idil,
      'key-report-1',
    );
    expect([retry.statusCode, retry.body]).toEqual([first.statusCode, first.body]);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(await reportsOf(idil)).toHaveLength(1);
  });

  it('refuses the same key with another body or on another call with 422, writing nothing', async () => {
    const before = (await reportsOf(idil)).length;
    await postWithKey('/api/reports/add', report(idil), idil, 'key-report-2');
    const other = await postWithKey(
      '/api/reports/add',
      report(idil, 'Qiimaha waa khalad'),
      idil,
      'key-report-2',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, status: 422, code: 'conflict' });
    expect(other.json().message).toContain('Idempotency-Key was already used');
    const elsewhere = await postWithKey(
      '/api/propertyrequest/add',
      report(idil),
      idil,
      'key-report-2',
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await reportsOf(idil)).toHaveLength(before + 1);
  });

  it('scopes keys by user: the same key from another user is their own request', async () => {
    await postWithKey('/api/reports/add', report(idil), idil, 'shared-key');
    const his = await postWithKey('/api/reports/add', report(omar), omar, 'shared-key');
    expect(his.statusCode).toBe(200);
    expect(his.headers['idempotency-replayed']).toBeUndefined();
    expect(await reportsOf(omar)).toHaveLength(1);
  });

  it('keeps refusals too: a retry of a 403 answers the same 403 without running', async () => {
    const refused = await postWithKey('/api/reports/add', report(idil), omar, 'key-403');
    expect(refused.statusCode).toBe(403);
    const again = await postWithKey('/api/reports/add', report(idil), omar, 'key-403');
    expect([again.statusCode, again.body]).toEqual([403, refused.body]);
    expect(again.headers['idempotency-replayed']).toBe('true');
  });

  it('runs again once the key has expired (kept 24 hours)', async () => {
    const before = (await reportsOf(idil)).length;
    await postWithKey('/api/reports/add', report(idil), idil, 'key-old');
    const [row] = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-old'));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(24, 1);
    await db()
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'key-old'));
    const later = await postWithKey('/api/reports/add', report(idil), idil, 'key-old');
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(await reportsOf(idil)).toHaveLength(before + 2);
  });

  it('answers 409 while a request with the key is in flight, until its lease runs out', async () => {
    await postWithKey('/api/reports/add', report(idil), idil, 'key-running');
    const before = (await reportsOf(idil)).length;
    const running = sql`${idempotencyKeys.key} = 'key-running'`;
    await db().update(idempotencyKeys).set({ status: null, body: null }).where(running);
    const busy = await postWithKey('/api/reports/add', report(idil), idil, 'key-running');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('still running');
    expect(await reportsOf(idil)).toHaveLength(before);
    // A request in flight for over 5 minutes was lost with its process: the key is free again.
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(running);
    const rerun = await postWithKey('/api/reports/add', report(idil), idil, 'key-running');
    expect(rerun.statusCode).toBe(200);
    expect(await reportsOf(idil)).toHaveLength(before + 1);
  });

  it('leaves calls without a key, and keys on other calls, alone; refuses a malformed key', async () => {
    const before = (await reportsOf(omar)).length;
    await postWithKey('/api/reports/add', report(omar), omar);
    await postWithKey('/api/reports/add', report(omar), omar);
    expect(await reportsOf(omar)).toHaveLength(before + 2);
    const favourite = await postWithKey(
      '/api/users/addFavorite',
      { userId: omar.user.id, propertyId: '00000000-0000-0000-0000-000000000000' },
      omar,
      'key-ignored',
    );
    expect(favourite.headers['idempotency-replayed']).toBeUndefined();
    expect(
      await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-ignored')),
    ).toEqual([]);
    for (const bad of ['', 'x'.repeat(256), 'has space']) {
      const res = await postWithKey('/api/reports/add', report(omar), omar, bad);
      expect([bad.length, res.statusCode]).toEqual([bad.length, 400]);
    }
    expect(await reportsOf(omar)).toHaveLength(before + 2);
  });

  it('lets only one of many simultaneous retries run', async () => {
    const before = (await reportsOf(omar)).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postWithKey('/api/reports/add', report(omar), omar, 'key-burst'),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(
      answers.filter((a) => a.statusCode === 200 && !a.headers['idempotency-replayed']),
    ).toHaveLength(1);
    expect(await reportsOf(omar)).toHaveLength(before + 1);
  });
});

describe('Idempotency-Key on a multipart creating call', () => {
  const fields = (description = 'Guri qurxoon oo ku yaal Hodan, close to the KM4 junction.') => ({
    folder: `${idil.user.id}/Property/abc123`,
    owner: idil.user.id,
    type: 'House',
    rooms: '4',
    price: '450',
    area: '220',
    location: JSON.stringify({ region: 'Benaadir', district: 'Hodan' }),
    facilities: JSON.stringify(SIX_FACILITIES),
    description,
  });
  const add = (f: Record<string, string>, pictures: Buffer[], key: string) =>
    t.send({
      method: 'POST',
      url: '/api/rentingProperty/add',
      cookie: idil.cookie,
      // multipartBody picks a new boundary on every call, as a browser retry does.
      ...(({ payload, headers }) => ({
        payload,
        headers: { ...headers, 'idempotency-key': key },
      }))(
        multipartBody(
          f,
          pictures.map((bytes, i) => ({ name: `${i}.jpg`, bytes })),
        ),
      ),
    });
  const listingsOf = () =>
    db().select().from(rentingProperties).where(eq(rentingProperties.ownerId, idil.user.id));

  it('hashes fields and file bytes: a retry replays, other pictures or fields are refused', async () => {
    const first = await add(fields(), photos, 'key-listing');
    expect(first.statusCode).toBe(200);
    const retry = await add(fields(), photos, 'key-listing');
    expect([retry.statusCode, retry.body]).toEqual([200, first.body]);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(await listingsOf()).toHaveLength(1);

    const otherPicture = await add(fields(), [photos[1]!, photos[0]!], 'key-listing');
    expect(otherPicture.statusCode).toBe(422);
    const otherField = await add(
      fields('Another house entirely, near Bakaara.'),
      photos,
      'key-listing',
    );
    expect(otherField.statusCode).toBe(422);
    expect(await listingsOf()).toHaveLength(1);
  });

  it('still answers upload errors in the route’s own words', async () => {
    const tooMany = await add(
      fields(),
      Array.from({ length: 16 }, () => photos[0]!),
      'key-16',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).not.toContain('Idempotency');
    expect(await listingsOf()).toHaveLength(1);
  });
});

describe('the routes that take a key', () => {
  // Each route says it is idempotent (config.idempotent); the web client sends a key to the
  // paths of IDEMPOTENT_PATHS. A malformed key is refused (400) by exactly the routes that
  // read one, before anything else about the request is looked at.
  it('are the paths the web client sends one to', async () => {
    const idempotent: string[] = [];
    for (const route of routeTable(t.app)) {
      const [method, url] = route.split(' ') as [string, string];
      if (method !== 'POST') continue;
      const res = await t.send({ method, url, headers: { 'idempotency-key': 'has space' } });
      if (res.statusCode === 400 && String(res.json().message).startsWith('Idempotency-Key:'))
        idempotent.push(url.replace(/^\/api/, '').replace(/\/$/, ''));
    }
    expect(idempotent.sort()).toEqual([...IDEMPOTENT_PATHS].sort());
  });
});

describe('the plugin on a stub route', () => {
  // A route that fails with a 500 the first time, and one that waits until released.
  let app: FastifyInstance;
  let runs = 0;
  let release: () => void = () => {};
  let started: () => void = () => {};
  // Gates made up front: the key is claimed before the handler runs, so a gate made in the
  // handler could be released before it exists, and the first request would wait forever.
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Resolved once the first request is inside its handler, so its key is surely claimed; a
  // second call sent earlier could claim the key itself and then wait on the gate forever.
  const running = new Promise<void>((resolve) => (started = resolve));
  beforeAll(async () => {
    app = Fastify();
    app.decorate('deps', { db: db(), config: t.config } as unknown as Deps);
    registerErrorHandler(app);
    await app.register(cookie);
    await app.register(multipart);
    await app.register(
      async (api) => {
        registerAuthentication(api, {
          cookieName: SESSION_COOKIE,
          userOf: (token) => userFromSessionToken(db(), token),
        });
        registerIdempotency(api, db());
        api.post('/reports/add', { config: { idempotent: true } }, async () => {
          runs += 1;
          if (runs === 1) throw new Error('database went away');
          return { success: true, data: `run ${runs}` };
        });
        api.post('/propertyrequest/add', { config: { idempotent: true } }, async () => {
          started();
          await gate;
          return { success: true, data: 'done' };
        });
      },
      { prefix: '/api' },
    );
  });
  afterAll(() => app.close());

  const call = (url: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: { a: 1 },
      headers: { cookie: idil.cookie, 'idempotency-key': `stub-${url}` },
    });

  it('does not keep a 5xx: the retry runs again', async () => {
    expect((await call('/api/reports/add')).statusCode).toBe(500);
    const retry = await call('/api/reports/add');
    expect([retry.statusCode, retry.json().data]).toEqual([200, 'run 2']);
    const replay = await call('/api/reports/add');
    expect([replay.json().data, replay.headers['idempotency-replayed'], runs]).toEqual([
      'run 2',
      'true',
      2,
    ]);
  });

  it('answers 409 while the first is running, then the first result', async () => {
    // inject fires once awaited or then-ed: start the first request now.
    const first = Promise.resolve(call('/api/propertyrequest/add'));
    await running;
    const busy = await call('/api/propertyrequest/add');
    expect(busy.json()).toMatchObject({ status: 409, code: 'conflict' });
    expect(busy.json().message).toContain('still running');
    // The web client waits as long as this says before it asks again.
    expect(busy.headers['retry-after']).toBe('1');
    release();
    expect((await first).json().data).toBe('done');
    const after = await call('/api/propertyrequest/add');
    expect([after.statusCode, after.json().data]).toEqual([200, 'done']);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[2,{"c":null,"d":1}]}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});
