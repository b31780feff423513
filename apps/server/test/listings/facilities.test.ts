import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APARTMENT_FACILITY_CATEGORIES,
  FACILITY_CATALOGUE,
  FACILITY_CATEGORIES_BY_KIND,
  KIND_DESCRIPTORS,
  LISTING_KINDS,
  MIN_FACILITIES,
  type FacilitySelection,
} from '@rentals/shared';
import { startTestApp, type TestApp } from '../support/app';
import { multipartBody } from '../support/multipart';
import { buildMarketplace, smallPng, type Marketplace } from '../support/route-catalogue';
import { formFields, UPLOAD_DOORS } from '../support/upload-doors';

/*
 * Issue 19: a client written from the spec alone can learn the facility names (GET
 * /api/facilities, signed out), and the names it sends are matched ignoring case and surrounding
 * spaces on every add and edit, stored in the catalogue's own spelling.
 */

let t: TestApp;
let f: Marketplace;
let picture: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  f = await buildMarketplace(t);
  picture = await smallPng();
}, 60_000);
afterAll(() => t?.close());

/** The same choice as a careless client types it: other case, spaces around some names. */
const shouted = (selection: FacilitySelection): FacilitySelection =>
  Object.fromEntries(
    Object.entries(selection).map(([category, names]) => [
      category,
      names.map((name, i) => (i % 2 ? ` ${name.toUpperCase()}  ` : name.toLowerCase())),
    ]),
  );

describe('GET /api/facilities', () => {
  it('answers the catalogue and each kind of listing its categories, signed out', async () => {
    const res = await t.get('/api/facilities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual({
      minimum: MIN_FACILITIES,
      categories: FACILITY_CATALOGUE,
      kinds: FACILITY_CATEGORIES_BY_KIND,
    });
    // The spec's own words: its 14 categories in its order, and the apartment buildings' seven.
    expect(Object.keys(body.data.categories)).toHaveLength(14);
    expect(Object.keys(body.data.categories)[3]).toBe('HVAC');
    expect(body.data.categories['Not Allowed']).toContain('Smoking');
    expect(body.data.kinds.apartmentBuilding).toEqual([
      'Entertainment',
      'HVAC',
      'Parking',
      'Home safety',
      'Location',
      'Outdoor',
      'Not Allowed',
    ]);
    expect(body.data.kinds.apartmentBuilding).toEqual([...APARTMENT_FACILITY_CATEGORIES]);
    expect(body.data.kinds.land).toEqual([]);
  });

  it('may be kept by any cache, signed in too (it is the same for everyone)', async () => {
    expect((await t.get('/api/facilities')).headers['cache-control']).toBe('public, max-age=3600');
    const signedIn = await t.get('/api/facilities', f.owner.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('still needs the API key, like every /api call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/facilities' });
    expect(res.statusCode).toBe(401);
  });
});

const ADDS = Object.keys(UPLOAD_DOORS).filter((door) => door.endsWith('/add'));

/** Sends a door's form, with `changes` over its own fields, and one picture. */
const sendWith = (door: string, changes: Record<string, unknown>) => {
  const { field, who, fields } = UPLOAD_DOORS[door]!;
  const form = { ...fields(f), ...changes };
  return t.send({
    method: 'POST',
    url: door.split(' ')[1]!,
    cookie: who(f).cookie,
    ...multipartBody(formFields(form), [
      { name: 'p.png', bytes: picture, type: 'image/png', field },
    ]),
  });
};

describe('facility names on every add, in any case', () => {
  it('covers every kind of listing that has facilities', () => {
    // every kind's add (its descriptor's), and the apartments' and rooms' of their buildings and
    // hotels
    expect([...ADDS].sort()).toEqual(
      [
        ...LISTING_KINDS.map((kind) => `POST /api${KIND_DESCRIPTORS[kind].api.add.path}`),
        'POST /api/apartments/add',
        'POST /api/hotels/hotelRooms/add',
      ].sort(),
    );
  });

  // each door's own example chooses the facilities ('Ceiling fan' among today's kinds')
  it.each(ADDS)("%s: accepts its names as 'ceiling FAN' and stores 'Ceiling fan'", async (door) => {
    const own = UPLOAD_DOORS[door]!.fields(f).facilities as FacilitySelection;
    expect(Object.values(own).flat().length).toBeGreaterThan(0);
    const res = await sendWith(door, { facilities: shouted(own) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().data.facilities).toEqual(own);
  });

  it.each(ADDS)('%s: still refuses a name that is not in the catalogue', async (door) => {
    const own = UPLOAD_DOORS[door]!.fields(f).facilities as FacilitySelection;
    const [category, names] = Object.entries(own)[0]!;
    const res = await sendWith(door, {
      facilities: { ...own, [category]: [...names!, 'Ceiling fans'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`"Ceiling fans" is not a facility of ${category}`);
  });
});

/** Edits that may change facilities (a general property's edit has no facilities in the spec). */
const EDITS = [
  'POST /api/apartmentBuilding/update',
  'POST /api/hallProperty/update',
  'POST /api/hotels/update',
  'POST /api/hotels/hotelRooms/update-room',
];

describe('facility names on every edit, in any case', () => {
  it.each(EDITS)("%s: accepts 'ceiling FAN' and stores 'Ceiling fan'", async (door) => {
    const own = UPLOAD_DOORS[door.replace(/\/update(-room)?$/, '/add')]!.fields(f)
      .facilities as FacilitySelection;
    const res = await sendWith(door, { updatedValues: { facilities: shouted(own) } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().data.facilities).toEqual(own);
  });
});
