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
  type RequestFlow,
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
import { expirePendingRequests } from '../../src/modules/request-flows/expiry';
import { PAGE_FACTS, pageFactsOf } from '../../src/seo/listing-facts';
import { parseSitemapFile } from '../../src/seo/sitemap';
import { apiClient } from '../support/app';
import { freshDatabase } from '../support/database';
import { createSignedInUser } from '../support/factories';
import { ROUTE_CASES, routeTable } from '../support/route-catalogue';
import { startMailbox } from '../support/mailbox';

/*
 * The proof of docs/ADDING-A-LISTING-KIND.md: two throwaway kinds, each with a descriptor of its
 * own and a module built by kindModule (an in-memory adapter: a test cannot add a table), given
 * to buildApp beside the real ones as one entry each, and what of the app serves and covers them
 * without any shared file being edited. 'Tent' is bare: no server-rendered page, no owner's
 * report, no requests ('none'), no choice of its own on New Property. 'Marquee' has every
 * optional part: a page, a report, requests through the halls' flow and its own New Property
 * choice. Both pass the same checks. Their KIND_FACTS entries, which name a kind, are the one
 * central edit a test cannot make (hence the casts below); what is read from KIND_FACTS and
 * KIND_DESCRIPTORS (the idempotent add paths, the owner policy, the route catalogue's cases) is
 * checked against every real kind's entry instead. The web's side of the same two kinds:
 * apps/web/src/test/throwaway-kinds.ts.
 */

/** The optional parts a kind may have, and what tells one throwaway kind from the other. */
type Spec = {
  kind: string;
  /** its paths' segment: /tents/add */
  segment: string;
  requests: RequestFlow;
  page?: string;
  report?: true;
  newChoice?: string;
  /** what it adds to the home page's category counts */
  counts: Record<string, number>;
};

/** A listing of the kind, held in memory: what a kind's repository keeps. */
type Row = CardRow & { ownerId: string };

/** A throwaway kind: its descriptor and module, what a real kind's files hold, and its rows. */
function throwawayKind(spec: Spec) {
  const kind = spec.kind as ListingKind; // not a key of KIND_FACTS: the first central edit of a real kind
  const noun = spec.kind.toLowerCase();
  const call = <const C extends Omit<RouteContract, 'tag' | 'answer'>>(c: C) =>
    defineRoute({ ...c, tag: `${spec.kind}s`, answer: apiMessage });
  const at = (name: string) => `/${spec.segment}/${name}`;

  /** What a real kind writes as its KIND_FACTS and KIND_DESCRIPTORS entries. */
  const descriptor = {
    kind,
    noun,
    requests: spec.requests,
    types: [spec.kind as ListedType],
    webPath: (id) => `/${spec.segment}/${id}`,
    addPath: at('add'),
    deletePath: at('delete'),
    priceUnit: 'night',
    priceFrom: false,
    ...(spec.page ? { page: spec.page } : {}),
    ...(spec.report ? { report: spec.report } : {}),
    ...(spec.newChoice ? { newChoice: spec.newChoice } : {}),
    pictures: { min: 1, max: 5 },
    facilityCategories: FACILITY_CATEGORIES,
    api: {
      find: call({ method: 'GET', path: at('find/:id'), summary: 'One', access: 'public' }),
      add: call({ method: 'POST', path: at('add'), summary: 'A new one', access: 'user' }),
      update: call({ method: 'POST', path: at('update'), summary: 'Edit', access: 'user' }),
      delete: call({
        method: 'POST',
        path: at('delete'),
        summary: 'Gone',
        access: 'user',
        body: z.object({ propertyId: z.string() }),
      }),
    },
    schemas: {
      add: z.object({
        owner: z.string(),
        name: z.string(),
        location: z.object({ region: z.string(), district: z.string() }),
        description: z.string(),
      }),
      update: z.object({
        listing_id: z.string(),
        updatedValues: z.object({
          name: z.string().optional(),
          pictures: z.array(z.string()).optional(),
        }),
      }),
    },
    ownerRefusal: `This ${noun} is not yours`,
  } satisfies KindDescriptor;

  const rows = new Map<string, Row>();
  const verified: string[] = [];
  const newRow = (id: string, ownerId: string, name: string): Row => ({
    id,
    ownerId,
    type: spec.kind,
    name,
    price: 5,
    rooms: 1,
    area: 9,
    region: 'Benaadir',
    district: 'Hodan',
    description: `A ${noun}`,
    pictures: [],
    status: '',
    verified: false,
    createdAt: new Date(0),
    ratingOverall: 0,
    ratingCount: 0,
  });
  // one listing from the start; its owner signs up in the verification test below
  const owner = { id: '' };
  const seeded = randomUUID();
  rows.set(seeded, {
    ...newRow(seeded, '', `${spec.kind} Teendho`),
    get ownerId() {
      return owner.id;
    },
  });
  const rowOf = async (_db: unknown, id: string) => rows.get(id) ?? null;

  /** What a real kind's module file holds: its adapter, given to kindModule with its descriptor. */
  const module = kindModule(descriptor, {
    picturesFolder: spec.segment,
    tooManyPictures: 'Only 5 pictures are allowed',
    add: {
      problemOf: () => null,
      async insert(_tx, shared, input) {
        const row = newRow(randomUUID(), shared.ownerId, input.name);
        rows.set(row.id, row);
        return row.id;
      },
    },
    edits: {
      find: rowOf,
      lock: rowOf,
      changesOf: async (_db, row, values): Promise<Partial<Row>> =>
        values.name !== undefined && values.name !== row.name ? { name: values.name } : {},
      write: async (_tx, row, changes) => Object.assign(row, changes),
      present: (row) => row.name,
    },
    updateIdOf: (body) => body.listing_id,
    removal: {
      lock: rowOf,
      listingOf: (row) => row,
      assertDeletable: async () => {},
      recordIds: noRecords,
      remove: async (_tx, row) => void rows.delete(row.id),
    },
    detail: {
      // its find contract names no params schema: Fastify's `:id` as it is
      idOf: (request) => (request.params as { id: string }).id,
      find: async (_db, id) => {
        const row = rows.get(id);
        return row ? { row, owner: { id: row.ownerId, name: '', picture: '', contact: '' } } : null;
      },
      ownerIdOf: (found) => found.row.ownerId,
      present: (found) => found.row.name,
    },
    rows: {
      find: rowOf,
      byIds: async (_db, ids) => ids.flatMap((id) => rows.get(id) ?? []),
      setVerified: async (_db, id) => {
        verified.push(id);
        return rows.has(id);
      },
    },
    countByRoute: async () => spec.counts,
  });

  /** Its seeded listing's card, as the wire would carry it. */
  const card = (): ListingSummary => ({
    _id: seeded,
    kind,
    type: spec.kind,
    name: `${spec.kind} Teendho`,
    price: 5,
    rooms: 1,
    area: 9,
    location: { region: 'Benaadir', district: 'Hodan' },
    description: `A ${noun}`,
    pictures: [],
    status: '',
    verified: false,
    rating: { overall: 0, count: 0 },
    created_date: new Date(0).toISOString(),
  });

  return { spec, kind, descriptor, module, rows, newRow, verified, owner, seeded, card, at };
}

const TENT = throwawayKind({
  kind: 'Tent',
  segment: 'tents',
  requests: 'none',
  counts: { homes: 3 },
});
const MARQUEE = throwawayKind({
  kind: 'Marquee',
  segment: 'marquees',
  requests: 'hall',
  page: 'marquee',
  report: true,
  newChoice: 'Marquee',
  counts: { lands: 2 },
});
const THROWAWAYS = [
  { name: 'a bare kind (Tent)', kind: TENT },
  { name: 'a kind with every optional part (Marquee)', kind: MARQUEE },
];

let app: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof apiClient>;
let close: () => Promise<void>;

beforeAll(async () => {
  const mailbox = await startMailbox();
  const db = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-throwaway-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: mailbox.url,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    WEB_SSR_ENTRY: path.join(dataDir, 'no-renderer.js'),
  });
  // One entry each, as in app.ts's listingModules. The cast is the union's doing: ListingModules
  // is an exhaustive Record<ListingKind, ...>.
  const kinds = {
    ...listingModules,
    [TENT.kind]: TENT.module,
    [MARQUEE.kind]: MARQUEE.module,
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

describe.each(THROWAWAYS)('$name given to buildApp', ({ kind: k }) => {
  it('is found by the areas that take a listing of any kind (favourites)', async () => {
    const user = await createSignedInUser(app.deps.db);
    const added = await api.post(
      '/api/users/addFavorite',
      { userId: user.user.id, propertyId: k.seeded },
      user.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.favorites).toEqual([k.seeded]);
    const count = await api.get(`/api/rentingProperty/favorites/?propertyId=${k.seeded}`);
    expect(count.json().data.favorites).toBe(1);
    // an id no kind holds is still unknown (the spec's 400 with code not_found)
    const unknown = await api.get(`/api/rentingProperty/favorites/?propertyId=${randomUUID()}`);
    expect(unknown.json().code).toBe('not_found');
  });

  it("adds its listings to the home page's category counts", async () => {
    const res = await api.get('/api/rentingProperty/category-counts');
    expect(res.statusCode, res.body).toBe(200);
    // the database is empty: every listing counted is a throwaway kind's, each on its own route
    expect(res.json().data).toMatchObject(k.spec.counts);
  });

  it('gives its cards to the lists of every kind, in the order asked', async () => {
    const cards = await app.deps.listings.summaries(app.deps.db, [randomUUID(), k.seeded]);
    expect(cards.map((c) => [c._id, c.kind])).toEqual([[k.seeded, k.kind]]);
  });

  it("is verified through the admin's approval of a verification request", async () => {
    const o = await createSignedInUser(app.deps.db);
    k.owner.id = o.user.id;
    const [request] = await app.deps.db
      .insert(notifications)
      .values({
        type: NOTIFICATION_TYPES.verificationRequest,
        fromUserId: o.user.id,
        notifierId: null,
        about: k.seeded,
      })
      .returning();
    expect(await approveVerification(app.deps, request!.id)).toBe('success');
    expect(k.verified).toEqual([k.seeded]);
  });

  it("has its module's routes served behind the API key, the session and Idempotency-Key", async () => {
    const served = routeTable(app);
    for (const call of Object.values(k.descriptor.api))
      expect(served).toContain(`${call.method} /api${call.path}`);
    const found = await api.get(`/api${k.at('find')}/${k.seeded}`);
    expect([found.statusCode, found.json().data]).toEqual([200, `${k.spec.kind} Teendho`]);
    const noKey = await app.inject({ method: 'GET', url: `/api${k.at('find')}/${k.seeded}` });
    expect(noKey.statusCode).toBe(401);
    expect((await api.post(`/api${k.at('add')}`, { name: 'x' })).statusCode).toBe(401);
    // the add route's config (idempotent: true) is read like every other route's
    const badKey = await api.send({
      method: 'POST',
      url: `/api${k.at('add')}`,
      payload: { name: 'x' },
      headers: { 'idempotency-key': 'has space' },
    });
    expect([badKey.statusCode, String(badKey.json().message)]).toEqual([
      400,
      expect.stringMatching(/^Idempotency-Key:/),
    ]);
  });

  it('has its four calls built by kindModule: the owner adds one (a replay answers the same)', async () => {
    const o = await createSignedInUser(app.deps.db);
    const form = {
      owner: o.user.id,
      name: `${k.spec.kind} Hoyga`,
      location: { region: 'Benaadir', district: 'Hodan' },
      description: 'By the sea',
    };
    const add = () =>
      api.send({
        method: 'POST',
        url: `/api${k.at('add')}`,
        payload: form,
        cookie: o.cookie,
        headers: { 'idempotency-key': `${k.spec.segment}-hoyga` },
      });
    const added = await add();
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data as string;
    const replay = await add();
    expect([replay.json().data, replay.headers['idempotency-replayed']]).toEqual([id, 'true']);
    expect([...k.rows.values()].filter((r) => r.name === form.name)).toHaveLength(1);
    const found = await api.get(`/api${k.at('find')}/${id}`);
    expect([found.statusCode, found.json().data]).toEqual([200, form.name]);
  });

  it("refuses a stranger's update and delete in its descriptor's words; the owner's go", async () => {
    const o = await createSignedInUser(app.deps.db);
    const stranger = await createSignedInUser(app.deps.db);
    const id = randomUUID();
    k.rows.set(id, k.newRow(id, o.user.id, 'Kaneeco'));
    const edit = { listing_id: id, updatedValues: { name: 'Kaneeco Weyn' } };
    const calls = [
      [`/api${k.at('update')}`, edit],
      [`/api${k.at('delete')}`, { propertyId: id }],
    ] as const;
    for (const [url, body] of calls) {
      const refused = await api.post(url, body, stranger.cookie);
      expect([refused.statusCode, refused.json().message], url).toEqual([
        403,
        k.descriptor.ownerRefusal,
      ]);
    }
    expect(k.rows.get(id)?.name).toBe('Kaneeco');
    const updated = await api.post(`/api${k.at('update')}`, edit, o.cookie);
    expect([updated.statusCode, updated.json().data]).toEqual([200, 'Kaneeco Weyn']);
    const deleted = await api.post(`/api${k.at('delete')}`, { propertyId: id }, o.cookie);
    expect([deleted.statusCode, deleted.json().data]).toEqual([200, 'success']);
    expect(k.rows.has(id)).toBe(false);
    // gone: the spec's "Can't find the property" (400, code not_found)
    expect((await api.get(`/api${k.at('find')}/${id}`)).json().code).toBe('not_found');
  });

  it('has its requests swept by its flow, or none when it takes none', async () => {
    const swept = await expirePendingRequests(app.deps);
    expect(Object.keys(swept)).toContain(k.spec.requests);
    expect(swept[k.spec.requests]).toBe(0);
  });

  it('has a server-rendered page and a sitemap file exactly when its facts name a page', () => {
    const pages = pageFactsOf([k.descriptor]);
    expect(Object.keys(pages)).toEqual(k.spec.page ? [k.spec.page] : []);
    if (k.spec.page) expect(Object.values(pages)).toEqual([k.descriptor]);
  });

  it('has no owner rule outside the map: authorize fails loudly, it does not let anyone in', () => {
    const stranger = { id: randomUUID() } as Parameters<typeof authorize>[0];
    for (const action of ['update', 'delete', 'manage'] as const) {
      expect(() => authorize(stranger, action, k.kind, { ownerId: k.owner.id })).toThrow(
        `No policy lets anyone ${action} a ${k.spec.kind}`,
      );
    }
  });

  it('has its cards refused on the wire until its facts name it (the one central list)', () => {
    // the wire enums follow LISTING_KIND_NAMES, the keys of KIND_FACTS: a kind with facts is a
    // card's kind everywhere, and there is no second list of the kinds to forget
    const kinds = listingSummaryAnswer.shape.kind.options;
    expect([...kinds].sort()).toEqual([...LISTING_KINDS].sort());
    // refused for its kind alone: the rest of the card is a valid one
    const parsed = listingSummaryAnswer.safeParse(k.card());
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['kind']]);
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
    for (const kind of LISTING_KINDS) expect(swept[KIND_FACTS[kind].requests], kind).toBe(0);
  });

  it('the server-rendered pages and the sitemap know each kind with a page from its facts', () => {
    for (const kind of LISTING_KINDS) {
      const facts: KindFacts = KIND_FACTS[kind];
      if (!facts.page) {
        // an optional part: a kind without one is in neither
        expect(Object.values(PAGE_FACTS), kind).not.toContain(facts);
        continue;
      }
      const page = facts.page as keyof typeof PAGE_FACTS;
      expect(PAGE_FACTS[page], kind).toBe(facts);
      expect(parseSitemapFile(`${page}-1.xml`), kind).toEqual({ kind: page, file: 1 });
    }
  });
});
