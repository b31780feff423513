import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ratings, users } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import {
  createProperty,
  type PropertyRow,
  createSignedInUser,
  type Signed,
} from '../support/factories';

let t: TestApp;
let owner: Signed;
let amina: Signed;
let bashir: Signed;
let house: PropertyRow;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createSignedInUser(t.app.deps.db, {
    name: 'Maryan Cabdi',
    email: 'maryan@example.so',
  });
  amina = await createSignedInUser(t.app.deps.db, {
    name: 'Aamina Yuusuf',
    email: 'aamina@example.so',
  });
  bashir = await createSignedInUser(t.app.deps.db, {
    name: 'Bashiir Xasan',
    email: 'bashiir@example.so',
  });
  house = await createProperty(t.app.deps.db, owner.user.id);
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const rows = () => db().select().from(ratings).where(eq(ratings.listingId, house.id));
const body = (who: Signed, stars: object[], review = '', propertyId = house.id) => ({
  propertyId,
  userId: who.user.id,
  stars,
  review,
});
const aminaStars = [
  { category: 'cleanliness', stars: 5 },
  { category: 'value', stars: 4 },
];
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('adding a rating', () => {
  it('stores the stars, the review and the overall score, and answers the review', async () => {
    const res = await t.post(
      '/api/ratingsAndReviews/add',
      body(amina, aminaStars, 'Nadiif, qiimo fiican'),
      amina.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      propertyId: house.id,
      user: { _id: amina.user.id, name: 'Aamina Yuusuf', picture: '' },
      stars: aminaStars,
      review: 'Nadiif, qiimo fiican',
    });
    const [row] = await rows();
    expect(row!.overall).toBe(4.5);
  });

  it('answers 409 for a second rating by the same user and keeps the first', async () => {
    const res = await t.post(
      '/api/ratingsAndReviews/add',
      body(amina, [{ category: 'value', stars: 1 }]),
      amina.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect((await rows())[0]!.stars).toEqual(aminaStars);
  });

  it("refuses the owner (403), someone else's name (403), unknown listings (400) and no stars", async () => {
    const own = await t.post(
      '/api/ratingsAndReviews/add',
      body(owner, [{ category: 'value', stars: 5 }]),
      owner.cookie,
    );
    expect(own.statusCode).toBe(403);
    const forged = await t.post(
      '/api/ratingsAndReviews/add',
      body(amina, [{ category: 'value', stars: 1 }]),
      bashir.cookie,
    );
    expect(forged.statusCode).toBe(403);
    const unknown = await t.post(
      '/api/ratingsAndReviews/add',
      body(bashir, [{ category: 'value', stars: 3 }], '', unknownId),
      bashir.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Can't find the property");
    const empty = await t.post('/api/ratingsAndReviews/add', body(bashir, []), bashir.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Star should be more than 1!!!');
    const tooMany = await t.post(
      '/api/ratingsAndReviews/add',
      body(bashir, [{ category: 'value', stars: 6 }]),
      bashir.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('body.stars');
    const visitor = await t.post('/api/ratingsAndReviews/add', body(bashir, aminaStars));
    expect(visitor.statusCode).toBe(401);
    expect(await rows()).toHaveLength(1);
  });
});

describe('updating a rating', () => {
  it("answers 'Please update before submitting!!!' when nothing changed", async () => {
    const res = await t.post(
      '/api/ratingsAndReviews/update',
      body(amina, [...aminaStars].reverse(), '  Nadiif, qiimo fiican '),
      amina.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please update before submitting!!!');
  });

  it('answers 400 when the user has no rating to update', async () => {
    const res = await t.post(
      '/api/ratingsAndReviews/update',
      body(bashir, [{ category: 'value', stars: 2 }]),
      bashir.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });

  it('saves new stars and keeps the overall score in step', async () => {
    const stars = [
      { category: 'cleanliness', stars: 3 },
      { category: 'amenities', stars: 4 },
      { category: 'communication', stars: 2 },
    ];
    const res = await t.post(
      '/api/ratingsAndReviews/update',
      body(amina, stars, 'Wax yar ayaa dhiman'),
      amina.cookie,
    );
    expect(res.json().data).toMatchObject({ stars, review: 'Wax yar ayaa dhiman' });
    const [row] = await rows();
    expect(row!.overall).toBe(3);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
  });
});

describe('reading ratings', () => {
  it('lists reviews newest first and sums them up per category', async () => {
    await t.post(
      '/api/ratingsAndReviews/add',
      body(bashir, [
        { category: 'cleanliness', stars: 5 },
        { category: 'value', stars: 5 },
      ]),
      bashir.cookie,
    );
    const reviews = await t.get(`/api/ratingsAndReviews/usersReviews?propertyId=${house.id}`);
    expect(reviews.json().data.map((r: { user: { _id: string } }) => r.user._id)).toEqual([
      bashir.user.id,
      amina.user.id,
    ]);
    const summary = await t.get(
      `/api/ratingsAndReviews/findPropertyRatings?propertyId=${house.id}`,
    );
    expect(summary.json().data).toEqual({
      categories: {
        cleanliness: 4,
        amenities: 4,
        // nobody rated it: no score rather than a 0 that reads as one star below the worst
        propertyConditions: null,
        communication: 2,
        value: 5,
      },
      overall: 4,
      count: 2,
    });
  });

  it('gives a listing nobody rated an empty list and zero scores; unknown listings 400', async () => {
    const fresh = await createProperty(db(), owner.user.id);
    expect(
      (await t.get(`/api/ratingsAndReviews/usersReviews?propertyId=${fresh.id}`)).json().data,
    ).toEqual([]);
    expect(
      (await t.get(`/api/ratingsAndReviews/findPropertyRatings?propertyId=${fresh.id}`)).json()
        .data,
    ).toMatchObject({ overall: 0, count: 0 });
    expect(
      (await t.get(`/api/ratingsAndReviews/findPropertyRatings?propertyId=${unknownId}`))
        .statusCode,
    ).toBe(400);
    expect((await t.get('/api/ratingsAndReviews/usersReviews?propertyId=x')).statusCode).toBe(400);
  });

  it("shows the user their own rating, null when none, and nobody else's", async () => {
    const mine = await t.get(
      `/api/ratingsAndReviews/user/findPropertyRating?propertyId=${house.id}&userId=${amina.user.id}`,
      amina.cookie,
    );
    expect(mine.json().data).toMatchObject({
      user: { _id: amina.user.id },
      review: 'Wax yar ayaa dhiman',
    });
    const none = await t.get(
      `/api/ratingsAndReviews/user/findPropertyRating?propertyId=${house.id}&userId=${owner.user.id}`,
      owner.cookie,
    );
    expect(none.json()).toEqual({ success: true, data: null });
    const peek = await t.get(
      `/api/ratingsAndReviews/user/findPropertyRating?propertyId=${house.id}&userId=${amina.user.id}`,
      bashir.cookie,
    );
    expect(peek.statusCode).toBe(403);
  });
});

describe("the card's score", () => {
  /** The house's card as the home grid shows it. */
  const card = async () => {
    const grid = (await t.get('/api/rentingProperty/renting?limit=100')).json().data;
    return grid.find((c: { _id: string }) => c._id === house.id).rating;
  };
  /** The score computed here from the ratings the tests wrote. */
  const fromRecords = async () => {
    const given = (await rows()).filter((r) => r.stars.length > 0);
    const overall = given.reduce((sum, r) => sum + r.overall, 0) / given.length;
    return { overall: expect.closeTo(overall, 10), count: given.length };
  };

  it('follows every rating: as the summary, after adds and an update', async () => {
    const summary = (
      await t.get(`/api/ratingsAndReviews/findPropertyRatings?propertyId=${house.id}`)
    ).json().data;
    expect(await card()).toEqual({ overall: summary.overall, count: summary.count });
    expect(await card()).toEqual(await fromRecords());
  });

  it('counts twenty renters rating at the same moment, every one', async () => {
    const renters = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createSignedInUser(db(), { name: `Rater ${i}` })),
    );
    const answers = await Promise.all(
      renters.map((r, i) =>
        t.post(
          '/api/ratingsAndReviews/add',
          body(r, [{ category: 'value', stars: (i % 5) + 1 }]),
          r.cookie,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(renters.map(() => 200));
    expect(await card()).toEqual(await fromRecords());
    expect((await card()).count).toBe(22);
  });

  it('drops a rating whose author is gone', async () => {
    await db().delete(users).where(eq(users.id, bashir.user.id));
    expect(await card()).toEqual(await fromRecords());
    expect((await card()).count).toBe(21);
  });
});
