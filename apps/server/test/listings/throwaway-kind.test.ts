import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessage,
  defineRoute,
  FACILITY_CATEGORIES,
  IDEMPOTENT_PATHS,
  KIND_DESCRIPTORS,
  KIND_FACTS,
  LISTING_KINDS,
  listingSummaryAnswer,
  type KindDescriptor,
  type KindFacts,
  type ListedType,
  type ListingKind,
  type ListingSummary,
  type RouteContract,
} from '@rentals/shared';
import { buildApp, listingModules, type ListingModules } from '../../src/app';
import { loadConfig } from '../../src/config';
import { notifications } from '../../src/db/schema';
import { approveVerification } from '../../src/modules/admin/service';
import type { CardRow } from '../../src/modules/listings/card';
import { kindModule } from '../../src/modules/listings/kind-module';
import { authorize } from '../../src/modules/listings/policy';
import { noRecords } from '../../src/modules/listings/removal';
import { NOTIFICATION_TYPES } from '../../src/modules/notifications/types';
import { expirePendingRequests } from '../../src/modules/requests/expiry';
import { PAGE_FACTS, type PageKind } from '../../src/seo/listing-facts';
import { parseSitemapFile } from '../../src/seo/sitemap';
import { apiClient } from '../support/app';
import { freshDatabase } from '../support/database';
import { createSignedInUser } from '../support/factories';
import { ROUTE_CASES, routeTable } from '../support/route-catalogue';
import { startMailbox } from '../support/mailbox';

/*
 * The proof of docs/ADDING-A-LISTING-KIND.md: a throwaway kind, 'Tent', with a descriptor of
 * its own and a module built by kindModule (an in-memory adapter: a test cannot add a table),
 * given to buildApp beside the real ones as one entry, and what of the app serves and covers it
 * without any shared file being edited. Its KIND_FACTS entry, which names the kind, is the one
 * central edit a test cannot make (hence the casts below); what is read from KIND_FACTS and
 * KIND_DESCRIPTORS (the idempotent add paths, the owner policy, the route catalogue's cases) is
 * checked against every real kind's entry instead.
 */

const TENT = 'Tent' as ListingKind; // not a key of KIND_FACTS: the first central edit of a real kind
const tentCall = <const C extends Omit<RouteContract, 'tag' | 'answer'>>(call: C) =>
  defineRoute({ ...call, tag: 'Tents', answer: apiMessage });
const tentFields = {
  add: z.object({
    owner: z.string(),
    name: z.string(),
    location: z.object({ region: z.string(), district: z.string() }),
    description: z.string(),
  }),
  update: z.object({
    tent_id: z.string(),
    updatedValues: z.object({
      name: z.string().optional(),
      pictures: z.array(z.string()).optional(),
    }),
  }),
};

/** What a real kind writes as its KIND_DESCRIPTORS entry (kinds/index.ts and kinds/facts.ts). */
const tentDescriptor = {
  kind: TENT,
  noun: 'tent',
  // it takes no requests: its sweep expires none and its inbox cards have nothing to answer
  requests: 'none',
  types: ['Tent' as ListedType],
  webPath: (id) => `/tents/${id}`,
  addPath: '/tents/add',
  deletePath: '/tents/delete',
  priceUnit: 'night',
  priceFrom: false,
  pictures: { min: 1, max: 5 },
  facilityCategories: FACILITY_CATEGORIES,
  api: {
    find: tentCall({ method: 'GET', path: '/tents/find/:id', summary: 'A tent', access: 'public' }),
    add: tentCall({ method: 'POST', path: '/tents/add', summary: 'A new tent', access: 'user' }),
    update: tentCall({ method: 'POST', path: '/tents/update', summary: 'Edit', access: 'user' }),
    delete: tentCall({
      method: 'POST',
      path: '/tents/delete',
      summary: 'Gone',
      access: 'user',
      body: z.object({ propertyId: z.string() }),
    }),
  },
  schemas: tentFields,
  ownerRefusal: 'This tent is not yours',
} satisfies KindDescriptor;

const tentId = randomUUID();
const owner = { id: '' };
const verified: string[] = [];

/** The tents, held in memory (the test cannot add a table): what a kind's repository keeps. */
type TentRow = CardRow & { ownerId: string };
const tents = new Map<string, TentRow>();
const newTent = (id: string, ownerId: string, name: string): TentRow => ({
  id,
  ownerId,
  type: 'Tent',
  name,
  price: 5,
  rooms: 1,
  area: 9,
  region: 'Benaadir',
  district: 'Hodan',
  description: 'A tent',
  pictures: [],
  status: '',
  verified: false,
  createdAt: new Date(0),
  ratingOverall: 0,
  ratingCount: 0,
});
// its owner signs up in the verification test below
tents.set(tentId, {
  ...newTent(tentId, '', 'Teendho'),
  get ownerId() {
    return owner.id;
  },
});
const tentOf = async (_db: unknown, id: string) => tents.get(id) ?? null;

/** What a real kind's module file holds: its adapter, given to kindModule with its descriptor. */
const tentModule = kindModule(tentDescriptor, {
  picturesFolder: 'tents',
  tooManyPictures: 'Only 5 pictures are allowed',
  add: {
    problemOf: () => null,
    async insert(_tx, shared, input) {
      const tent = newTent(randomUUID(), shared.ownerId, input.name);
      tents.set(tent.id, tent);
      return tent.id;
    },
  },
  edits: {
    find: tentOf,
    lock: tentOf,
    changesOf: async (_db, row, values): Promise<Partial<TentRow>> =>
      values.name !== undefined && values.name !== row.name ? { name: values.name } : {},
    write: async (_tx, row, changes) => Object.assign(row, changes),
    present: (row) => row.name,
  },
  updateIdOf: (body) => body.tent_id,
  removal: {
    lock: tentOf,
    listingOf: (row) => row,
    assertDeletable: async () => {},
    recordIds: noRecords,
    remove: async (_tx, row) => void tents.delete(row.id),
  },
  detail: {
    // its find contract names no params schema: Fastify's `:id` as it is
    idOf: (request) => (request.params as { id: string }).id,
    find: async (_db, id) => {
      const tent = tents.get(id);
      return tent
        ? { tent, owner: { id: tent.ownerId, name: '', picture: '', contact: '' } }
        : null;
    },
    ownerIdOf: (found) => found.tent.ownerId,
    present: (found) => found.tent.name,
  },
  rows: {
    find: tentOf,
    byIds: async (_db, ids) => ids.flatMap((id) => tents.get(id) ?? []),
    setVerified: async (_db, id) => {
      verified.push(id);
      return tents.has(id);
    },
  },
  countByRoute: async () => ({ homes: 3 }),
});

const tentCard = (): ListingSummary => ({
  _id: tentId,
  kind: TENT,
  type: 'Tent',
  name: 'Teendho',
  price: 5,
  rooms: 1,
  area: 9,
  location: { region: 'Benaadir', district: 'Hodan' },
  description: 'A tent',
  pictures: [],
  status: '',
  verified: false,
  rating: { overall: 0, count: 0 },
  created_date: new Date(0).toISOString(),
});

let app: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof apiClient>;
let close: () => Promise<void>;

beforeAll(async () => {
  const mailbox = await startMailbox();
  const db = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-tent-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    WEB_SSR_ENTRY: path.join(dataDir, 'no-renderer.js'),
  });
  // One entry, as in app.ts's listingModules. The cast is the union's doing: ListingModules is
  // an exhaustive Record<ListingKind, ...>.
  const kinds = {
    ...listingModules,
    [TENT]: tentModule,
  } as ListingModules;
  app = await buildApp(config, { database: db.database, kinds });
  api = apiClient(app);
  close = async () => {
    await app.close();
    await db.drop();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}, 60_000);
afterAll(() => close?.());

describe('a throwaway kind given to buildApp', () => {
  it('is found by the areas that take a listing of any kind (favourites)', async () => {
    const user = await createSignedInUser(app.deps.db);
    const added = await api.post(
      '/api/users/addFavorite',
      { userId: user.user.id, propertyId: tentId },
      user.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.favorites).toEqual([tentId]);
    const count = await api.get(`/api/rentingProperty/favorites/?propertyId=${tentId}`);
    expect(count.json().data.favorites).toBe(1);
    // an id no kind holds is still unknown (the spec's 400 with code not_found)
    const unknown = await api.get(`/api/rentingProperty/favorites/?propertyId=${randomUUID()}`);
    expect(unknown.json().code).toBe('not_found');
  });

  it("adds its listings to the home page's category counts", async () => {
    const res = await api.get('/api/rentingProperty/category-counts');
    expect(res.statusCode, res.body).toBe(200);
    // the database is empty: every listing counted is a tent
    expect(res.json().data.homes).toBe(3);
  });

  it('gives its cards to the lists of every kind, in the order asked', async () => {
    const cards = await app.deps.listings.summaries(app.deps.db, [randomUUID(), tentId]);
    expect(cards.map((c) => c._id)).toEqual([tentId]);
  });

  it("is verified through the admin's approval of a verification request", async () => {
    const o = await createSignedInUser(app.deps.db);
    owner.id = o.user.id;
    const [request] = await app.deps.db
      .insert(notifications)
      .values({
        type: NOTIFICATION_TYPES.verificationRequest,
        fromUserId: o.user.id,
        notifierId: null,
        about: tentId,
      })
      .returning();
    expect(await approveVerification(app.deps, request!.id)).toBe('success');
    expect(verified).toEqual([tentId]);
  });
});

describe("its module's one entry", () => {
  it("serves the descriptor's calls behind the API key, the session and Idempotency-Key", async () => {
    const served = routeTable(app);
    for (const call of Object.values(tentDescriptor.api))
      expect(served).toContain(`${call.method} /api${call.path}`);
    const found = await api.get(`/api/tents/find/${tentId}`);
    expect([found.statusCode, found.json().data]).toEqual([200, 'Teendho']);
    const noKey = await app.inject({ method: 'GET', url: `/api/tents/find/${tentId}` });
    expect(noKey.statusCode).toBe(401);
    expect((await api.post('/api/tents/add', { name: 'x' })).statusCode).toBe(401);
    // the add route's config (idempotent: true) is read like every other route's
    const badKey = await api.send({
      method: 'POST',
      url: '/api/tents/add',
      payload: { name: 'x' },
      headers: { 'idempotency-key': 'has space' },
    });
    expect([badKey.statusCode, String(badKey.json().message)]).toEqual([
      400,
      expect.stringMatching(/^Idempotency-Key:/),
    ]);
  });
});

describe('its four calls, built by kindModule from its descriptor and adapter', () => {
  it('the owner adds one (a replayed key answers the same), anyone finds it', async () => {
    const o = await createSignedInUser(app.deps.db);
    const form = {
      owner: o.user.id,
      name: 'Hoyga',
      location: { region: 'Benaadir', district: 'Hodan' },
      description: 'By the sea',
    };
    const add = () =>
      api.send({
        method: 'POST',
        url: '/api/tents/add',
        payload: form,
        cookie: o.cookie,
        headers: { 'idempotency-key': 'tent-hoyga' },
      });
    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data as string;
    const replay = await add();
    expect([replay.json().data, replay.headers['idempotency-replayed']]).toEqual([id, 'true']);
    expect([...tents.values()].filter((t) => t.name === 'Hoyga')).toHaveLength(1);
    const found = await api.get(`/api/tents/find/${id}`);
    expect([found.statusCode, found.json().data]).toEqual([200, 'Hoyga']);
  });

  it("refuses a stranger's update and delete in its descriptor's words; the owner's go", async () => {
    const o = await createSignedInUser(app.deps.db);
    const stranger = await createSignedInUser(app.deps.db);
    const id = randomUUID();
    tents.set(id, newTent(id, o.user.id, 'Kaneeco'));
    const edit = { tent_id: id, updatedValues: { name: 'Kaneeco Weyn' } };
    const calls = [
      ['/api/tents/update', edit],
      ['/api/tents/delete', { propertyId: id }],
    ] as const;
    for (const [url, body] of calls) {
      const refused = await api.post(url, body, stranger.cookie);
      expect([refused.statusCode, refused.json().message], url).toEqual([
        403,
        tentDescriptor.ownerRefusal,
      ]);
    }
    expect(tents.get(id)?.name).toBe('Kaneeco');
    const updated = await api.post('/api/tents/update', edit, o.cookie);
    expect([updated.statusCode, updated.json().data]).toEqual([200, 'Kaneeco Weyn']);
    const deleted = await api.post('/api/tents/delete', { propertyId: id }, o.cookie);
    expect([deleted.statusCode, deleted.json().data]).toEqual([200, 'success']);
    expect(tents.has(id)).toBe(false);
    // gone: the spec's "Can't find the property" (400, code not_found)
    expect((await api.get(`/api/tents/find/${id}`)).json().code).toBe('not_found');
  });
});

describe('what reads KIND_DESCRIPTORS, for every kind in it', () => {
  it('serves its calls, and the authorisation suite has a case for each', () => {
    // a kind's routes are its module's: a descriptor naming a call nobody serves (or nobody
    // guards) fails here
    const served = routeTable(app);
    const named = new Set(ROUTE_CASES.map((c) => c.route));
    for (const kind of LISTING_KINDS) {
      for (const call of Object.values(KIND_DESCRIPTORS[kind].api)) {
        const route = `${call.method} /api${call.path}`;
        expect(served, `${kind}: ${route}`).toContain(route);
        expect(named.has(route), `${kind}: ${route} has no case`).toBe(true);
      }
    }
  });

  it('sends an Idempotency-Key to its add call: IDEMPOTENT_PATHS lists each kind from its facts', () => {
    for (const kind of LISTING_KINDS) {
      expect(KIND_FACTS[kind].addPath, kind).toBe(KIND_DESCRIPTORS[kind].api.add.path);
      expect(IDEMPOTENT_PATHS, kind).toContain(KIND_FACTS[kind].addPath);
    }
  });

  it('the owner policy lets the owner alone in, refused in the words of its descriptor', () => {
    const stranger = { id: randomUUID() } as Parameters<typeof authorize>[0];
    for (const kind of LISTING_KINDS) {
      for (const action of ['update', 'delete', 'manage'] as const) {
        expect(
          () => authorize(stranger, action, kind, { ownerId: randomUUID() }),
          `${action} ${kind}`,
        ).toThrow(KIND_DESCRIPTORS[kind].ownerRefusal);
        expect(() => authorize(stranger, action, kind, { ownerId: stranger.id })).not.toThrow();
      }
    }
  });

  it("expires the requests of each kind's flow, whichever kinds share it", async () => {
    const swept = await expirePendingRequests(app.deps);
    for (const { requests } of [...LISTING_KINDS.map((kind) => KIND_FACTS[kind]), tentDescriptor])
      expect(swept[requests], requests).toBe(0);
  });

  it('the server-rendered pages and the sitemap know each kind with a page from its facts', () => {
    for (const kind of LISTING_KINDS) {
      const page = (KIND_FACTS[kind] as KindFacts).page as PageKind;
      if (!page) continue;
      expect(PAGE_FACTS[page], kind).toBe(KIND_FACTS[kind]);
      expect(parseSitemapFile(`${page}-1.xml`), kind).toEqual({ kind: page, file: 1 });
    }
  });

  it('a kind outside it has no owner rule: authorize fails loudly, it does not let anyone in', () => {
    const stranger = { id: randomUUID() } as Parameters<typeof authorize>[0];
    for (const action of ['update', 'delete', 'manage'] as const) {
      expect(() => authorize(stranger, action, TENT, { ownerId: owner.id })).toThrow(
        `No policy lets anyone ${action} a Tent`,
      );
    }
  });
});

describe('what a new kind still has to add outside its own files', () => {
  it('the card on the wire names the kinds itself: a tent card is refused until it is added', () => {
    // the wire enums follow LISTING_KIND_NAMES, the keys of KIND_FACTS: a kind with facts is a
    // card's kind everywhere, and there is no second list of the kinds to forget
    const kinds = listingSummaryAnswer.shape.kind.options;
    expect([...kinds].sort()).toEqual([...LISTING_KINDS].sort());
    // refused for its kind alone: the rest of the card is a valid one
    const parsed = listingSummaryAnswer.safeParse(tentCard());
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['kind']]);
  });
});
