import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  createSignedInUser,
  type PropertyRow,
  type Signed,
} from '../support/factories';

/* Favourites: the heart on a card, the My account tab and the count on the owner's dashboard. */

let t: TestApp;
const db = () => t.app.deps.db;
let amina: Signed;
let cumar: Signed;
let house: PropertyRow;
let office: PropertyRow;
let rented: PropertyRow;
const ghost = '0b3c4d5e-1111-4222-8333-944455566677';

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createSignedInUser(db(), { name: 'Maxamed' });
  amina = await createSignedInUser(db(), { name: 'Aamina' });
  cumar = await createSignedInUser(db(), { name: 'Cumar' });
  house = await createProperty(db(), owner.user);
  office = await createProperty(db(), owner.user, { type: 'office', district: 'Wadajir' });
  rented = await createProperty(db(), owner.user, { status: 'rented' });
});
afterAll(() => t.close());

const addFavorite = (who: Signed, propertyId: string, userId = who.user.id) =>
  t.post('/api/users/addFavorite', { propertyId, userId }, who.cookie);
const removeFavorite = (who: Signed, propertyId: string, userId = who.user.id) =>
  t.post('/api/users/removeFavorite', { propertyId, userId }, who.cookie);

describe('adding and removing', () => {
  it("adds a favourite once; a repeat answers updated false (the client's 'not updated')", async () => {
    expect((await addFavorite(amina, house.id)).json().data).toEqual({
      favorites: [house.id],
      updated: true,
    });
    expect((await addFavorite(amina, house.id)).json().data).toEqual({
      favorites: [house.id],
      updated: false,
    });
    expect((await addFavorite(amina, office.id)).json().data).toEqual({
      favorites: [office.id, house.id],
      updated: true,
    });
  });

  it('removes one; removing it again changes nothing', async () => {
    expect((await removeFavorite(amina, office.id)).json().data).toEqual({
      favorites: [house.id],
      updated: true,
    });
    expect((await removeFavorite(amina, office.id)).json().data).toEqual({
      favorites: [house.id],
      updated: false,
    });
  });

  it("refuses someone else's list with 403 and an unknown listing with 400", async () => {
    const forged = await addFavorite(amina, office.id, cumar.user.id);
    expect(forged.statusCode).toBe(403);
    const unknown = await addFavorite(amina, ghost);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Can't find the property"]);
    expect((await removeFavorite(amina, ghost)).statusCode).toBe(400);
    expect(
      (await t.post('/api/users/addFavorite', { propertyId: house.id, userId: amina.user.id }))
        .statusCode,
    ).toBe(401);
    const me = await t.get(`/api/users/favoriteProperties/${cumar.user.id}`, cumar.cookie);
    expect(me.json().data).toEqual([]);
  });
});

describe('where favourites show', () => {
  it('lists them as cards, newest favourite first, a rented one included', async () => {
    await addFavorite(amina, rented.id);
    const res = await t.get(`/api/users/favoriteProperties/${amina.user.id}`, amina.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ _id: rented.id, kind: 'Property', status: 'rented' }),
      expect.objectContaining({ _id: house.id, kind: 'Property', status: '' }),
    ]);
    expect(
      (await t.get(`/api/users/favoriteProperties/${amina.user.id}`, cumar.cookie)).statusCode,
    ).toBe(403);
  });

  it('carries them on the signed-in user', async () => {
    const me = await t.get('/api/users/login/authorization', amina.cookie);
    expect(me.json().data.favorites).toEqual([rented.id, house.id]);
  });

  it('counts how many keep a listing (public), 400 for an unknown one', async () => {
    await addFavorite(cumar, house.id);
    expect((await t.get(`/api/rentingProperty/favorites/?propertyId=${house.id}`)).json()).toEqual({
      success: true,
      data: { propertyId: house.id, favorites: 2 },
    });
    expect(
      (await t.get(`/api/rentingProperty/favorites?propertyId=${office.id}`)).json().data.favorites,
    ).toBe(0);
    expect((await t.get(`/api/rentingProperty/favorites/?propertyId=${ghost}`)).statusCode).toBe(
      400,
    );
  });

  it('drops a deleted listing from every list', async () => {
    const ownerSession = await createSignedInUser(db(), { name: 'Temp' });
    const mine = await createProperty(db(), ownerSession.user);
    await addFavorite(amina, mine.id);
    await t.post('/api/rentingProperty/delete', { propertyId: mine.id }, ownerSession.cookie);
    const me = await t.get('/api/users/login/authorization', amina.cookie);
    expect(me.json().data.favorites).not.toContain(mine.id);
  });
});
