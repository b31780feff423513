import { eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  KIND_DESCRIPTORS,
  LISTING_KINDS,
  NOTIFICATION_TYPES,
  type ListingKind,
  type RouteContract,
} from '@rentals/shared';
import {
  apartmentAddresses,
  apartmentRentingRecords,
  apartments,
  hallAdminEvents,
  hallEvents,
  hotelReservations,
  hotelRoomAddresses,
  hotelRooms,
  hotels,
  notifications,
} from '../../src/db/schema';
import type { TestApp } from './app';
import {
  createFavorite,
  createHall,
  createProperty,
  createRating,
  createSignedInUser,
  dayFromToday,
  eventInfo,
  plainDay,
  SIX_FACILITIES,
  starsOf,
} from './factories';
import { multipartBody } from './multipart';
import { acceptRent, requestRent } from './notifications';
import { exampleFor, formFields } from './upload-doors';

/*
 * The route table as the running app has it, a small marketplace to aim at, and one entry per
 * route saying who may call it (a listing kind's find, add, update and delete are made from its
 * descriptor and its forms' examples: kindCases). Shared by the authorisation and abuse suites:
 * a route the app serves and this catalogue does not name fails both.
 */

/**
 * 'METHOD /path' of every route the app serves (HEAD mirrors GET and is left out), read from
 * the router's own tree (printRoutes), each checked back with hasRoute so a misread fails.
 */
export function routeTable(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [''];
  for (const line of app.printRoutes().split('\n')) {
    const m = /^([│├└─\s]*?)(?:├── |└── )(.*)$/.exec(line);
    if (!m) continue;
    const depth = (m[1]!.length + 4) / 4;
    const rest = m[2]!;
    const methods = /^(.*) \(([A-Z, ]+)\)$/.exec(rest);
    const segment = methods ? methods[1]! : rest;
    const path = stack[depth - 1]! + segment;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!methods) continue;
    for (const method of methods[2]!.split(', ')) {
      if (method === 'HEAD') continue;
      if (!app.hasRoute({ method: method as 'GET', url: path }))
        throw new Error(`routeTable misread ${method} ${path}`);
      out.push(`${method} ${path}`);
    }
  }
  return [...new Set(out)].sort();
}

/** A 64 x 48 PNG: a real picture, cheap to encode. */
export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
export const ADMIN_EMAIL = 'admin@authz.example.so';

async function must(what: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`fixture ${what}: ${res.statusCode} ${res.body}`);
}

/**
 * The marketplace every case aims at, built through the API where a person would act (rent
 * requests, bookings, answers) and straight into the database where a listing just has to be
 * there. Owner owns everything; renter is the other party of every request; stranger and
 * admin own nothing.
 */
export async function buildMarketplace(t: TestApp) {
  const db = t.app.deps.db;
  const owner = await createSignedInUser(db, { name: 'Owner Maxamed' });
  const renter = await createSignedInUser(db, { name: 'Renter Hodan' });
  const stranger = await createSignedInUser(db, { name: 'Stranger Mallory' });
  const admin = await createSignedInUser(db, {
    name: 'Admin Ayaan',
    email: ADMIN_EMAIL,
    accountType: 'admin',
  });
  const as = (who: Signed) => ({
    post: (url: string, body: object) => t.post(url, body, who.cookie),
  });

  // General properties: one free, one with a pending request, one rented.
  const free = await createProperty(db, owner.user.id);
  const requested = await createProperty(db, owner.user.id);
  const rented = await createProperty(db, owner.user.id);
  const pendingRecord = await requestRent(t, renter, requested.id);
  const rentedRecord = await requestRent(t, renter, rented.id);
  await must('accept rent', await acceptRent(t, owner, renter, rented.id, rentedRecord));
  await createFavorite(db, renter.user.id, free.id);
  await createRating(db, free.id, renter.user.id, starsOf(4), 'Wanaagsan');
  await must(
    'termination request',
    await as(renter).post('/api/notifications/add', {
      notification: {
        from: renter.user.id,
        notifier: owner.user.id,
        type: NOTIFICATION_TYPES.rentTerminationRequest,
        about: rented.id,
      },
    }),
  );
  await must(
    'vacate request',
    await as(owner).post('/api/notifications/add', {
      notification: {
        from: owner.user.id,
        notifier: 'admin',
        type: NOTIFICATION_TYPES.vacateRequest,
        about: rented.id,
      },
    }),
  );
  await must(
    'verification request',
    await as(owner).post('/api/notifications/add', {
      notification: {
        from: owner.user.id,
        notifier: 'admin',
        type: NOTIFICATION_TYPES.verificationRequest,
        about: free.id,
      },
    }),
  );
  await must(
    'report',
    await as(renter).post('/api/reports/add', {
      from: renter.user.id,
      description: 'Sawirada ma ahan guriga',
      type: 'Cilad',
    }),
  );
  await must(
    'property request',
    await as(renter).post('/api/propertyrequest/add', {
      request: {
        region: 'Mogadishu',
        customer_type: 'renter',
        service: 'Kiro',
        description: 'Guri 3 qol ah',
        customer: renter.user.id,
      },
    }),
  );

  // An apartment building: A1 requested, A2 rented, A3 free.
  const building = await createProperty(db, owner.user.id, {
    type: 'Apartment',
    name: 'Daarta Wadajir',
    noFloors: 4,
    units: 8,
    rooms: null,
    price: null,
    area: null,
    facilities: {},
  });
  const [apartment] = await db
    .insert(apartments)
    .values({
      buildingId: building.id,
      area: 80,
      rent: 300,
      noBedrooms: 2,
      noBathrooms: 1,
      floorLevel: 2,
      apartmentType: '2-bedroom apartment',
      kitchen: 'Open kitchen',
      furnishing: 'Unfurnished',
      facilities: SIX_FACILITIES,
    })
    .returning();
  const addressRows = await db
    .insert(apartmentAddresses)
    .values(
      ['A1', 'A2', 'A3'].map((address) => ({
        apartmentId: apartment!.id,
        buildingId: building.id,
        address,
      })),
    )
    .returning();
  for (const address of ['A1', 'A2']) {
    await must(
      `apartment request ${address}`,
      await as(renter).post('/api/apartments/request-apartment-rent', {
        apartmentBuildingId: building.id,
        apartment_address: address,
        rentee: renter.user.id,
      }),
    );
  }
  const apartmentRecords = await db
    .select()
    .from(apartmentRentingRecords)
    .where(eq(apartmentRentingRecords.buildingId, building.id));
  const recordOf = (address: string) =>
    apartmentRecords.find(
      (r) => r.addressId === addressRows.find((a) => a.address === address)!.id,
    )!.id;
  const pendingApartment = recordOf('A1');
  const rentedApartment = recordOf('A2');
  await must(
    'apartment rent',
    await as(owner).post('/api/apartments/rent', {
      apartmentRentingRecordId: rentedApartment,
      apartmentBuildingId: building.id,
    }),
  );

  // A hall: a pending event with a cake picture, a booked event, an admin event.
  const { property: hall } = await createHall(db, owner.user.id);
  const pendingDay = plainDay(12);
  const form = multipartBody(
    {
      userId: renter.user.id,
      hall_id: hall.id,
      event_info: JSON.stringify(eventInfo(pendingDay)),
    },
    [{ field: 'image', name: 'cake.png', bytes: await smallPng(), type: 'image/png' }],
  );
  await must(
    'hall rent',
    await t.send({
      method: 'POST',
      url: '/api/hallEvents/rent',
      cookie: renter.cookie,
      ...form,
    }),
  );
  await must(
    'hall rent 2',
    await as(renter).post('/api/hallEvents/rent', {
      userId: renter.user.id,
      hall_id: hall.id,
      event_info: eventInfo(plainDay(20)),
    }),
  );
  const events = await db.select().from(hallEvents).where(eq(hallEvents.hallId, hall.id));
  const pendingEvent = events.find((e) => e.date === pendingDay)!;
  const bookedEvent = events.find((e) => e.date !== pendingDay)!;
  await must(
    'book event',
    await as(owner).post('/api/hallEvents/book-event', { event_id: bookedEvent.id }),
  );
  await must(
    'admin event',
    await as(owner).post('/api/hallAdminEvents/add', {
      hall_id: hall.id,
      date: plainDay(30),
      starting_time: '09:00',
      ending_time: '11:00',
    }),
  );
  const [adminEvent] = await db
    .select()
    .from(hallAdminEvents)
    .where(eq(hallAdminEvents.hallId, hall.id));
  const cakePicture = pendingEvent.cakePicture;

  // A hotel: one room type at R1 and R2, a pending and an accepted reservation.
  const hotel = await createProperty(db, owner.user.id, {
    type: 'Hotel',
    name: 'Hotel Jasiira',
    rooms: null,
    area: null,
  });
  await db.insert(hotels).values({ propertyId: hotel.id, contact: '+252 61 0000001' });
  const [room] = await db
    .insert(hotelRooms)
    .values({
      hotelId: hotel.id,
      type: 'familyRoom',
      capacity: 6,
      maxKids: 3,
      maxAdults: 3,
      numberOfRooms: 2,
      area: 40,
      dailyRate: 90,
      shortStayRate: 110,
      facilities: SIX_FACILITIES,
    })
    .returning();
  await db
    .insert(hotelRoomAddresses)
    .values(['R1', 'R2'].map((address) => ({ roomId: room!.id, hotelId: hotel.id, address })));
  const booking = (address: string, from: number) => ({
    guest_id: renter.user.id,
    hotel_id: hotel.id,
    room_id: room!.id,
    room_address: address,
    room_type: 'familyRoom',
    check_in: dayFromToday(from),
    check_out: dayFromToday(from + 3),
    max_adults: 2,
    max_kids: 1,
  });
  await must(
    'booking R1',
    await as(renter).post('/api/hotels/hotelRoomRentals/booking/add', booking('R1', 10)),
  );
  await must(
    'booking R2',
    await as(renter).post('/api/hotels/hotelRoomRentals/booking/add', booking('R2', 20)),
  );
  const reservations = await db
    .select()
    .from(hotelReservations)
    .where(eq(hotelReservations.hotelId, hotel.id));
  const pendingReservation = reservations.find((r) => r.roomAddress === 'R1')!.id;
  const acceptedReservation = reservations.find((r) => r.roomAddress === 'R2')!.id;
  await must(
    'accept reservation',
    await as(owner).post('/api/hotels/hotelRoomRentals/accept-reservation', {
      reservation_id: acceptedReservation,
    }),
  );

  const session = await as(owner).post('/api/user-sessions/add', { userId: owner.user.id });
  await must('user session', session);

  const notices = await db.select().from(notifications);
  const noticeOf = (type: string) => {
    const found = notices.find((n) => n.type === type);
    if (!found) throw new Error(`fixture: no ${type} notification`);
    return found.id;
  };

  // One listing of every kind, added by the owner through the kind's own add call with its
  // form's example and its fewest pictures: what the kind's update and delete cases aim at.
  const png = await smallPng();
  const listings = {} as Record<ListingKind, string>;
  for (const kind of LISTING_KINDS) {
    const { api, schemas, pictures } = KIND_DESCRIPTORS[kind];
    const files = Array.from({ length: pictures.min }, (_, i) => ({
      name: `${kind}-${i}.png`,
      bytes: png,
      type: 'image/png',
    }));
    const fields = exampleFor(schemas.add, owner.user.id);
    const added = await t.send({
      method: 'POST',
      url: `/api${api.add.path}`,
      cookie: owner.cookie,
      ...multipartBody(formFields(fields), files),
    });
    await must(`add ${kind}`, added);
    listings[kind] = (added.json() as { data: { _id: string } }).data._id;
  }

  // A saved search of the owner's (issue 35), for the calls that take its id; its text matches
  // none of the marketplace, so the alert job leaves every table be.
  const saved = await as(owner).post('/api/saved-searches', { q: 'penthouse Kaxda' });
  await must('saved search', saved);
  const savedSearch = (saved.json() as { data: { _id: string } }).data._id;

  return {
    savedSearch,
    owner,
    renter,
    stranger,
    admin,
    free,
    requested,
    rented,
    pendingRecord,
    rentedRecord,
    building,
    pendingApartment,
    rentedApartment,
    hall,
    pendingEvent: pendingEvent.id,
    bookedEvent: bookedEvent.id,
    adminEvent: adminEvent!.id,
    cakePicture: cakePicture ?? '',
    hotel,
    room: room!,
    pendingReservation,
    acceptedReservation,
    ownerSession: (session.json() as { data: { sessionId: string } }).data.sessionId,
    ownerNotice: notices.find((n) => n.notifierId === owner.user.id)!.id,
    terminationNotice: noticeOf(NOTIFICATION_TYPES.rentTerminationRequest),
    vacateNotice: noticeOf(NOTIFICATION_TYPES.vacateRequest),
    verificationNotice: noticeOf(NOTIFICATION_TYPES.verificationRequest),
    listings,
  };
}
export type Marketplace = Awaited<ReturnType<typeof buildMarketplace>>;

/** A request as a case sends it: JSON body for POST, query string in the url for GET. */
export type Call = { url: string; body?: Record<string, unknown>; method?: 'DELETE' };
export type Role = 'owner' | 'renter' | 'stranger' | 'admin';

export type RouteCase =
  /** Anyone may call it (browsing, sign-in, health): the reason says why. */
  | { route: string; public: string }
  /** Acts only for whoever calls it, with no id of anyone else: a visitor must sign in. */
  | { route: string; self: string; call: (f: Marketplace) => Call }
  /**
   * Takes an id of someone's thing or claims to act as someone: everyone but `allowed` (the
   * owner unless said) is refused with 400, 401, 403 or 404 and nothing changes. `intruders`
   * defaults to the stranger (signed in, owns nothing); GET cases are also tried as the
   * allowed user, who must get 200, so a refusal cannot come from a wrong fixture id.
   */
  | {
      route: string;
      call: (f: Marketplace) => Call;
      allowed?: Role;
      intruders?: Role[];
      /** what a visitor gets, when not 401 (tracking takes visitors, refuses a claimed user) */
      visitor?: 403;
    }
  /** Admin console: visitors 401, every other user 403. */
  | { route: string; admin: true; call: (f: Marketplace) => Call };

const q = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;
const SOCKET_POLLING = 'refuses long-polling with 400, reads and writes nothing';
const BROWSE = 'public browsing: listings, details and reviews anyone may read';
const SIGN_IN = 'sign-in: rate limited per address and per e-mail (abuse suite)';
const days = (from: number, nights: number) => ({
  check_in: dayFromToday(from),
  check_out: dayFromToday(from + nights),
});

/**
 * A kind's four calls, from its descriptor: anyone may find one; adding is the owner's (a
 * stranger claims the owner's id), editing and deleting the listing's owner's alone.
 */
function kindCases(kind: ListingKind): RouteCase[] {
  const { api, schemas } = KIND_DESCRIPTORS[kind];
  const { find, add, update, delete: remove } = api;
  const example = (schema: z.ZodType) => (f: Marketplace) =>
    exampleFor(schema, f.owner.user.id, f.listings[kind]);
  const route = (call: RouteContract) => `${call.method} /api${call.path}`;
  const post = (call: RouteContract, body: (f: Marketplace) => Record<string, unknown>) => ({
    route: route(call),
    call: (f: Marketplace) => ({ url: `/api${call.path}`, body: body(f) }),
  });
  return [
    { route: route(find), public: BROWSE },
    post(add, example(schemas.add)),
    post(update, example(schemas.update)),
    post(remove, (f) => ({ propertyId: f.listings[kind] })),
  ];
}

export const ROUTE_CASES: RouteCase[] = [
  // Every kind's find, add, update and delete (the routes that are the same for every kind)
  ...LISTING_KINDS.flatMap(kindCases),

  // The platform
  { route: 'GET /api/health', public: 'load-balancer probe, reads nothing of anyone' },
  {
    route: 'GET /api/facilities',
    public: 'the facility names every form offers, the same for everyone (facilities test)',
  },
  { route: 'GET /uploads/*', public: 'content-hashed public pictures; cakes/ is refused there' },
  {
    route: 'POST /api/users/language',
    public: "the language switch: a visitor's cookie; a signed-in user's own profile only",
  },
  // The API's document and its docs page (openapi test): the same for everyone, nothing of anyone.
  { route: 'GET /api/openapi.json', public: 'the OpenAPI document of the API' },
  { route: 'GET /api/docs', public: 'the docs page of the OpenAPI document' },
  { route: 'GET /api/docs/json', public: "the docs page's copy of the document" },
  { route: 'GET /api/docs/yaml', public: "the docs page's copy of the document, in YAML" },
  { route: 'GET /api/docs/static/*', public: "the docs page's own files (Swagger UI)" },
  { route: 'GET /api/docs/static/index.html', public: "the docs page's own files" },
  { route: 'GET /api/docs/static/swagger-initializer.js', public: "the docs page's own files" },

  { route: 'GET /robots.txt', public: 'for crawlers: names the sitemap, reads nothing of anyone' },
  { route: 'GET /sitemap.xml', public: 'for crawlers: the index of the sitemap files' },
  {
    route: 'GET /sitemaps/:file',
    public: 'for crawlers: public listings only (crawler-files test)',
  },
  { route: 'GET /socket.io', public: SOCKET_POLLING },
  { route: 'POST /socket.io', public: SOCKET_POLLING },
  { route: 'GET /socket.io/*', public: SOCKET_POLLING },
  { route: 'POST /socket.io/*', public: SOCKET_POLLING },

  // Search (issue 35)
  { route: 'GET /api/search', public: BROWSE },
  {
    route: 'POST /api/saved-searches',
    self: "saves a search for the caller's own alerts",
    call: () => ({ url: '/api/saved-searches', body: { q: 'guri Hodan' } }),
  },
  {
    route: 'GET /api/saved-searches',
    self: "the caller's own saved searches",
    call: () => ({ url: '/api/saved-searches' }),
  },
  {
    route: 'POST /api/saved-searches/:id/pause',
    call: (f) => ({ url: `/api/saved-searches/${f.savedSearch}/pause`, body: { paused: true } }),
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    call: (f) => ({ url: `/api/saved-searches/${f.savedSearch}`, method: 'DELETE' }),
  },

  // The owner's charts (issue 36): a listing's for its owner (or an admin), the overview the caller's own
  ...LISTING_KINDS.map((kind) => ({
    route: 'GET /api/owner-stats/listings/:propertyId',
    intruders: ['stranger', 'renter'] as Role[],
    call: (f: Marketplace) => ({ url: `/api/owner-stats/listings/${f.listings[kind]}?days=90` }),
  })),
  {
    route: 'GET /api/owner-stats/overview',
    self: "the caller's own listings' figures, no id of anyone's",
    call: () => ({ url: '/api/owner-stats/overview' }),
  },

  // Sign-in and the session
  { route: 'POST /api/users/signup', public: SIGN_IN },
  { route: 'POST /api/users/login/email', public: SIGN_IN },
  { route: 'POST /api/users/login/phone', public: SIGN_IN },
  { route: 'POST /api/users/login/google', public: SIGN_IN },
  { route: 'POST /api/users/varify-login-otp', public: SIGN_IN },
  { route: 'GET /api/users/logout', public: "ends the caller's own session only" },
  {
    route: 'GET /api/users/login/authorization',
    self: 'the signed-in user and their lists',
    call: () => ({ url: '/api/users/login/authorization' }),
  },

  // Users
  {
    route: 'POST /api/users/update',
    call: (f) => ({
      url: '/api/users/update',
      body: { id: f.owner.user.id, data: { name: 'Hacked' } },
    }),
  },
  {
    route: 'POST /api/users/email-change/verify',
    self: "confirms the caller's own pending e-mail change with the code sent to the new address",
    call: () => ({ url: '/api/users/email-change/verify', body: { otp: '123456' } }),
  },
  {
    route: 'POST /api/users/phone',
    self: 'sends a code by SMS to the number the caller wants on their own account',
    call: () => ({ url: '/api/users/phone', body: { phone: '0615123456' } }),
  },
  {
    route: 'POST /api/users/phone/verify',
    self: "confirms the caller's own new phone number with the code sent to it",
    call: () => ({ url: '/api/users/phone/verify', body: { otp: '123456' } }),
  },
  {
    route: 'POST /api/users/sms-alerts',
    self: "the caller's own choice of alerts by SMS",
    call: () => ({ url: '/api/users/sms-alerts', body: { on: true } }),
  },
  {
    route: 'GET /api/users/find/user',
    self: 'a signed-in user looks up the public profile (name, picture) of an e-mail',
    call: (f) => ({ url: q('/api/users/find/user', { email: f.owner.user.email }) }),
  },
  {
    route: 'GET /api/users/download-picture',
    allowed: 'renter',
    call: (f) => ({ url: q('/api/users/download-picture', { picture: f.cakePicture }) }),
  },
  {
    route: 'GET /api/users/properties',
    call: (f) => ({ url: q('/api/users/properties', { userId: f.owner.user.id }) }),
  },
  {
    route: 'GET /api/users/favoriteProperties/:userId',
    allowed: 'renter',
    call: (f) => ({ url: `/api/users/favoriteProperties/${f.renter.user.id}` }),
  },
  {
    route: 'GET /api/users/pendingProperties/:userId',
    allowed: 'renter',
    call: (f) => ({ url: `/api/users/pendingProperties/${f.renter.user.id}` }),
  },
  {
    route: 'GET /api/users/rentedProperties/:userId',
    allowed: 'renter',
    call: (f) => ({ url: `/api/users/rentedProperties/${f.renter.user.id}` }),
  },
  {
    route: 'POST /api/users/addFavorite',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/users/addFavorite',
      body: { propertyId: f.requested.id, userId: f.renter.user.id },
    }),
  },
  {
    route: 'POST /api/users/removeFavorite',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/users/removeFavorite',
      body: { propertyId: f.free.id, userId: f.renter.user.id },
    }),
  },

  // Tracking: a claimed user id must be the caller's
  {
    route: 'POST /api/user-sessions/add',
    visitor: 403,
    call: (f) => ({ url: '/api/user-sessions/add', body: { userId: f.owner.user.id } }),
  },
  {
    route: 'POST /api/user-sessions/update',
    visitor: 403,
    call: (f) => ({
      url: '/api/user-sessions/update',
      body: { sessionId: f.ownerSession, data: { page_view_count: 1 } },
    }),
  },
  {
    route: 'POST /api/page-views/add',
    visitor: 403,
    call: (f) => ({
      url: '/api/page-views/add',
      body: { userId: f.owner.user.id, sessionId: f.ownerSession, url: '/hacked' },
    }),
  },
  {
    route: 'POST /api/views/increase-views',
    public: 'counts a view of a public listing, as the caller or as an anonymous viewer',
  },
  { route: 'GET /api/views/property-views', public: BROWSE },

  // General properties: browsing
  { route: 'GET /api/rentingProperty/renting', public: BROWSE },
  { route: 'GET /api/rentingProperty/property-category/:type', public: BROWSE },
  { route: 'POST /api/rentingProperty/filter', public: 'public search; reads, writes nothing' },
  { route: 'GET /api/rentingproperty/find/:id', public: BROWSE },
  { route: 'GET /api/rentingProperty/favorites', public: BROWSE },
  { route: 'GET /api/rentingProperty/category-counts', public: BROWSE },
  { route: 'GET /api/ratingsAndReviews/usersReviews', public: BROWSE },
  { route: 'GET /api/ratingsAndReviews/findPropertyRatings', public: BROWSE },

  // General properties: the owner's and the renter's calls
  {
    route: 'POST /api/rentingProperty/renting-request',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/rentingProperty/renting-request/',
      body: { propertyId: f.free.id, userId: f.renter.user.id },
    }),
  },
  {
    route: 'POST /api/rentingProperty/cancel-rent-request',
    allowed: 'renter',
    intruders: ['stranger', 'owner'],
    call: (f) => ({
      url: '/api/rentingProperty/cancel-rent-request',
      body: { propertyId: f.requested.id },
    }),
  },
  {
    route: 'POST /api/rentingProperty/rent',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/rentingProperty/rent',
      body: {
        propertyRentingRecordId: f.pendingRecord,
        propertyId: f.requested.id,
        userId: f.renter.user.id,
        acceptedBy: f.owner.user.id,
      },
    }),
  },
  {
    route: 'POST /api/rentingPropertyRecords/record/update-to-rent',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/rentingPropertyRecords/record/update-to-rent',
      body: {
        propertyRentingRecordId: f.pendingRecord,
        propertyId: f.requested.id,
        userId: f.renter.user.id,
        acceptedBy: f.owner.user.id,
      },
    }),
  },
  {
    route: 'POST /api/rentingProperty/decline-rent-request',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/rentingProperty/decline-rent-request',
      body: { propertyId: f.requested.id, propertyRentingRecordId: f.pendingRecord },
    }),
  },
  {
    route: 'POST /api/rentingProperty/unrent',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/rentingProperty/unrent/',
      body: {
        type: 'vacated',
        from: f.owner.user.id,
        notifier: f.renter.user.id,
        propertyRentingRecordId: f.rentedRecord,
        propertyId: f.rented.id,
      },
    }),
  },
  {
    route: 'GET /api/rentingPropertyRecords/records/renting-records',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: q('/api/rentingPropertyRecords/records/renting-records', { propertyId: f.requested.id }),
    }),
  },
  {
    route: 'GET /api/rentingProperty/rented-record/:propertyId',
    call: (f) => ({ url: `/api/rentingProperty/rented-record/${f.rented.id}` }),
  },

  // Ratings, reports, requests: a claimed user must be the caller
  {
    route: 'GET /api/ratingsAndReviews/user/findPropertyRating',
    allowed: 'renter',
    call: (f) => ({
      url: q('/api/ratingsAndReviews/user/findPropertyRating', {
        propertyId: f.free.id,
        userId: f.renter.user.id,
      }),
    }),
  },
  {
    route: 'POST /api/ratingsAndReviews/add',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/ratingsAndReviews/add',
      body: { propertyId: f.rented.id, userId: f.renter.user.id, stars: starsOf(1) },
    }),
  },
  {
    route: 'POST /api/ratingsAndReviews/update',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/ratingsAndReviews/update',
      body: { propertyId: f.free.id, userId: f.renter.user.id, stars: starsOf(1), review: 'x' },
    }),
  },
  {
    route: 'POST /api/reports/add',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/reports/add',
      body: { from: f.renter.user.id, description: 'Forged', type: 'Cilad' },
    }),
  },
  {
    route: 'POST /api/propertyrequest/add',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/propertyrequest/add',
      body: {
        request: {
          region: 'Mogadishu',
          customer_type: 'renter',
          service: 'Kiro',
          description: 'Forged',
          customer: f.renter.user.id,
        },
      },
    }),
  },

  // Notifications
  {
    route: 'GET /api/notifications/notifier/:userId',
    call: (f) => ({ url: `/api/notifications/notifier/${f.owner.user.id}` }),
  },
  {
    route: 'GET /api/notifications/notifier/:userId',
    allowed: 'admin',
    intruders: ['stranger', 'owner'],
    call: () => ({ url: '/api/notifications/notifier/admin' }),
  },
  {
    route: 'GET /api/notifications/delete/:id',
    intruders: ['stranger', 'renter'],
    call: (f) => ({ url: `/api/notifications/delete/${f.ownerNotice}` }),
  },
  {
    route: 'GET /api/notifications/unread-count',
    self: "the caller's own count",
    call: () => ({ url: '/api/notifications/unread-count' }),
  },
  {
    route: 'POST /api/notifications/read',
    self: "marks the caller's own notifications read",
    call: () => ({ url: '/api/notifications/read', body: {} }),
  },
  {
    route: 'POST /api/notifications/add',
    call: (f) => ({
      url: '/api/notifications/add',
      body: {
        notification: {
          from: f.owner.user.id,
          notifier: 'admin',
          type: NOTIFICATION_TYPES.verificationRequest,
          about: f.requested.id,
        },
      },
    }),
  },
  {
    // As themselves, asking for verification of someone else's listing.
    route: 'POST /api/notifications/add',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/notifications/add',
      body: {
        notification: {
          from: f.stranger.user.id,
          notifier: 'admin',
          type: NOTIFICATION_TYPES.verificationRequest,
          about: f.requested.id,
        },
      },
    }),
  },
  {
    route: 'POST /api/notifications/termination/accept',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/notifications/termination/accept',
      body: { notificationId: f.terminationNotice },
    }),
  },

  // Apartments
  { route: 'GET /api/apartments/find-apartments/:id', public: BROWSE },
  {
    route: 'POST /api/apartments/add',
    call: (f) => ({
      url: '/api/apartments/add',
      body: {
        apartmentBuildingId: f.building.id,
        area: 60,
        rent: 200,
        no_bedrooms: 1,
        no_bathrooms: 1,
        floor_level: 1,
        apartment_type: '2-bedroom apartment',
        kitchen: 'Open kitchen',
        furnishing: 'Unfurnished',
        facilities: SIX_FACILITIES,
        addresses: ['Z9'],
      },
    }),
  },
  {
    route: 'POST /api/apartments/request-apartment-rent',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/apartments/request-apartment-rent',
      body: {
        apartmentBuildingId: f.building.id,
        apartment_address: 'A3',
        rentee: f.renter.user.id,
      },
    }),
  },
  {
    route: 'POST /api/apartments/cancel-apartment-request',
    allowed: 'renter',
    intruders: ['stranger', 'owner'],
    call: (f) => ({
      url: '/api/apartments/cancel-apartment-request',
      body: { apartmentRentingRecordId: f.pendingApartment },
    }),
  },
  {
    route: 'GET /api/apartments/my-requests',
    self: "the caller's own apartment requests and rentals (My account)",
    call: () => ({ url: '/api/apartments/my-requests' }),
  },
  {
    route: 'POST /api/apartments/rent',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/apartments/rent',
      body: { apartmentRentingRecordId: f.pendingApartment, apartmentBuildingId: f.building.id },
    }),
  },
  {
    route: 'POST /api/apartments/decline-apartment-rent',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/apartments/decline-apartment-rent',
      body: { apartmentRentingRecordId: f.pendingApartment, apartmentBuildingId: f.building.id },
    }),
  },
  {
    route: 'POST /api/apartments/vacate',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/apartments/vacate',
      body: { apartmentRentingRecordId: f.rentedApartment, apartmentBuildingId: f.building.id },
    }),
  },
  {
    route: 'GET /api/apartment-renting-record/find',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: q('/api/apartment-renting-record/find', { apartmentBuildingId: f.building.id }),
    }),
  },
  {
    route: 'GET /api/apartment-renting-record/find/record',
    call: (f) => ({
      url: q('/api/apartment-renting-record/find/record', {
        apartmentRentingRecordId: f.pendingApartment,
      }),
    }),
  },

  // Halls
  {
    route: 'GET /api/hallEvents/events_between_a_month',
    public: "the public calendar of busy times (a person's details only to the owner)",
  },
  {
    route: 'GET /api/hallAdminEvents/events_between_a_month',
    public: 'the public calendar of times the owner closed',
  },
  {
    route: 'POST /api/hallEvents/rent',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hallEvents/rent',
      body: { userId: f.renter.user.id, hall_id: f.hall.id, event_info: eventInfo(plainDay(40)) },
    }),
  },
  {
    route: 'GET /api/hallEvents/get-user-event',
    allowed: 'renter',
    call: (f) => ({ url: q('/api/hallEvents/get-user-event', { event_id: f.pendingEvent }) }),
  },
  {
    route: 'GET /api/hallEvents/all-events',
    intruders: ['stranger', 'renter'],
    call: (f) => ({ url: q('/api/hallEvents/all-events', { hall_id: f.hall.id }) }),
  },
  {
    route: 'GET /api/hallEvents/upcoming-events',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: q('/api/hallEvents/upcoming-events', { hall_id: f.hall.id, date: dayFromToday(0) }),
    }),
  },
  {
    route: 'GET /api/hallEvents/my-events',
    self: "the caller's own events",
    call: () => ({ url: '/api/hallEvents/my-events' }),
  },
  {
    route: 'POST /api/hallEvents/book-event',
    intruders: ['stranger', 'renter'],
    call: (f) => ({ url: '/api/hallEvents/book-event', body: { event_id: f.pendingEvent } }),
  },
  {
    route: 'POST /api/hallEvents/decline-hall-event',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hallEvents/decline-hall-event',
      body: { event_id: f.pendingEvent },
    }),
  },
  {
    route: 'POST /api/hallEvents/cancel-event-request',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hallEvents/cancel-event-request',
      body: { event_id: f.pendingEvent },
    }),
  },
  {
    route: 'POST /api/hallEvents/terminate-hall-event',
    call: (f) => ({
      url: '/api/hallEvents/terminate-hall-event',
      body: { event_id: f.bookedEvent },
    }),
  },
  {
    route: 'POST /api/hallEvents/update-hall-event',
    call: (f) => ({
      url: '/api/hallEvents/update-hall-event',
      body: { event_id: f.bookedEvent, updatedValues: { num_attendees: 70 } },
    }),
  },
  {
    route: 'POST /api/hallEvents/request-event-update',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hallEvents/request-event-update',
      body: { event_id: f.bookedEvent, updatedValues: { num_attendees: 70 } },
    }),
  },
  {
    route: 'POST /api/hallEvents/event-update-decline',
    call: (f) => ({
      url: '/api/hallEvents/event-update-decline',
      body: { event_id: f.bookedEvent },
    }),
  },
  {
    route: 'GET /api/hallAdminEvents',
    intruders: ['stranger', 'renter'],
    call: (f) => ({ url: q('/api/hallAdminEvents', { hall_id: f.hall.id }) }),
  },
  {
    route: 'POST /api/hallAdminEvents/add',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hallAdminEvents/add',
      body: {
        hall_id: f.hall.id,
        date: plainDay(50),
        starting_time: '09:00',
        ending_time: '11:00',
      },
    }),
  },
  {
    route: 'POST /api/hallAdminEvents/delete',
    intruders: ['stranger', 'renter'],
    call: (f) => ({ url: '/api/hallAdminEvents/delete', body: { event_id: f.adminEvent } }),
  },
  {
    route: 'POST /api/hallAdminEvents/rebook-hall-event',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hallAdminEvents/rebook-hall-event',
      body: { event_id: f.adminEvent, event_date: plainDay(60) },
    }),
  },
  {
    route: 'POST /api/hallAdminEvents/cancel-hall-event',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hallAdminEvents/cancel-hall-event',
      body: { event_id: f.adminEvent },
    }),
  },

  // Hotels
  { route: 'GET /api/hotels/hotelRooms/rooms', public: BROWSE },
  { route: 'GET /api/hotels/hotelRooms/get-room/:id', public: BROWSE },
  {
    route: 'GET /api/hotels/hotelRoomRentals/availableRooms',
    public: 'public availability of room types for dates',
  },
  {
    route: 'POST /api/hotels/hotelRooms/add',
    call: (f) => ({
      url: '/api/hotels/hotelRooms/add',
      body: {
        hotel_id: f.hotel.id,
        type: 'familyRoom',
        area: 30,
        daily_rate: 50,
        short_stay_rate: 60,
        capacity: 2,
        max_kids: 0,
        max_adults: 2,
        numberOfRooms: 1,
        facilities: SIX_FACILITIES,
        addresses: ['Z1'],
      },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRooms/update-room',
    call: (f) => ({
      url: '/api/hotels/hotelRooms/update-room',
      body: { room_id: f.room.id, updatedValues: { daily_rate: 1 } },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRooms/rent-unrent-room',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hotels/hotelRooms/rent-unrent-room',
      body: { hotelId: f.hotel.id, room_id: f.room.id, room_address: 'R1', occupied: true },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/booking/add',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/booking/add',
      body: {
        guest_id: f.renter.user.id,
        hotel_id: f.hotel.id,
        room_id: f.room.id,
        room_address: 'R1',
        room_type: 'familyRoom',
        ...days(60, 2),
        max_adults: 1,
      },
    }),
  },
  {
    route: 'GET /api/hotels/hotelRoomRentals/get-reservation',
    allowed: 'renter',
    call: (f) => ({
      url: q('/api/hotels/hotelRoomRentals/get-reservation', { id: f.pendingReservation }),
    }),
  },
  {
    route: 'GET /api/hotels/hotelRoomRentals/my-reservations',
    self: "the caller's own reservations",
    call: () => ({ url: '/api/hotels/hotelRoomRentals/my-reservations' }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/accept-reservation',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/accept-reservation',
      body: { reservation_id: f.pendingReservation },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/decline-reservation-request',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/decline-reservation-request',
      body: { reservation_id: f.pendingReservation },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/update-reservation',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/update-reservation',
      body: { reservationId: f.acceptedReservation, updatedValues: { max_adults: 3 } },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/request-reservation-update',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/request-reservation-update',
      body: { reservationId: f.acceptedReservation, updatedValues: { max_adults: 3 } },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/reservation-update-decline',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/reservation-update-decline',
      body: { reservation_id: f.acceptedReservation },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/terminate-reservation',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/terminate-reservation',
      body: { reservation_id: f.acceptedReservation },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/cancel-reservation-request',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/cancel-reservation-request',
      body: { reservation_id: f.acceptedReservation },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/cancel-reservation',
    allowed: 'renter',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/cancel-reservation',
      body: { reservation_id: f.pendingReservation },
    }),
  },
  {
    route: 'POST /api/hotels/hotelRoomRentals/re-book-hotel-room',
    call: (f) => ({
      url: '/api/hotels/hotelRoomRentals/re-book-hotel-room',
      body: { reservation_id: f.acceptedReservation, ...days(70, 2) },
    }),
  },
  {
    route: 'GET /api/hotels/hotelRoomRentals/summery',
    intruders: ['stranger', 'renter'],
    call: (f) => ({ url: q('/api/hotels/hotelRoomRentals/summery', { hotel_id: f.hotel.id }) }),
  },
  {
    route: 'GET /api/hotels/hotelRoomRentals/booking-list',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: q('/api/hotels/hotelRoomRentals/booking-list', { hotel_id: f.hotel.id }),
    }),
  },
  {
    route: 'GET /api/hotels/hotelRoomRentals/upcoming-booking-list',
    intruders: ['stranger', 'renter'],
    call: (f) => ({
      url: q('/api/hotels/hotelRoomRentals/upcoming-booking-list', { hotel_id: f.hotel.id }),
    }),
  },

  // The admin console
  {
    route: 'GET /api/admin/verification-requests',
    admin: true,
    call: () => ({ url: '/api/admin/verification-requests' }),
  },
  {
    route: 'POST /api/admin/verification-requests/approve',
    admin: true,
    call: (f) => ({
      url: '/api/admin/verification-requests/approve',
      body: { notificationId: f.verificationNotice },
    }),
  },
  {
    route: 'POST /api/admin/verification-requests/decline',
    admin: true,
    call: (f) => ({
      url: '/api/admin/verification-requests/decline',
      body: { notificationId: f.verificationNotice },
    }),
  },
  {
    route: 'GET /api/admin/vacate-requests',
    admin: true,
    call: () => ({ url: '/api/admin/vacate-requests' }),
  },
  {
    route: 'POST /api/admin/vacate-requests/complete',
    admin: true,
    call: (f) => ({
      url: '/api/admin/vacate-requests/complete',
      body: { notificationId: f.vacateNotice },
    }),
  },
  { route: 'GET /api/admin/reports', admin: true, call: () => ({ url: '/api/admin/reports' }) },
  { route: 'GET /api/admin/sms', admin: true, call: () => ({ url: '/api/admin/sms' }) },
  {
    route: 'GET /api/admin/property-requests',
    admin: true,
    call: () => ({ url: '/api/admin/property-requests' }),
  },
];

/**
 * Every table's row count and a hash of its content, in one query: two snapshots are equal
 * exactly when no row was added, removed or changed anywhere.
 */
export async function snapshotTables(t: TestApp): Promise<Record<string, string>> {
  const run = async (query: SQL) =>
    ((await t.app.deps.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  let query = snapshotQueries.get(t);
  if (!query) {
    const tables = await run(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    query = tables
      .filter(({ table_name: name }) => !BACKGROUND_ONLY.has(String(name)))
      .map(({ table_name: name }) => {
        const row = BACKGROUND_COLUMNS[String(name)] ?? 't::text';
        return `select '${String(name)}' as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as digest from "${String(name)}" t`;
      })
      .join(' union all ');
    snapshotQueries.set(t, query);
  }
  const rows = await run(sql.raw(query));
  return Object.fromEntries(rows.map((r) => [String(r.name), String(r.digest)]));
}
const snapshotQueries = new WeakMap<TestApp, string>();
/**
 * Tables the outbox worker changes in the background: of a queued mail only what was queued
 * counts (its delivery state moves on its own); the timed jobs' schedule not at all.
 */
const BACKGROUND_COLUMNS: Record<string, string | undefined> = {
  mail_outbox: '(t.id, t.mail)::text',
  // the search-alert job tells a saved search's matches (issue 35)
  saved_searches: '(t.id, t.user_id, t.q, t.type, t.district, t.price, t.rooms, t.paused)::text',
  saved_search_matches: '(t.search_id, t.listing_id)::text',
};
/** The timed jobs' schedule, and the listing changes the search-alert job takes. */
const BACKGROUND_ONLY = new Set(['scheduled_jobs', 'search_changes']);

/** The roles' cookies; the visitor has none. */
export const cookieOf = (f: Marketplace, role: Role | 'visitor') =>
  role === 'visitor' ? undefined : f[role].cookie;
