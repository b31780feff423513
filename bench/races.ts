// `npm run bench:races`: the booking races of issue 8 item 3. For each kind of booking, RACE_N
// (200) distinct signed-in users ask for the same slot at the same moment over real HTTP to a
// listening server, RACE_ROUNDS (100) times, each round on a fresh slot. Every round must give
// exactly one success, and afterwards SQL must find no two live rows holding one slot. Then the
// same guard is raced from its other doors: the owner accepting a request (book-event,
// accept-reservation, apartments/rent) or confirming an edit (update-hall-event,
// update-reservation) against another user booking the same slot: one winner each round.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:races
//   RACE_N=50 RACE_ROUNDS=5 npx tsx bench/races.ts          # quick, on embedded PGlite
//   RACE_ONLY='hotel|apartment' ...                          # only the kinds matching
//
// On PostgreSQL it works in a scratch database of that server, dropped after. Exits 1 on any
// round without exactly one success, a duplicate live row, or an answer other than 200.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { toIsoDay } from '@rentals/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import {
  apartmentAddresses,
  apartmentRentingRecords,
  apartments,
  hotelReservations,
  hotelRoomAddresses,
  hotelRooms,
  hotels,
} from '../apps/server/src/db/schema';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import {
  createHall,
  createHallEvent,
  createProperty,
  createUser,
  eventInfo,
  SIX_FACILITIES,
} from '../apps/server/test/support/factories';
import { createScratchDatabase } from '../apps/server/test/support/postgres';

const N = Number(process.env.RACE_N ?? 200);
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 100);
const GUARD_ROUNDS = Number(process.env.RACE_GUARD_ROUNDS ?? ROUNDS);
/** RACE_ONLY: a pattern of the kinds to run (e.g. 'hotel|apartment|guard'); the others are skipped. */
const ONLY = process.env.RACE_ONLY ? new RegExp(process.env.RACE_ONLY, 'i') : null;

const serverUrl = process.env.DATABASE_URL || undefined;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'races') : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-races-'));
const day = (n: number) => toIsoDay(new Date(Date.now() + n * 86_400_000));

type Signed = { id: string; cookie: string };
type Answer = { status: number; body: { data?: unknown } | string };
type Call = { path: string; body: object; as: Signed; won: (a: Answer) => boolean };
type Result = {
  kind: string;
  rounds: number;
  requests: number;
  wrongRounds: number;
  successes: number;
  non200: number;
  duplicates: number;
  /** rounds won by the first call (in the guard races: the owner's acceptance) */
  firstWins: number;
  ms: number;
};
const results: Result[] = [];

const isData = (value: unknown) => (a: Answer) =>
  typeof a.body === 'object' && a.body !== null && a.body.data === value;
const isNestedData = (value: unknown) => (a: Answer) =>
  typeof a.body === 'object' &&
  a.body !== null &&
  (a.body.data as { data?: unknown } | undefined)?.data === value;

let exitCode = 0;
try {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: scratch?.url ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
  });
  const app = await buildApp(config);
  const db: Db = app.deps.db;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    console.log(
      `\nBooking races on ${scratch ? 'PostgreSQL (scratch database)' : 'embedded PGlite'}: ` +
        `${N} simultaneous requests x ${ROUNDS} rounds per kind, ${GUARD_ROUNDS} rounds per guard race`,
    );

    const signIn = async (name: string): Promise<Signed> => {
      const user = await createUser(db, { name });
      return { id: user.id, cookie: `sid=${await createSession(db, user.id)}` };
    };
    const crowd = await Promise.all(Array.from({ length: N }, (_, i) => signIn(`Racer ${i}`)));
    const owner = await signIn('Race Owner');
    // The owner signed in on N devices: admin events are the owner's own calls.
    const ownerSessions = await Promise.all(
      Array.from({ length: N }, async () => ({
        id: owner.id,
        cookie: `sid=${await createSession(db, owner.id)}`,
      })),
    );

    const send = async (call: Call): Promise<Answer> => {
      const res = await fetch(base + call.path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': config.apiKey,
          cookie: call.as.cookie,
        },
        body: JSON.stringify(call.body),
      });
      const text = await res.text();
      let body: Answer['body'] = text;
      try {
        body = JSON.parse(text) as Answer['body'];
      } catch {
        /* plain text answer */
      }
      return { status: res.status, body };
    };

    /** Fires every call of a round at once (all bodies built first) and counts the winners. */
    async function race(
      kind: string,
      rounds: number,
      setup: (round: number) => Promise<Call[]>,
      duplicates: () => Promise<number>,
    ) {
      if (ONLY && !ONLY.test(kind)) return;
      const r: Result = {
        kind,
        rounds,
        requests: 0,
        wrongRounds: 0,
        successes: 0,
        non200: 0,
        duplicates: 0,
        firstWins: 0,
        ms: 0,
      };
      for (let round = 0; round < rounds; round++) {
        const calls = await setup(round);
        const started = performance.now();
        const answers = await Promise.all(calls.map(send));
        r.ms += performance.now() - started;
        r.requests += calls.length;
        const wins = answers.filter((a, i) => calls[i]!.won(a)).length;
        r.successes += wins;
        if (calls[0]!.won(answers[0]!)) r.firstWins += 1;
        r.non200 += answers.filter((a) => a.status !== 200).length;
        if (wins !== 1) {
          r.wrongRounds += 1;
          console.log(`  ${kind} round ${round}: ${wins} successes`, answers.slice(0, 3));
        }
      }
      r.duplicates = await duplicates();
      results.push(r);
      console.log(
        `  ${kind}: ${r.successes} successes in ${rounds} rounds, ${r.duplicates} duplicates`,
      );
    }

    const count = async (query: ReturnType<typeof sql>) => {
      const res = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
      return Number(res.rows[0]?.n ?? 0);
    };

    // --- General property: POST /rentingProperty/renting-request/ -----------------------
    await race(
      'general property request',
      ROUNDS,
      async () => {
        const property = await createProperty(db, owner.id);
        return crowd.map((u) => ({
          path: '/api/rentingProperty/renting-request/',
          body: { propertyId: property.id, userId: u.id },
          as: u,
          won: isData('success'),
        }));
      },
      () =>
        count(sql`select count(*) as n from (select property_id from renting_records
          where status in ('pending', 'rented') group by property_id having count(*) > 1) d`),
    );

    // Live hall rows of one day that collide: any two on a hall that is not multi-rental.
    const hallDuplicates = () =>
      count(sql`select count(*) as n from (
          select hall_id, date from (
            select hall_id, date from hall_events where status in ('pending', 'booked')
            union all
            select hall_id, date from hall_admin_events where status = 'booked') live
          group by hall_id, date having count(*) > 1) d`);

    // --- Hall event: POST /hallEvents/rent ---------------------------------------------------
    const { property: hall } = await createHall(db, owner.id, { name: 'Race Hall' });
    await race(
      'hall event',
      ROUNDS,
      async (round) =>
        crowd.map((u) => ({
          path: '/api/hallEvents/rent',
          body: {
            hall_id: hall.id,
            userId: u.id,
            contact: '615000000',
            district: 'Hodan',
            event_info: eventInfo(day(10 + round)),
          },
          as: u,
          won: isData('success'),
        })),
      hallDuplicates,
    );

    // --- Admin event: POST /hallAdminEvents/add (the owner on N devices) ---------------------
    const { property: adminHall } = await createHall(db, owner.id, { name: 'Race Admin Hall' });
    await race(
      'admin event',
      ROUNDS,
      async (round) =>
        ownerSessions.map((s) => ({
          path: '/api/hallAdminEvents/add',
          body: {
            hall_id: adminHall.id,
            date: day(10 + round),
            starting_time: '09:00',
            ending_time: '12:00',
          },
          as: s,
          won: isData('success'),
        })),
      hallDuplicates,
    );

    // --- Hotel reservation: POST /hotels/hotelRoomRentals/booking/add -----------------------
    const hotel = await createProperty(db, owner.id, {
      type: 'Hotel',
      name: 'Race Hotel',
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
        numberOfRooms: 1,
        area: 40,
        dailyRate: 90,
        shortStayRate: 110,
        facilities: SIX_FACILITIES,
      })
      .returning();
    const newAddress = async (name: string) =>
      (
        await db
          .insert(hotelRoomAddresses)
          .values({ roomId: room!.id, hotelId: hotel.id, address: name })
          .returning()
      )[0]!;
    const booking = (u: Signed, address: string, checkIn: string, checkOut: string): Call => ({
      path: '/api/hotels/hotelRoomRentals/booking/add',
      body: {
        guest_id: u.id,
        hotel_id: hotel.id,
        room_id: room!.id,
        room_address: address,
        room_type: 'familyRoom',
        check_in: checkIn,
        check_out: checkOut,
        max_adults: 2,
        max_kids: 1,
      },
      as: u,
      won: isNestedData('success'),
    });
    const hotelDuplicates = () =>
      count(sql`select count(*) as n from hotel_reservations a join hotel_reservations b
          on a.address_id = b.address_id and a.id < b.id
          and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)
          where a.status in ('pending', 'booked') and b.status in ('pending', 'booked')`);
    await race(
      'hotel reservation',
      ROUNDS,
      async (round) => {
        const address = `R${round}`;
        await newAddress(address);
        // Ranges of 2 to 6 nights that all share the night of day 24.
        return crowd.map((u, i) => booking(u, address, day(20 + (i % 5)), day(25 + (i % 2))));
      },
      hotelDuplicates,
    );

    // --- Apartment address: POST /apartments/request-apartment-rent --------------------------
    const building = await createProperty(db, owner.id, {
      type: 'Apartment',
      name: 'Daarta Race',
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
    const newUnit = async (name: string) =>
      (
        await db
          .insert(apartmentAddresses)
          .values({ apartmentId: apartment!.id, buildingId: building.id, address: name })
          .returning()
      )[0]!;
    const askApartment = (u: Signed, address: string): Call => ({
      path: '/api/apartments/request-apartment-rent',
      body: { apartmentBuildingId: building.id, apartment_address: address, rentee: u.id },
      as: u,
      won: isData('success'),
    });
    const apartmentDuplicates = () =>
      count(sql`select count(*) as n from (select address_id from apartment_renting_records
          where status in ('pending', 'rented') group by address_id having count(*) > 1) d`);
    await race(
      'apartment address',
      ROUNDS,
      async (round) => {
        await newUnit(`A${round}`);
        return crowd.map((u) => askApartment(u, `A${round}`));
      },
      apartmentDuplicates,
    );

    // --- The same guard from the other doors: one acceptance against N-1 bookings ------------
    const others = crowd.slice(1);
    const first = crowd[0]!;
    const ownerCall = (path: string, body: object, won: Call['won']): Call => ({
      path,
      body,
      as: owner,
      won,
    });

    // The owner books (accepts) a declined event again while others rent its day.
    await race(
      'guard: hall book-event vs rent',
      GUARD_ROUNDS,
      async (round) => {
        const date = day(200 + round);
        const declined = await createHallEvent(db, hall.id, first.id, {
          status: 'declined',
          date,
          startingTime: '16:00',
          endingTime: '20:00',
        });
        return [
          ownerCall('/api/hallEvents/book-event', { event_id: declined.id }, isData('success')),
          ...others.map((u) => ({
            path: '/api/hallEvents/rent',
            body: {
              hall_id: hall.id,
              userId: u.id,
              contact: '615000000',
              district: 'Hodan',
              event_info: eventInfo(date),
            },
            as: u,
            won: isData('success'),
          })),
        ];
      },
      hallDuplicates,
    );

    // The owner accepts a booked event's move to a new day while others rent that day.
    await race(
      'guard: hall update-hall-event vs rent',
      GUARD_ROUNDS,
      async (round) => {
        const target = day(400 + round);
        const booked = await createHallEvent(db, hall.id, first.id, {
          status: 'booked',
          date: day(600 + round),
          startingTime: '16:00',
          endingTime: '20:00',
          updatedValues: [{ name: 'date', value: target }],
        });
        return [
          ownerCall(
            '/api/hallEvents/update-hall-event',
            { event_id: booked.id },
            isData('success'),
          ),
          ...others.map((u) => ({
            path: '/api/hallEvents/rent',
            body: {
              hall_id: hall.id,
              userId: u.id,
              contact: '615000000',
              district: 'Hodan',
              event_info: eventInfo(target),
            },
            as: u,
            won: isData('success'),
          })),
        ];
      },
      hallDuplicates,
    );

    // The owner accepts a pending reservation while others book its nights.
    const reservation = async (address: string, values: Record<string, unknown>) => {
      const row = (
        await db
          .select({ id: hotelRoomAddresses.id })
          .from(hotelRoomAddresses)
          .where(sql`${hotelRoomAddresses.address} = ${address}`)
      )[0]!;
      return (
        await db
          .insert(hotelReservations)
          .values({
            guestId: first.id,
            hotelId: hotel.id,
            roomId: room!.id,
            addressId: row.id,
            roomAddress: address,
            roomType: 'familyRoom',
            checkIn: day(20),
            checkOut: day(23),
            price: 270,
            status: 'pending',
            ...values,
          })
          .returning()
      )[0]!;
    };
    await race(
      'guard: hotel accept-reservation vs booking',
      GUARD_ROUNDS,
      async (round) => {
        const address = `G${round}`;
        await newAddress(address);
        const pending = await reservation(address, { status: 'pending' });
        return [
          ownerCall(
            '/api/hotels/hotelRoomRentals/accept-reservation',
            { reservation_id: pending.id },
            (a) => isData('success')(a) || isNestedData('success')(a),
          ),
          ...others.map((u) => booking(u, address, day(21), day(22))),
        ];
      },
      hotelDuplicates,
    );

    // The owner accepts a booked reservation's update request while others book those nights.
    await race(
      'guard: hotel update-reservation vs booking',
      GUARD_ROUNDS,
      async (round) => {
        const address = `U${round}`;
        await newAddress(address);
        const booked = await reservation(address, {
          status: 'booked',
          updatedValues: { check_out: day(30) },
        });
        return [
          ownerCall(
            '/api/hotels/hotelRoomRentals/update-reservation',
            { reservationId: booked.id },
            (a) => isData('success')(a) || isNestedData('success')(a),
          ),
          ...others.map((u) => booking(u, address, day(26), day(28))),
        ];
      },
      hotelDuplicates,
    );

    // The owner rents a declined request's address while others ask for it.
    await race(
      'guard: apartments rent vs request',
      GUARD_ROUNDS,
      async (round) => {
        const unit = await newUnit(`D${round}`);
        const [record] = await db
          .insert(apartmentRentingRecords)
          .values({
            addressId: unit.id,
            buildingId: building.id,
            renteeId: first.id,
            status: 'declined',
          } as typeof apartmentRentingRecords.$inferInsert)
          .returning();
        return [
          ownerCall(
            '/api/apartments/rent',
            { apartmentRentingRecordId: record!.id, apartmentBuildingId: building.id },
            isData('success'),
          ),
          ...others.map((u) => askApartment(u, `D${round}`)),
        ];
      },
      apartmentDuplicates,
    );

    console.log(
      `\n| kind | rounds | requests | successes | rounds without exactly one | non-200 | duplicates found | won by the first call | time (s) | ms/round |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      console.log(
        `| ${r.kind} | ${r.rounds} | ${r.requests} | ${r.successes} | ${r.wrongRounds} | ${r.non200} | ${r.duplicates} | ${r.firstWins} | ${(r.ms / 1000).toFixed(1)} | ${(r.ms / r.rounds).toFixed(0)} |`,
      );
      if (r.wrongRounds || r.duplicates || r.non200) exitCode = 1;
    }
    console.log(exitCode ? '\nFAILED' : '\nAll races: one winner each round, no duplicates.');
  } finally {
    await app.close();
  }
} finally {
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
