import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicCache } from '../../src/http/public-cache';
import { startTestApp } from '../support/app';
import {
  askHall,
  createHall,
  createProperty,
  createSignedInUser,
  plainDay,
} from '../support/factories';

// The short-lived cache of public first pages (issue 8 load benchmark): hits within its
// lifetime, and a write through the API clears what it changed (issue 20), so the writer's next
// read is fresh and a booking leaves the lists be.

describe('createPublicCache', () => {
  it('answers from the cache within the lifetime and loads again after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createPublicCache(1000, { now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses and drops a failed one', async () => {
    let loads = 0;
    const cache = createPublicCache(1000);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  it('never keeps a page loaded across an invalidation', async () => {
    const cache = createPublicCache(60_000);
    let release!: (v: string) => void;
    const inFlight = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate(); // a write answered while the read was running
    release('before the write');
    expect(await inFlight).toBe('before the write');
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
  });

  it('clears only the areas a write changed', async () => {
    const cache = createPublicCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    const grid = () => cache.get('grid', load, ['listings']);
    const month = () => cache.get('month', load, ['bookings']);
    const page = () => cache.get('page', load); // read from every area
    expect([await grid(), await month(), await page()]).toEqual([1, 2, 3]);

    cache.invalidate(['bookings']); // a hall booked
    expect([await grid(), await month(), await page()]).toEqual([1, 4, 5]);
    cache.invalidate(['listings']); // a listing edited
    expect([await grid(), await month(), await page()]).toEqual([6, 4, 7]);
    cache.invalidate(); // a write that says nothing clears everything
    expect([await grid(), await month(), await page()]).toEqual([8, 9, 10]);
  });

  it('keeps a load in flight across a write to another area only', async () => {
    const cache = createPublicCache(60_000);
    const release: Record<string, (v: string) => void> = {};
    const slow = (key: string) => () => new Promise<string>((r) => (release[key] = r));
    const grid = cache.get('grid', slow('grid'), ['listings']);
    const month = cache.get('month', slow('month'), ['bookings']);
    cache.invalidate(['bookings']);
    release.grid!('grid before');
    release.month!('month before');
    expect([await grid, await month]).toEqual(['grid before', 'month before']);
    expect(await cache.get('grid', async () => 'grid after', ['listings'])).toBe('grid before');
    expect(await cache.get('month', async () => 'month after', ['bookings'])).toBe('month after');
  });

  it('tells its listeners which areas changed', () => {
    const cache = createPublicCache(60_000);
    const heard: unknown[] = [];
    cache.onInvalidate((areas) => heard.push(areas));
    cache.invalidate(['bookings']);
    cache.invalidate();
    expect(heard).toEqual([['bookings'], ['listings', 'bookings']]);
  });

  it('with lifetime 0 always loads', async () => {
    let loads = 0;
    const cache = createPublicCache(0);
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('the cache bounded by bytes (issue 20)', () => {
  // An entry weighs its key, a fixed 256 bytes of bookkeeping and its value (sizeOf).
  const page = (n: number) => ({ root: 'x'.repeat(n), stateScript: '' });

  it('gives way to new entries from the least recently used', async () => {
    const loads: string[] = [];
    const cache = createPublicCache(60_000, { maxBytes: 10_000 });
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return page(3000);
      });
    await get('a');
    await get('b');
    await get('c'); // three of about 3,260 bytes fill the 10,000
    await get('a'); // a hit, and now the most recently used
    await get('d'); // b, the least recently used, gives way
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    expect(cache.size).toBe(3);
    await get('a');
    await get('c');
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('stays under its cap however many different keys are asked for', async () => {
    const cache = createPublicCache(60_000, { maxBytes: 100_000 });
    for (let n = 0; n < 5000; n += 1) await cache.get(`page:spec:/?q=${n}`, async () => page(900));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(100);
    // The newest are the ones kept.
    let loaded = false;
    await cache.get('page:spec:/?q=4999', async () => (loaded = true));
    expect(loaded).toBe(false);
  });

  it('does not keep an answer larger than the whole cap', async () => {
    const cache = createPublicCache(60_000, { maxBytes: 1000 });
    let loads = 0;
    const big = async () => {
      loads += 1;
      return page(5000);
    };
    await cache.get('big', big);
    await cache.get('big', big);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('weighs a list by its JSON: a larger list takes more of the cap', async () => {
    const cache = createPublicCache(60_000);
    await cache.get('small', async () => [{ _id: 'a' }]);
    const small = cache.bytes;
    await cache.get('large', async () => Array.from({ length: 100 }, (_, i) => ({ _id: `${i}` })));
    expect(cache.bytes - small).toBeGreaterThan(10 * small);
  });
});

describe('public first pages in the app', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({ LIST_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  const homeIds = async () =>
    ((await t.get('/api/rentingProperty/renting')).json().data as Array<{ _id: string }>).map(
      (c) => c._id,
    );
  const counts = async () =>
    (await t.get('/api/rentingProperty/category-counts')).json().data as Record<string, number>;

  it('serves the cached first page until a write through the API clears it', async () => {
    const { user, cookie } = await createSignedInUser(t.app.deps.db);
    const first = await createProperty(t.app.deps.db, user);
    expect(await homeIds()).toEqual([first.id]);
    expect((await counts()).homes).toBe(1);

    // Written behind the API's back: the cache does not see it (this is what it caches).
    const second = await createProperty(t.app.deps.db, user);
    expect(await homeIds()).toEqual([first.id]);
    // A filter not asked for before is read fresh...
    const filtered = await t.post('/api/rentingProperty/filter', { type: 'House' });
    expect(filtered.json().data.map((c: { _id: string }) => c._id)).toEqual([second.id, first.id]);
    // ...and the filter, a read sent as POST, does not clear the cache.
    expect(await homeIds()).toEqual([first.id]);

    // A refused call wrote nothing, so it keeps the cache (bad requests cannot empty it).
    const refused = await t.post('/api/rentingProperty/delete', { propertyId: first.id });
    expect(refused.statusCode).toBe(401);
    expect(await homeIds()).toEqual([first.id]);

    // A successful write clears it: the owner deletes the first listing through the API, and
    // the next read shows what the database holds (the second, written behind its back).
    const removed = await t.post('/api/rentingProperty/delete', { propertyId: first.id }, cookie);
    expect(removed.statusCode).toBe(200);
    expect(await homeIds()).toEqual([second.id]);
    expect((await counts()).homes).toBe(1);
  });

  it('keeps the detail page per viewer and clears it when the owner deletes the listing', async () => {
    const { user, cookie } = await createSignedInUser(t.app.deps.db, { contact: '+252611234567' });
    const property = await createProperty(t.app.deps.db, user);
    const detail = (as?: string) => t.get(`/api/rentingproperty/find/${property.id}`, as);
    // One cached entry, two views: a visitor never gets the contact, a signed-in viewer does.
    expect((await detail()).json().data.ownerInfo.contact).toBeNull();
    expect((await detail(cookie)).json().data.ownerInfo.contact).toBe('+252611234567');
    expect((await detail()).json().data.ownerInfo.contact).toBeNull();
    const removed = await t.post(
      '/api/rentingProperty/delete',
      { propertyId: property.id },
      cookie,
    );
    expect(removed.statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(400);
  });

  it('is kept by the writes that show nowhere public (routes with config.changes [])', async () => {
    const { user, cookie } = await createSignedInUser(t.app.deps.db);
    const shown = await homeIds();
    const listing = await createProperty(t.app.deps.db, user);
    const favorite = { userId: user.id, propertyId: listing.id };
    const session = (await t.post('/api/user-sessions/add', { userId: user.id }, cookie)).json();
    const calls: [string, object, string?][] = [
      ['/api/users/addFavorite', favorite],
      ['/api/users/removeFavorite', favorite],
      ['/api/notifications/read', {}],
      ['/api/user-sessions/update', { sessionId: session.data._id, data: { page_view_count: 1 } }],
      ['/api/page-views/add', { userId: user.id, url: '/' }],
      ['/api/views/increase-views/', { propertyId: listing.id }],
      ['/api/users/language', { language: 'so' }],
      // Signing up and out: a visitor's calls, and the first of a renter's day.
      ['/api/users/signup', { name: 'Xaliimo Cali', email: 'xaliimo.kept@example.so' }, ''],
    ];
    for (const [url, body, as = cookie] of calls) {
      const res = await t.post(url, body, as || undefined);
      expect([url, res.statusCode]).toEqual([url, 200]);
      // Written behind the API's back, so still not shown: the cache was kept.
      expect(await homeIds()).toEqual(shown);
    }
  });

  it("is kept by a hall booking, which clears that hall's calendar", async () => {
    const owner = await createSignedInUser(t.app.deps.db);
    const { property: hall } = await createHall(t.app.deps.db, owner.user.id);
    const day = plainDay(30);
    const month = `/api/hallEvents/events_between_a_month?date=${day.slice(0, 7)}&hall_id=${hall.id}`;
    const days = async () =>
      ((await t.get(month)).json().data as Array<{ date: string }>).map((e) => e.date);
    const shown = await homeIds();
    expect(await days()).toEqual([]);
    const behind = await createProperty(t.app.deps.db, owner.user.id);
    const gone = await createProperty(t.app.deps.db, owner.user.id);
    expect(await homeIds()).toEqual(shown);

    // A renter books an evening of the hall through the API: the calendar shows it at once, and
    // the grid stays as it was cached (the listings written behind its back are still not shown).
    const renter = await createSignedInUser(t.app.deps.db);
    const booked = await askHall(t, renter, hall.id, day);
    expect(booked.statusCode).toBe(200);
    expect(await days()).toEqual([day]);
    expect(await homeIds()).toEqual(shown);

    // A write to a listing clears the grid: it now shows what the database holds.
    const removed = await t.post(
      '/api/rentingProperty/delete',
      { propertyId: gone.id },
      owner.cookie,
    );
    expect(removed.statusCode).toBe(200);
    const now = await homeIds();
    expect(now).toContain(behind.id);
    expect(now).not.toContain(gone.id);
  });
});

describe('public first pages on two instances sharing Redis', () => {
  const env = {
    LIST_CACHE_SECONDS: '60',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test-cache-${Date.now()}-${Math.random()}:`,
  };
  let a: Awaited<ReturnType<typeof startTestApp>>;
  let b: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  it("a write on one clears the other's cached first page", async () => {
    const ids = async () =>
      ((await a.get('/api/rentingProperty/renting')).json().data as Array<{ _id: string }>).map(
        (c) => c._id,
      );
    const { user } = await createSignedInUser(a.app.deps.db);
    const first = await createProperty(a.app.deps.db, user);
    expect(await ids()).toEqual([first.id]);
    // Written behind A's API: A keeps serving its cached page.
    const second = await createProperty(a.app.deps.db, user);
    expect(await ids()).toEqual([first.id]);
    // A sign-up through B changes nothing public: A's page is kept (an invalidation reaches A
    // in a few ms; it is given 300).
    const signUp = await b.post('/api/users/signup', {
      name: 'Cabdi Nuur',
      email: 'cabdi.cache@example.so',
    });
    expect(signUp.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ids()).toEqual([first.id]);
    // A listing deleted through B (in its own database) reaches A over Redis and clears A's page.
    const { user: owner, cookie } = await createSignedInUser(b.app.deps.db);
    const gone = await createProperty(b.app.deps.db, owner);
    const removed = await b.post('/api/rentingProperty/delete', { propertyId: gone.id }, cookie);
    expect(removed.statusCode).toBe(200);
    await expect.poll(ids, { timeout: 5000 }).toEqual([second.id, first.id]);
  });
});
