import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  marketDay,
  overallScore,
  weekdayIndex,
  WEEKDAYS,
  type FacilitySelection,
  type Star,
  hallEventPrice,
} from '@rentals/shared';
import type { Executor } from '../../src/db/client';
import {
  apartmentAddresses,
  apartmentRentingRecords,
  apartments,
  favorites,
  hallEvents,
  halls,
  hotelReservations,
  hotelRoomAddresses,
  hotelRooms,
  hotels,
  notifications,
  ratings,
  rentingProperties,
  users,
} from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/http/session-cookie';
import { createSession } from '../../src/modules/auth/sessions';
import type { TestApp } from './app';

/**
 * The server tests' builders: every row a test needs, of every kind, each making what it hangs
 * from (its owner, its listing, its renter) when the test does not give it. Listings, hall
 * events, ratings, favourites and notifications are inserted straight into the database; the
 * other requests go through the API as a renter makes them, since that is where their record,
 * holds and notifications are written. Every builder takes overrides of its columns.
 */

type Owner = string | { _id: string } | { id: string };
const idOf = (owner: Owner) =>
  typeof owner === 'string' ? owner : '_id' in owner ? owner._id : owner.id;

/** What a request needs of a test app: its API client (one instance of several, too). */
type Client = Pick<TestApp, 'post'>;
/** What the request builders need of a test app: its client and its database. */
type Api = Client & { app: Pick<TestApp['app'], 'deps'> };

export type PropertyRow = typeof rentingProperties.$inferSelect;
type PropertyOverrides = Partial<typeof rentingProperties.$inferInsert>;

/** Six facilities from three categories: enough for any type but Land. */
export const SIX_FACILITIES: FacilitySelection = {
  HVAC: ['Air conditioning', 'Ceiling fan'],
  Services: ['Backup generator', 'Water tank'],
  'Home safety': ['Security guard', 'Perimeter wall'],
};

/** The day `n` days from today, 'YYYY-MM-DD'. */
export const dayFromToday = (n: number) => marketDay(n);

/** The first day at least `from` days ahead that is not a Friday (no day minimum applies). */
export function plainDay(from = 10): string {
  for (let n = from; ; n++) {
    const day = dayFromToday(n);
    if (WEEKDAYS[weekdayIndex(day)]!.english !== 'Friday') return day;
  }
}

/** The first Friday at least `from` days ahead. */
export function friday(from = 10): string {
  for (let n = from; ; n++) {
    const day = dayFromToday(n);
    if (WEEKDAYS[weekdayIndex(day)]!.english === 'Friday') return day;
  }
}

// Users

/** A user inserted directly (no session: use createSignedInUser, or signUp from app.ts). */
export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({ name: `User ${n}`, email: `user-${n}@example.so`, ...overrides })
    .returning();
  // Made with an e-mail unless a test says otherwise: typed so.
  return row as typeof row & { email: string };
}

/** A user inserted directly with a live session: `cookie` signs requests in as them. */
export async function createSignedInUser(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(db, overrides);
  const token = await createSession(db, user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}
/** The marketplace's admin, signed in (admin@example.so, as the listing tests expect it). */
export const createSignedInAdmin = (db: Executor) =>
  createSignedInUser(db, { name: 'Admin', email: 'admin@example.so', accountType: 'admin' });

/** A signed-in user as the tests pass them around: who they are and the cookie they send. */
export type Signed = { cookie: string; user: { id: string; email: string } };

const ownerIdOr = async (db: Executor, owner: Owner | undefined) =>
  owner === undefined ? (await createUser(db)).id : idOf(owner);

// Listings

/** A picture URL of the shape uploads get (no file behind it unless the test stores one). */
export const fakePictureUrl = (seed: string = randomUUID()) =>
  `/uploads/properties/${createHash('sha256').update(seed).digest('hex')}.webp`;

let clock = Date.UTC(2026, 0, 1);
/** Creation times one minute apart in call order, so newest-first lists are predictable. */
const nextCreatedAt = () => new Date((clock += 60_000));

/**
 * A general property of `owner` (a new user when not given; a house in Hodan unless
 * overridden), available and unverified.
 */
export async function createProperty(
  db: Executor,
  owner?: Owner,
  overrides: PropertyOverrides = {},
): Promise<PropertyRow> {
  const type = overrides.type ?? 'House';
  const isLand = type === 'Land';
  const [row] = await db
    .insert(rentingProperties)
    .values({
      ownerId: await ownerIdOr(db, owner),
      type,
      rooms: isLand ? null : 4,
      price: 450,
      area: 180,
      region: 'Benaadir',
      district: 'Hodan',
      facilities: isLand ? {} : SIX_FACILITIES,
      description: 'Guri qurxoon oo ku yaal Hodan. A bright family house with a water tank.',
      pictures: [fakePictureUrl()],
      createdAt: nextCreatedAt(),
      ...overrides,
    })
    .returning();
  return row!;
}

export const FOOD = [
  {
    package: 'Bariis, hilib ari, cabitaan',
    price: 12,
    daysBasedPrice: [{ day: 'Friday', price: 15 }],
  },
  { package: 'Baasto, digaag, cabitaan', price: 8, daysBasedPrice: [] },
];
export const CAKE = [
  { name: 'Keeg yar', price: 40 },
  { name: 'Keeg weyn', price: 90 },
];

type HallOverrides = Partial<typeof halls.$inferInsert> & { name?: string; district?: string };

/**
 * A hall of `owner` (a new user when not given): seats 100, banquet 80, at least 20 (Friday
 * 50), deposit 100, $50 an hour. Answers the listing row and the hall's details.
 */
export async function createHall(db: Executor, owner?: Owner, over: HallOverrides = {}) {
  const { name = 'Hoolka Jasiira', district = 'Hodan', ...details } = over;
  const property = await createProperty(db, owner, {
    type: 'Hall',
    name,
    district,
    rooms: null,
    area: null,
    price: details.hourlyRate ?? 50,
    facilities: SIX_FACILITIES,
  });
  const [hall] = await db
    .insert(halls)
    .values({
      propertyId: property.id,
      capacityBanquet: 80,
      capacitySeated: 100,
      minAttendeesRequired: 20,
      dayMinAttendees: [{ day: 'Friday', min_attendees: 50 }],
      deposit: 100,
      hourlyRate: 50,
      multiRentalAllowed: false,
      maxRentPerDay: 1,
      food: FOOD,
      cake: CAKE,
      ...details,
    })
    .returning();
  return { property, hall: hall! };
}

/** A hotel listing of `owner` (a new user when not given) with no room types yet. */
export async function createHotelListing(
  db: Executor,
  owner?: Owner,
  overrides: PropertyOverrides & { contact?: string } = {},
) {
  const { contact = '+252 61 5550002', ...columns } = overrides;
  const property = await createProperty(db, owner, {
    type: 'Hotel',
    name: 'Hotel Sahafi',
    rooms: null,
    area: null,
    price: 80,
    facilities: SIX_FACILITIES,
    ...columns,
  });
  await db.insert(hotels).values({ propertyId: property.id, contact });
  return property;
}

type RoomTypeOverrides = Partial<typeof hotelRooms.$inferInsert> & { addresses?: string[] };

/**
 * A room type of the hotel (a new hotel when not given) with one room at each address: a
 * doubleRoom (D1) for one kid and two adults, 80 a night, 100 for a short stay, unless overridden.
 * Answers the room type's row with its address rows.
 */
export async function createRoomType(db: Executor, hotelId?: string, over: RoomTypeOverrides = {}) {
  const { addresses = ['D1'], ...columns } = over;
  const hotel = hotelId ?? (await createHotelListing(db)).id;
  const maxKids = columns.maxKids ?? 1;
  const maxAdults = columns.maxAdults ?? 2;
  const [room] = await db
    .insert(hotelRooms)
    .values({
      hotelId: hotel,
      type: 'doubleRoom',
      capacity: maxKids + maxAdults,
      maxKids,
      maxAdults,
      numberOfRooms: addresses.length,
      area: 30,
      dailyRate: 80,
      shortStayRate: 100,
      facilities: SIX_FACILITIES,
      ...columns,
    })
    .returning();
  const rooms = await db
    .insert(hotelRoomAddresses)
    .values(addresses.map((address) => ({ roomId: room!.id, hotelId: hotel, address })))
    .returning();
  return { ...room!, addresses: rooms };
}

/** A hotel of `owner` (a new user when not given) with one doubleRoom of these addresses, 80 a night. */
export async function createHotel(
  db: Executor,
  owner?: Owner,
  addresses = ['D1'],
  name = 'Hotel Sahafi',
) {
  const property = await createHotelListing(db, owner, { name });
  const room = await createRoomType(db, property.id, { addresses, minStayDays: 1 });
  return { hotelId: property.id, roomId: room.id };
}
export type Hotel = Awaited<ReturnType<typeof createHotel>>;

/** An apartment building of `owner` (a new user when not given), five floors, no apartments yet. */
export function createBuildingListing(
  db: Executor,
  owner?: Owner,
  overrides: PropertyOverrides = {},
) {
  return createProperty(db, owner, {
    type: 'Apartment',
    name: 'Daarta Xamar',
    noFloors: 5,
    units: 4,
    rooms: null,
    price: null,
    area: null,
    ...overrides,
  });
}

type ApartmentOverrides = Partial<typeof apartments.$inferInsert> & { addresses?: string[] };

/**
 * A 2-bedroom apartment of the building (a new building when not given), 350 a month, at each
 * of these addresses (A1 unless overridden). Answers its row with its address rows.
 */
export async function createApartment(
  db: Executor,
  buildingId?: string,
  over: ApartmentOverrides = {},
) {
  const { addresses = ['A1'], ...columns } = over;
  const building = buildingId ?? (await createBuildingListing(db)).id;
  const [apartment] = await db
    .insert(apartments)
    .values({
      buildingId: building,
      area: 90,
      rent: 350,
      noBedrooms: 2,
      noBathrooms: 1,
      floorLevel: 3,
      apartmentType: '2-bedroom apartment',
      kitchen: 'Open kitchen',
      furnishing: 'Semi furnished',
      facilities: SIX_FACILITIES,
      ...columns,
    })
    .returning();
  const rows = await db
    .insert(apartmentAddresses)
    .values(
      addresses.map((address) => ({ apartmentId: apartment!.id, buildingId: building, address })),
    )
    .returning();
  return { ...apartment!, addresses: rows };
}

/** An apartment building of `owner` (a new user when not given) with one apartment at these addresses. */
export async function createBuilding(
  db: Executor,
  owner?: Owner,
  addresses = ['A1'],
  name = 'Daarta Xamar',
) {
  const building = await createBuildingListing(db, owner, { name, units: addresses.length });
  await createApartment(db, building.id, { addresses });
  return building;
}

// Requests and bookings, each kind

export const eventInfo = (date: string, over: Record<string, unknown> = {}) => ({
  type: 'Meher',
  date,
  starting_time: '16:00',
  ending_time: '20:00',
  num_attendees: 60,
  food: FOOD[1]!.package,
  cake_info: { name: 'Keeg yar', engravement_name: 'Amina & Cali' },
  ...over,
});

/** The renter asks to rent a general property; answers the API's response. */
export const askProperty = (t: Client, who: Signed, propertyId: string) =>
  t.post('/api/rentingProperty/renting-request/', { propertyId, userId: who.user.id }, who.cookie);

/** The renter books a hall for an evening of `date`; answers the API's response. */
export const askHall = (t: Client, who: Signed, hallId: string, date: string) =>
  t.post(
    '/api/hallEvents/rent',
    {
      hall_id: hallId,
      userId: who.user.id,
      contact: '615222222',
      district: 'Hodan',
      event_info: eventInfo(date),
    },
    who.cookie,
  );

/** The guest reserves an address of the hotel's doubleRoom for a range of nights. */
export const askHotel = (
  t: Client,
  who: Signed,
  hotel: Hotel,
  address: string,
  checkIn: string,
  checkOut: string,
): Promise<LightMyRequestResponse> =>
  t.post(
    '/api/hotels/hotelRoomRentals/booking/add',
    {
      guest_id: who.user.id,
      hotel_id: hotel.hotelId,
      room_id: hotel.roomId,
      room_address: address,
      room_type: 'doubleRoom',
      check_in: checkIn,
      check_out: checkOut,
      max_adults: 2,
      max_kids: 0,
    },
    who.cookie,
  );

/** The renter asks for one address of a building; answers the API's response. */
export const askApartment = (t: Client, who: Signed, buildingId: string, address: string) =>
  t.post(
    '/api/apartments/request-apartment-rent',
    { apartmentBuildingId: buildingId, apartment_address: address, rentee: who.user.id },
    who.cookie,
  );

const expectSuccess = (res: LightMyRequestResponse, what: string) => {
  if (res.statusCode !== 200 || res.json().data !== 'success')
    throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
};

/**
 * A pending rent request through the API, by `renter` (a new signed-in user when not given)
 * for `propertyId` (a new house when not given); answers the record now holding the property.
 */
export async function createRentRequest(t: Api, renter?: Signed, propertyId?: string) {
  const db = t.app.deps.db;
  renter ??= await createSignedInUser(db);
  propertyId ??= (await createProperty(db)).id;
  expectSuccess(await askProperty(t, renter, propertyId), 'rent request');
  const [property] = await db
    .select()
    .from(rentingProperties)
    .where(eq(rentingProperties.id, propertyId));
  return { renter, propertyId, recordId: property!.rentingRecordId! };
}

/**
 * A hall event inserted directly: pending, a Xaflad of 50 from 10 to 14 on a plain day, in the
 * hall (a new hall when not given) by the user (a new user when not given).
 */
export async function createHallEvent(
  db: Executor,
  hallId?: string,
  userId?: string,
  over: Partial<typeof hallEvents.$inferInsert> = {},
) {
  const values = {
    hallId: hallId ?? (await createHall(db)).property.id,
    userId: userId ?? (await createUser(db)).id,
    status: 'pending',
    type: 'Xaflad',
    date: plainDay(),
    startingTime: '10:00',
    endingTime: '14:00',
    numAttendees: 50,
    food: 'no-food',
    cakeName: 'no-cake',
    ...over,
  };
  // priced as the booking path prices it, from the hall's packages
  const [hall] = await db.select().from(halls).where(eq(halls.propertyId, values.hallId));
  const price = over.price ?? (hall ? hallEventPrice(hall, values) : 0);
  const [row] = await db
    .insert(hallEvents)
    .values({ ...values, price })
    .returning();
  return row!;
}

/**
 * A pending reservation through the API, by `guest` (a new signed-in user when not given) of
 * the hotel's doubleRoom (a new hotel with D1 when not given) for days 10 to 13; answers its row.
 */
export async function createHotelReservation(
  t: Api,
  guest?: Signed,
  hotel?: Hotel,
  { address = 'D1', checkIn = dayFromToday(10), checkOut = dayFromToday(13) } = {},
) {
  const db = t.app.deps.db;
  guest ??= await createSignedInUser(db);
  hotel ??= await createHotel(db);
  const res = await askHotel(t, guest, hotel, address, checkIn, checkOut);
  if (res.statusCode !== 200 || !res.json().data.success)
    throw new Error(`reservation failed: ${res.statusCode} ${res.body}`);
  const rows = await db
    .select()
    .from(hotelReservations)
    .where(eq(hotelReservations.guestId, guest.user.id));
  const { hotelId } = hotel;
  return rows.find(
    (r) => r.hotelId === hotelId && r.roomAddress === address && r.checkIn === checkIn,
  )!;
}

/**
 * A pending request through the API, by `renter` (a new signed-in user when not given) for an
 * address of the building (a new building with A1 when not given); answers its record.
 */
export async function createApartmentRequest(
  t: Api,
  renter?: Signed,
  buildingId?: string,
  address = 'A1',
) {
  const db = t.app.deps.db;
  renter ??= await createSignedInUser(db);
  buildingId ??= (await createBuilding(db)).id;
  expectSuccess(await askApartment(t, renter, buildingId, address), 'apartment request');
  const [record] = await db
    .select({ record: apartmentRentingRecords })
    .from(apartmentRentingRecords)
    .innerJoin(apartmentAddresses, eq(apartmentAddresses.id, apartmentRentingRecords.addressId))
    .where(
      and(eq(apartmentAddresses.buildingId, buildingId), eq(apartmentAddresses.address, address)),
    );
  return record!.record;
}

// What users leave on listings

/** A user's favourite: `user` (a new user when not given) keeps `listingId` (a new house when not given). */
export async function createFavorite(db: Executor, user?: Owner, listingId?: string) {
  const [row] = await db
    .insert(favorites)
    .values({
      userId: await ownerIdOr(db, user),
      listingId: listingId ?? (await createProperty(db)).id,
    })
    .returning();
  return row!;
}

/**
 * One user's rating of a listing (a new house and a new user when not given): four stars in
 * every category unless given; overall is the average of the stars.
 */
export async function createRating(
  db: Executor,
  listingId?: string,
  user?: Owner,
  stars: Star[] = starsOf(4),
  review = '',
) {
  const [row] = await db
    .insert(ratings)
    .values({
      listingId: listingId ?? (await createProperty(db)).id,
      userId: await ownerIdOr(db, user),
      stars,
      review,
      overall: overallScore(stars),
    })
    .returning();
  return row!;
}

/** All five categories at the same number of stars. */
export const starsOf = (n: number): Star[] =>
  (['cleanliness', 'amenities', 'propertyConditions', 'communication', 'value'] as const).map(
    (category) => ({ category, stars: n }),
  );

export type NoticeRow = typeof notifications.$inferSelect;

/**
 * A notification row written straight into the database (createdAt chosen by the test): about
 * a new house, from nobody, to the admins, unless given.
 */
export async function createNotification(
  db: Executor,
  values: Partial<typeof notifications.$inferInsert> & { type: string },
): Promise<NoticeRow> {
  const about = values.about ?? (await createProperty(db)).id;
  const [row] = await db
    .insert(notifications)
    .values({ fromUserId: null, notifierId: null, ...values, about })
    .returning();
  return row!;
}

// Files

/**
 * A real photo-like JPEG (gradient sky, ground, noise so it does not compress to nothing),
 * optionally with EXIF that must not survive the upload.
 */
export async function photoJpeg(
  opts: { width?: number; height?: number; seed?: number; exif?: boolean } = {},
) {
  const width = opts.width ?? 1600;
  const height = opts.height ?? 1200;
  const seed = opts.seed ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360},70%,60%)"/>
      <stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <rect y="${height * 0.6}" width="100%" height="${height * 0.4}" fill="#c2410c"/>
    <rect x="${width * 0.25}" y="${height * 0.3}" width="${width * 0.5}" height="${height * 0.35}" fill="#f5f5f4"/>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Sensor-like noise: a photo, unlike a flat drawing, has detail in every block.
  let state = seed * 2654435761;
  for (let i = 0; i < base.data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    base.data[i] = Math.max(0, Math.min(255, base.data[i]! + ((state >>> 24) % 25) - 12));
  }
  const image = sharp(base.data, { raw: base.info }).jpeg({ quality: 85 });
  if (opts.exif)
    image.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'owner-gps-secret' } } });
  return image.toBuffer();
}

/** Upload files of real JPEGs for the picture forms: `n` of them, p0.jpg, p1.jpg, … (two photos in turn). */
export async function pictureFiles(): Promise<(n: number) => { name: string; bytes: Buffer }[]> {
  const photos = await Promise.all(
    [1, 2].map((seed) => photoJpeg({ seed, width: 400, height: 300 })),
  );
  return (n) =>
    Array.from({ length: n }, (_, i) => ({ name: `p${i}.jpg`, bytes: photos[i % photos.length]! }));
}
