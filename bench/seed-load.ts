// The load benchmark's data (issue 8 item 1): 100,000 general listings across every type,
// district, price band and room band, 1,000 halls and 1,000 hotels, and 1,000,000 bookings
// between them (half hotel reservations, half hall events), with ratings on a fifth of the
// listings so the cards' score query has work to do. Written with generate_series in a few
// statements, so it takes seconds, not minutes. Ids are md5-derived uuids, so the benchmark
// knows them without asking ('p' + n listings, 'h' + n halls, 't' + n hotels, 'u' + n users).
//
// BENCH_ROWS scales everything (default 100000 listings; halls and hotels are rows / 100 each,
// bookings rows * 10). Used by bench/run.ts and bench/plans.ts; it also owns the scratch
// PostgreSQL database both of them use, so no run touches a real database.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DISTRICTS, REQUEST_EXPIRY_HOURS } from '@rentals/shared';
import type { Db } from '../apps/server/src/db/client';

export type LoadSize = {
  listings: number;
  halls: number;
  hotels: number;
  /** hotel reservations + hall events */
  bookings: number;
  users: number;
};

export function loadSize(rows = Number(process.env.BENCH_ROWS ?? 100_000)): LoadSize {
  if (!Number.isInteger(rows) || rows < 1000) throw new Error('BENCH_ROWS must be >= 1000');
  return {
    listings: rows,
    halls: Math.max(10, Math.round(rows / 100)),
    hotels: Math.max(10, Math.round(rows / 100)),
    bookings: rows * 10,
    users: Math.max(100, Math.round(rows / 5)),
  };
}

/** The deterministic uuid the generator gives the n-th row of a kind. */
export const loadId = (kind: 'p' | 'h' | 't' | 'u' | 'o', n: number) => {
  const md5 = createHash('md5').update(`${kind}${n}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** the tables the generator fills by the hundred thousand */
const BULK_TABLES = [
  'renting_properties',
  'hotel_reservations',
  'hall_events',
  'ratings',
  'property_views',
];

/**
 * The owner of the charts' benchmark (issue 36): a user owning OWNER_LISTINGS halls and hotels
 * (half each) with `bookings` of their own (half hotel reservations, half hall events) over two
 * years, and views and favourites on them. Their overview is the 'owner overview' row.
 */
export const LOAD_OWNER = loadId('o', 1);
const OWNER_LISTINGS = 200;
/** room addresses of each of the owner's hotels: 3 room types of 20 doors */
const OWNER_DOORS = 20;
/** the owner's bookings run from a year back to a year ahead */
const OWNER_DAYS = 730;
const GENERAL_TYPES = ['House', 'office', 'Land', 'business', 'Retail Space'];
const ROOMS_PER_HOTEL = 3;
const ADDRESSES_PER_ROOM = 4;
/** hotel reservations and hall events start this many days before today */
const DAYS_BACK = 180;

/** A valid (version 4 shaped) uuid from md5 of the text, as loadId makes it. */
const uid = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

const list = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** The statements, in order; each one generates a whole table's worth of rows. */
function statements(size: LoadSize): Array<[string, string]> {
  const { listings, halls, hotels, users } = size;
  const addresses = hotels * ROOMS_PER_HOTEL * ADDRESSES_PER_ROOM;
  const perAddress = Math.max(1, Math.round(size.bookings / 2 / addresses));
  const perHall = Math.max(1, Math.round(size.bookings / 2 / halls));
  const user = (expr: string) => `${uid(`'u' || ((${expr}) % ${users} + 1)`)}`;
  // Spread over the year: a listing every 3 minutes, newest first from now.
  return [
    [
      'users',
      `insert into users (id, name, email, contact, district)
       select ${uid(`'u' || g`)}, 'Load user ' || g, 'load' || g || '@bench.rentals.so',
              '+25261' || lpad(g::text, 7, '0'), (${list(DISTRICTS)})[g % 17 + 1]
       from generate_series(1, ${users}) g`,
    ],
    [
      'general listings',
      `insert into renting_properties (id, owner_id, type, rooms, price, area, region, district,
         facilities, description, pictures, verified, status, name, created_at, updated_at)
       select ${uid(`'p' || g`)}, ${user('g')},
              (${list(GENERAL_TYPES)})[g % 5 + 1],
              case when g % 5 = 2 then null else abs(hashint4(g)) % 15 + 1 end,
              abs(hashint4(g + 7919)) % 1900 + 100,
              abs(hashint4(g + 104729)) % 900 + 30,
              'Benaadir', (${list(DISTRICTS)})[(g / 5) % 17 + 1],
              '{"Bath room":["Hot water","Shower"]}'::jsonb,
              'A listing of the load benchmark, number ' || g || '. Close to the main road, with water and electricity, secure compound and parking; ask the owner for a visit.',
              array['/uploads/properties/bench-' || (g % 50) || '.webp',
                    '/uploads/properties/bench-' || ((g + 1) % 50) || '.webp'],
              g % 3 = 0,
              case when g % 20 = 0 then 'rented' when g % 20 = 1 then 'pending' else '' end,
              '', now() - g * interval '3 minutes', now() - g * interval '3 minutes'
       from generate_series(1, ${listings}) g`,
    ],
    [
      'halls',
      `insert into renting_properties (id, owner_id, type, price, area, region, district,
         description, pictures, verified, name, created_at, updated_at)
       select ${uid(`'h' || g`)}, ${user('g * 7')}, 'Hall', 50 + g % 200, 400 + g % 600,
              'Benaadir', (${list(DISTRICTS)})[g % 17 + 1],
              'An event hall of the load benchmark', array['/uploads/halls/bench.webp'],
              g % 2 = 0, 'Load hall ' || g, now() - g * interval '17 minutes',
              now() - g * interval '17 minutes'
       from generate_series(1, ${halls}) g`,
    ],
    [
      'hall details',
      `insert into halls (property_id, capacity_banquet, capacity_seated, min_attendees_required,
         deposit, hourly_rate, multi_rental_allowed, max_rent_per_day)
       select ${uid(`'h' || g`)}, 300 + g % 500, 200 + g % 300, 50, 200, 50 + g % 200, true, 2
       from generate_series(1, ${halls}) g`,
    ],
    [
      'hotels',
      `insert into renting_properties (id, owner_id, type, price, area, region, district,
         description, pictures, verified, name, created_at, updated_at)
       select ${uid(`'t' || g`)}, ${user('g * 11')}, 'Hotel', 40 + g % 100, 2000,
              'Benaadir', (${list(DISTRICTS)})[g % 17 + 1],
              'A hotel of the load benchmark', array['/uploads/hotels/bench.webp'],
              g % 2 = 1, 'Load hotel ' || g, now() - g * interval '19 minutes',
              now() - g * interval '19 minutes'
       from generate_series(1, ${hotels}) g`,
    ],
    [
      'hotel details',
      `insert into hotels (property_id, contact)
       select ${uid(`'t' || g`)}, '+25261' || lpad(g::text, 7, '0')
       from generate_series(1, ${hotels}) g`,
    ],
    [
      'hotel room types',
      `insert into hotel_rooms (id, hotel_id, type, capacity, max_kids, max_adults,
         number_of_rooms, area, daily_rate, short_stay_rate, min_stay_days, created_at)
       select ${uid(`'r' || g || '-' || k`)}, ${uid(`'t' || g`)},
              (array['singleRoom','doubleRoom','suiteRoom'])[k + 1], 2 + k * 2, k, 1 + k,
              ${ADDRESSES_PER_ROOM}, 20 + k * 15, 40 + k * 30, 30 + k * 20, 2,
              now() - interval '1 day' + k * interval '1 second'
       from generate_series(1, ${hotels}) g, generate_series(0, ${ROOMS_PER_HOTEL - 1}) k`,
    ],
    [
      'hotel room addresses',
      `insert into hotel_room_addresses (id, room_id, hotel_id, address, occupied, created_at)
       select ${uid(`'a' || g || '-' || k || '-' || n`)}, ${uid(`'r' || g || '-' || k`)},
              ${uid(`'t' || g`)}, (k + 1) || lpad(n::text, 2, '0'), n = 0 and g % 10 = 0,
              now() - interval '1 day' + n * interval '1 second'
       from generate_series(1, ${hotels}) g, generate_series(0, ${ROOMS_PER_HOTEL - 1}) k,
            generate_series(0, ${ADDRESSES_PER_ROOM - 1}) n`,
    ],
    [
      `hotel reservations (${perAddress} per room address)`,
      // Stay i of an address starts 8*i days (+ a shift per address) after the first day and
      // lasts 1 to 6 nights, so live stays of one address never overlap (the exclusion
      // constraint holds); past stays are completed, later ones booked, pending or cancelled.
      `insert into hotel_reservations (guest_id, hotel_id, room_id, address_id, room_address,
         room_type, check_in, check_out, max_kids, max_adults, price, status, created_at, updated_at)
       select ${user('g * 13 + k * 3 + n + i')}, ${uid(`'t' || g`)},
              ${uid(`'r' || g || '-' || k`)}, ${uid(`'a' || g || '-' || k || '-' || n`)},
              (k + 1) || lpad(n::text, 2, '0'), (array['singleRoom','doubleRoom','suiteRoom'])[k + 1],
              d.check_in, d.check_in + 1 + (g + i) % 6, 0, 1, 80,
              case when d.check_in < current_date then 'completed'
                   when i % 7 = 0 then 'cancelled' when i % 3 = 0 then 'pending'
                   else 'booked' end,
              now() - interval '1 day', now() - interval '1 day'
       from generate_series(1, ${hotels}) g, generate_series(0, ${ROOMS_PER_HOTEL - 1}) k,
            generate_series(0, ${ADDRESSES_PER_ROOM - 1}) n,
            generate_series(0, ${perAddress - 1}) i,
            lateral (select current_date - ${DAYS_BACK} + i * 8 + (g + n) % 3 as check_in) d`,
    ],
    [
      `hall events (${perHall} per hall)`,
      // Two events a day at most (morning and evening) over the hall's year.
      `insert into hall_events (hall_id, user_id, status, contact, district, type, date,
         starting_time, ending_time, num_attendees, created_at, updated_at)
       select ${uid(`'h' || g`)}, ${user('g * 17 + i')},
              case when d.day < current_date then 'completed'
                   when i % 9 = 0 then 'cancelled' when i % 4 = 0 then 'pending'
                   else 'booked' end,
              '+252610000000', (${list(DISTRICTS)})[g % 17 + 1],
              (array['Meher','Xaflad','Dhalasho','Midna'])[i % 4 + 1], d.day,
              case when i % 2 = 0 then '10:00' else '18:00' end,
              case when i % 2 = 0 then '14:00' else '23:00' end,
              100 + i % 300, now() - interval '1 day', now() - interval '1 day'
       from generate_series(1, ${halls}) g, generate_series(0, ${perHall - 1}) i,
            lateral (select current_date - ${DAYS_BACK} + ((i / 2) * 365) / ${Math.ceil(perHall / 2)} as day) d`,
    ],
    ...ownerStatements(size),
    [
      'ratings',
      // Two raters on every fifth listing.
      `insert into ratings (listing_id, user_id, stars, overall)
       select ${uid(`'p' || g`)}, ${user('g + r')},
              '[{"category":"Location","stars":4},{"category":"Price","stars":5}]'::jsonb, 4.5
       from generate_series(5, ${listings}, 5) g, generate_series(0, 1) r`,
    ],
  ];
}

/**
 * The charts' owner (LOAD_OWNER): their halls and hotels, their million bookings, each asked
 * for up to 20 days before it takes place (in the last 20 days for those further ahead) and answered (answer,
 * answered_at as migration 0019 records them) up to two days later, and their views and
 * favourites over the last 120 days. An event's price (no food: the hall's 60 an hour) is
 * written as the booking path writes it.
 */
function ownerStatements(size: LoadSize): Array<[string, string]> {
  const halls = OWNER_LISTINGS / 2;
  const hotels = OWNER_LISTINGS / 2;
  const doors = hotels * ROOMS_PER_HOTEL * OWNER_DOORS;
  const perDoor = Math.max(1, Math.round(size.bookings / 2 / doors));
  const perHall = Math.max(1, Math.round(size.bookings / 2 / halls));
  const user = (expr: string) => `${uid(`'u' || ((${expr}) % ${size.users} + 1)`)}`;
  const listing = (kind: string, g: string) =>
    `${uid(`'${kind}' || ${g}`)}, ${uid(`'o1'`)}, '${kind === 'oh' ? 'Hall' : 'Hotel'}'`;
  // what the owner answered, from the status the row has now
  const answered = (status: string) =>
    `case ${status} when 'pending' then null when 'completed' then 'booked' else ${status} end`;
  const status = (day: string, i: string) =>
    `case when ${day} < current_date then 'completed' when ${i} % 9 = 0 then 'cancelled'
          when ${i} % 5 = 0 then 'declined' when ${i} % 4 = 0 then 'pending' else 'booked' end`;
  // asked up to 20 days before the day; a booking further ahead was asked in the last 20 days;
  // one still pending within the last 60 hours: the product's sweep declines any that waited
  // REQUEST_EXPIRY_HOURS (72), so an older one would not exist, and the bench's server would
  // spend its first minutes declining tens of thousands of them under the rows it measures
  const asked = (day: string, i: string, status: string) =>
    `case when ${status} = 'pending' then now() - (${i} % 60) * interval '1 hour'
          when ${day} - (${i} % 20) * interval '1 day' + interval '9 hours' < now() - interval '1 hour'
          then ${day} - (${i} % 20) * interval '1 day' + interval '9 hours'
          else now() - (${i} % 20) * interval '1 day' - interval '1 hour' end`;
  return [
    [
      'charts owner',
      `insert into users (id, name, email, contact, district)
       values (${uid(`'o1'`)}, 'Load owner', 'owner@bench.rentals.so', '+252619999999', 'Hodan')`,
    ],
    [
      `charts owner's ${halls} halls and ${hotels} hotels`,
      `insert into renting_properties (id, owner_id, type, price, area, region, district,
         description, pictures, verified, name, created_at, updated_at)
       select ${listing('oh', 'g')}, 60, 500, 'Benaadir', 'Hodan', 'A hall of the charts owner',
              array['/uploads/halls/bench.webp'], true, 'Owner hall ' || g,
              now() - interval '2 years', now() - interval '2 years'
       from generate_series(1, ${halls}) g
       union all
       select ${listing('ot', 'g')}, 60, 2000, 'Benaadir', 'Hodan', 'A hotel of the charts owner',
              array['/uploads/hotels/bench.webp'], true, 'Owner hotel ' || g,
              now() - interval '2 years', now() - interval '2 years'
       from generate_series(1, ${hotels}) g`,
    ],
    [
      "charts owner's hall and hotel details",
      `with h as (insert into halls (property_id, capacity_banquet, capacity_seated,
         min_attendees_required, deposit, hourly_rate, multi_rental_allowed, max_rent_per_day)
       select ${uid(`'oh' || g`)}, 400, 300, 50, 200, 60, true, 8 from generate_series(1, ${halls}) g
       returning 1)
       insert into hotels (property_id, contact)
       select ${uid(`'ot' || g`)}, '+252619999999' from generate_series(1, ${hotels}) g`,
    ],
    [
      "charts owner's rooms",
      `with r as (insert into hotel_rooms (id, hotel_id, type, capacity, max_kids, max_adults,
         number_of_rooms, area, daily_rate, short_stay_rate, min_stay_days)
       select ${uid(`'or' || g || '-' || k`)}, ${uid(`'ot' || g`)},
              (array['singleRoom','doubleRoom','suiteRoom'])[k + 1], 2 + k * 2, k, 1 + k,
              ${OWNER_DOORS}, 20 + k * 15, 40 + k * 30, 30 + k * 20, 2
       from generate_series(1, ${hotels}) g, generate_series(0, ${ROOMS_PER_HOTEL - 1}) k
       returning 1)
       insert into hotel_room_addresses (id, room_id, hotel_id, address)
       select ${uid(`'oa' || g || '-' || k || '-' || n`)}, ${uid(`'or' || g || '-' || k`)},
              ${uid(`'ot' || g`)}, (k + 1) || lpad(n::text, 2, '0')
       from generate_series(1, ${hotels}) g, generate_series(0, ${ROOMS_PER_HOTEL - 1}) k,
            generate_series(0, ${OWNER_DOORS - 1}) n`,
    ],
    [
      `charts owner's hotel reservations (${perDoor} per room address)`,
      `insert into hotel_reservations (guest_id, hotel_id, room_id, address_id, room_address,
         room_type, check_in, check_out, max_kids, max_adults, price, status, answer, answered_at,
         created_at, updated_at, requested_at)
       select ${user('g * 13 + k * 3 + n + i')}, ${uid(`'ot' || g`)},
              ${uid(`'or' || g || '-' || k`)}, ${uid(`'oa' || g || '-' || k || '-' || n`)},
              (k + 1) || lpad(n::text, 2, '0'), (array['singleRoom','doubleRoom','suiteRoom'])[k + 1],
              d.check_in, d.check_in + d.nights, 0, 1, d.nights * (40 + k * 30), d.status,
              ${answered('d.status')},
              case when d.status <> 'pending' then d.asked + (i % 48) * interval '1 hour' end,
              d.asked, d.asked, d.asked
       from generate_series(1, ${hotels}) g, generate_series(0, ${ROOMS_PER_HOTEL - 1}) k,
            generate_series(0, ${OWNER_DOORS - 1}) n, generate_series(0, ${perDoor - 1}) i,
            lateral (select current_date - ${OWNER_DAYS / 2} + (i * ${OWNER_DAYS}) / ${perDoor} + (g + n) % 3 as check_in,
                            1 + (g + i) % 6 as nights) c,
            lateral (select ${status('c.check_in', 'i')} as status) s,
            lateral (select c.check_in, c.nights, s.status,
                            ${asked('c.check_in', 'i', 's.status')} as asked) d`,
    ],
    [
      `charts owner's hall events (${perHall} per hall)`,
      `insert into hall_events (hall_id, user_id, status, answer, answered_at, contact, district,
         type, date, starting_time, ending_time, num_attendees, price, created_at, updated_at)
       select ${uid(`'oh' || g`)}, ${user('g * 17 + i')}, d.status, ${answered('d.status')},
              case when d.status <> 'pending' then d.asked + (i % 48) * interval '1 hour' end,
              '+252610000000', 'Hodan', (array['Meher','Xaflad','Dhalasho','Midna'])[i % 4 + 1], d.day,
              case when i % 2 = 0 then '10:00' else '18:00' end,
              case when i % 2 = 0 then '14:00' else '23:00' end,
              100 + i % 300, case when i % 2 = 0 then 4 * 60 else 5 * 60 end, d.asked, d.asked
       from generate_series(1, ${halls}) g, generate_series(0, ${perHall - 1}) i,
            lateral (select current_date - ${OWNER_DAYS / 2} + (i * ${OWNER_DAYS}) / ${perHall} as day) c,
            lateral (select ${status('c.day', 'i')} as status) s,
            lateral (select c.day, s.status, ${asked('c.day', 'i', 's.status')} as asked) d`,
    ],
    [
      "charts owner's views and favourites",
      `with v as (insert into property_views (property_id, viewer, viewed_on, created_at)
       select case when g % 2 = 0 then ${uid(`'oh' || (g / 2 % ${halls} + 1)`)}
                   else ${uid(`'ot' || (g / 2 % ${hotels} + 1)`)} end,
              'v' || g, (now() - (g % 120) * interval '1 day')::date,
              now() - (g % 120) * interval '1 day' - (g % 600) * interval '1 minute'
       from generate_series(1, ${size.bookings / 4}) g
       returning 1)
       insert into favorites (user_id, listing_id, created_at)
       select ${user('g')}, case when g % 2 = 0 then ${uid(`'oh' || (g % ${halls} + 1)`)}
                                else ${uid(`'ot' || (g % ${hotels} + 1)`)} end,
              now() - (g % 120) * interval '1 day'
       from generate_series(1, ${Math.min(size.users, 20_000)}) g
       on conflict do nothing`,
    ],
  ];
}

/**
 * Fills an empty (freshly migrated) database with the load data, then analyses it so plans
 * see the real sizes. Prints one line per table with its time.
 */
export async function seedLoad(db: Db, size = loadSize(), log = console.log): Promise<void> {
  const started = Date.now();
  // Building an index once over a million rows is several times quicker than growing it row by
  // row: the big tables' plain indexes go while they fill and come back, as the migrations
  // wrote them, afterwards (constraints and their indexes stay: they guard the data).
  const indexes = (
    (await db.execute(
      sql.raw(`select indexname as name, indexdef as def from pg_indexes
               where schemaname = current_schema() and tablename in (${BULK_TABLES.map((t) => `'${t}'`).join(',')})
                 and indexname not in (select conname from pg_constraint)`),
    )) as unknown as { rows: Array<{ name: string; def: string }> }
  ).rows;
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  // The generated rows reference each other correctly by construction: a superuser (the
  // scratch database's usual owner) skips the per-row foreign-key triggers (and the count
  // triggers, made up for below), half the time of a million bookings. Check and exclusion
  // constraints still hold every row.
  const superuser = (
    (await db.execute(
      sql.raw(`select rolsuper as yes from pg_roles where rolname = current_user`),
    )) as unknown as { rows: Array<{ yes: boolean }> }
  ).rows[0]?.yes;
  await db.transaction(async (tx) => {
    if (superuser) await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const [name, text] of statements(size)) {
      const t = Date.now();
      await tx.execute(sql.raw(text));
      log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    // The replica role skipped the triggers that keep 'Explore more' counted (migration 0007):
    // count the generated listings once, as that migration does for existing ones.
    await tx.execute(
      sql.raw(`insert into listing_counts (type, browsable)
                 select type, count(*) from renting_properties where status <> 'rented' group by type
               on conflict (type) do update set browsable = excluded.browsable`),
    );
    // The cards' scores (migration 0019's triggers, skipped too).
    await tx.execute(
      sql.raw(`update renting_properties p set (rating_overall, rating_count) = (s.overall, s.n)
               from (select listing_id, avg(overall) as overall, count(*)::int as n from ratings
                     where jsonb_array_length(stars) > 0 group by listing_id) s
               where p.id = s.listing_id`),
    );
    // The cards (migration 0023's trigger, skipped too), after their scores; the table is
    // rewritten below, so the update leaves no dead rows behind.
    await tx.execute(sql.raw('update renting_properties p set card = renting_card(p)'));
    // The owner overview's rollups (migration 0020's triggers, skipped too), from the records.
    await tx.execute(sql.raw('select owner_rollups_add(null, 1)'));
    // And the words search corrects a misspelling to (migration 0017's trigger, skipped too).
    await tx.execute(
      sql.raw(`insert into search_words (word)
                 select distinct w from renting_properties, unnest(tsvector_to_array(search_vector)) w
                 where length(w) between 3 and 40
               on conflict do nothing`),
    );
    // Data the product could hold: no request waits past the expiry sweep's limit (else the
    // bench's server declines them, one transaction each, under the rows it measures).
    const stale = (
      (await tx.execute(
        sql.raw(`select (select count(*) from hall_events where status = 'pending'
                           and created_at < now() - interval '${REQUEST_EXPIRY_HOURS} hours')
                      + (select count(*) from hotel_reservations where status = 'pending'
                           and requested_at < now() - interval '${REQUEST_EXPIRY_HOURS} hours')
                      as n`),
      )) as unknown as { rows: Array<{ n: string }> }
    ).rows[0]!.n;
    if (Number(stale) > 0) throw new Error(`The load data has ${stale} requests pending too long`);
  });
  let t = Date.now();
  await db.execute(sql.raw('vacuum full renting_properties'));
  log(`  listings rewritten: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  for (const { def } of indexes) await db.execute(sql.raw(def));
  log(`  ${indexes.length} indexes rebuilt: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  t = Date.now();
  await db.execute(sql.raw('vacuum analyze'));
  log(`  vacuum analyze: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  log(
    `load data: ${size.listings} listings, ${size.halls} halls, ${size.hotels} hotels, ` +
      `~${size.bookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * A database of its own on the server of `url`, for one run: create it, use the URL it answers,
 * drop it after (also when the run fails).
 */
export async function scratchDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rentals_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
