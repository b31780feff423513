import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KIND_DESCRIPTORS,
  LISTING_KINDS,
  listingSummaryAnswer,
  type ListingKind,
  type ListingSummary,
} from '@rentals/shared';
import { buildApp, listingKinds } from '../src/app';
import { loadConfig } from '../src/config';
import { notifications } from '../src/db/schema';
import { approveVerification } from '../src/modules/admin/service';
import type { ListingSource, ListingSources } from '../src/modules/listings/registry';
import { authorize } from '../src/modules/listings/policy';
import { NOTIFICATION_TYPES } from '../src/modules/notifications/types';
import { apiClient } from './support/app';
import { freshDatabase } from './support/database';
import { createSignedInUser } from './support/factories';
import { ROUTE_CASES, routeTable } from './support/route-catalogue';
import { startMailbox } from './support/mailbox';

/*
 * The proof of docs/ADDING-A-LISTING-KIND.md: a throwaway kind, 'Tent', given to buildApp
 * beside the real ones, and what of the app covers it without any shared file being edited.
 * What does not (yet) is asserted too, so the checklist's central edits stay visible: the
 * ListingKind union (hence the cast below), the card's kind enum, and the owner policy's rules.
 */

const TENT = 'Tent' as ListingKind; // not in the union: the first central edit of a real kind
const tentId = randomUUID();
const owner = { id: '' };
const verified: string[] = [];

/** One tent, held in memory: what a kind's source (its rows and presenter) answers. */
const tentSource: ListingSource = {
  kind: TENT,
  find: async (_db, id) =>
    id === tentId
      ? { id, kind: TENT, ownerId: owner.id, name: 'Teendho', type: 'Tent', pictures: [] }
      : null,
  summaries: async (_db, ids) => (ids.includes(tentId) ? [tentCard()] : []),
  countByRoute: async () => ({ homes: 3 }),
  setVerified: async (_db, id) => {
    verified.push(id);
    return id === tentId;
  },
};

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
  // The cast is the union's doing: ListingSources is an exhaustive Record<ListingKind, ...>.
  const kinds = { ...listingKinds, [TENT]: tentSource } as ListingSources;
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

describe("the descriptors' calls", () => {
  it('are served, and each has a case in the authorisation suite', () => {
    // a kind's routes are its module's, registered in app.ts: the kinds map brings none, so a
    // descriptor naming a call nobody serves (or nobody guards) fails here
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
});

describe('what a new kind still has to add outside its own files', () => {
  it('the card on the wire names the kinds itself: a tent card is refused until it is added', () => {
    // the wire enums follow LISTING_KIND_NAMES (categories.ts): a kind named there is a card's
    // kind everywhere, and there is no second list of the kinds to forget
    const kinds = listingSummaryAnswer.shape.kind.options;
    expect([...kinds].sort()).toEqual([...LISTING_KINDS].sort());
    // refused for its kind alone: the rest of the card is a valid one
    const parsed = listingSummaryAnswer.safeParse(tentCard());
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['kind']]);
  });

  it('the owner policy has no rule for it: authorize fails loudly, it does not let anyone in', () => {
    const stranger = { id: randomUUID() } as Parameters<typeof authorize>[0];
    for (const action of ['update', 'delete', 'manage'] as const) {
      expect(() => authorize(stranger, action, TENT, { ownerId: owner.id })).toThrow(
        `No policy lets anyone ${action} a Tent`,
      );
    }
  });

  it('the owner policy refuses a stranger for every real kind (what an allow line gives a new one)', () => {
    const stranger = { id: randomUUID() } as Parameters<typeof authorize>[0];
    for (const kind of LISTING_KINDS) {
      for (const action of ['update', 'delete', 'manage'] as const) {
        expect(
          () => authorize(stranger, action, kind, { ownerId: randomUUID() }),
          `${action} ${kind}`,
        ).toThrow(/is not yours/);
        expect(() => authorize(stranger, action, kind, { ownerId: stranger.id })).not.toThrow();
      }
    }
  });
});
