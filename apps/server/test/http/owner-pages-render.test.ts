import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyViews } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createBuilding,
  createHall,
  createHotel,
  createProperty,
  createSignedInAdmin,
  createSignedInUser,
  type Signed,
} from '../support/factories';

// The owner's pages with charts (issue 36) rendered by the server for their signed-in owner: the
// charts' SVG and their tables are in the HTML, so they paint before any code runs. Rendered by
// the web build's real renderer (apps/web/dist-ssr, made by `npm run build`; the stand-in of
// page-render.test.ts draws no charts): skipped without it, as compiled-server.test.ts is.
const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
const ssrEntry = path.join(webRoot, 'dist-ssr', 'entry-server.js');
const built = fs.existsSync(ssrEntry) && fs.existsSync(path.join(webRoot, 'dist', 'index.html'));

/** A count of views no other number on the page is: today's, in the interest chart's table. */
const VIEWS = 37;

let t: TestApp;
let owner: Signed;
let stranger: Signed;
let admin: Signed;
const pages: Record<string, string> = {};

beforeAll(async () => {
  if (!built) return;
  t = await startTestApp({ WEB_DIST: path.join(webRoot, 'dist'), WEB_SSR_ENTRY: ssrEntry });
  const db = t.app.deps.db;
  owner = await createSignedInUser(db);
  stranger = await createSignedInUser(db);
  admin = await createSignedInAdmin(db);
  const house = await createProperty(db, owner.user.id, { name: 'Guri Hodan' });
  const { property: hall } = await createHall(db, owner.user.id);
  const { hotelId } = await createHotel(db, owner.user.id);
  const building = await createBuilding(db, owner.user.id);
  const now = new Date();
  await db.insert(propertyViews).values(
    Array.from({ length: VIEWS }, (_, i) => ({
      propertyId: house.id,
      viewer: `viewer-${i}`,
      viewedOn: now.toISOString().slice(0, 10),
      createdAt: now,
    })),
  );
  pages.property = `/properties/default/${house.id}/report`;
  pages.hall = `/properties/halls/${hall.id}/report`;
  pages.hotel = `/properties/hotels/${hotelId}/report`;
  pages.building = `/properties/apartment-buildings/${building.id}/report`;
  pages.management = '/property-management';
  // The first rendering loads the pages' code; on a busy machine it could pass the render's
  // time limit and be sent unrendered (as it should): the tests read warm renderings.
  await open(pages.management, owner);
  await open(pages.hall, owner);
}, 60_000);
afterAll(async () => t?.close());

const open = (url: string, who?: Signed) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script id="ssr-state"/.exec(html)?.[1];
const charts = (html: string) => html.match(/<svg[^>]*role="img"/g)?.length ?? 0;
/** A table cell holding today's views, as the interest chart's table writes it. */
const viewsCell = new RegExp(`<td[^>]*>${VIEWS}</td>`);

describe.skipIf(!built)("an owner's page with charts, rendered by the server", () => {
  it.each(['property', 'hall', 'hotel', 'building', 'management'])(
    "%s: the owner's HTML carries the charts (SVG, title, caption) and their tables, kept for no one",
    async (name) => {
      const page = await open(pages[name]!, owner);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const root = rootOf(page.body);
      expect(root).toBeDefined();
      // interest, requests and income; a hall, hotel or building has its occupancy too
      expect(charts(root!)).toBe(name === 'property' || name === 'management' ? 3 : 4);
      expect(root).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"[^>]*>\s*<title/);
      expect(root).toContain('<figcaption');
      expect(root).toContain('<details');
      expect(root).toContain('<table');
      if (name === 'property' || name === 'management') expect(root).toMatch(viewsCell);
    },
    20_000,
  );

  it.each(['property', 'hall', 'hotel', 'building', 'management'])(
    "%s: a stranger's and a visitor's HTML carry none of the owner's numbers",
    async (name) => {
      const theirs = await open(pages[name]!, stranger);
      expect(theirs.headers['cache-control']).toBe('private, no-store');
      if (name !== 'management') expect(rootOf(theirs.body)).toMatch(/Only the owner of this/);
      const visitor = await open(pages[name]!);
      for (const page of [theirs, visitor]) {
        expect(page.statusCode).toBe(200);
        expect(charts(page.body)).toBe(0);
        expect(page.body).not.toContain('<table');
        expect(page.body).not.toMatch(viewsCell);
      }
      // A visitor is sent to sign in by the app, as before: nothing is rendered for them.
      expect(visitor.body).toContain('<div id="root"></div>');
    },
    20_000,
  );

  it("renders an owner's report for an admin as the app shows it to them", async () => {
    const page = await open(pages.property!, admin);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).not.toMatch(viewsCell);
    expect(rootOf(page.body)).toContain('Only the owner of this property can see this page.');
  });
});
