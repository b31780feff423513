import { sql, type SQL } from 'drizzle-orm';
import { MARKET_UTC_OFFSET_HOURS, type RequestFlow } from '@rentals/shared';
import type { Executor } from '../../db/client';

/*
 * The owner's charts read every area's records, like the expiry sweep does: aggregate reads
 * only, by listing ids (never a whole table), each answered by an index that starts with the
 * listing (migration 0019 added those of views and favourites by listing and time).
 */

export async function rowsOf<R>(db: Executor, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** A Postgres array of listing ids: one parameter, whatever the owner's number of listings. */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** An instant as Mogadishu's clock reads it (a timestamp without zone), the charts' clock. */
const inMogadishu = (instant: SQL) =>
  sql`((${instant}) at time zone 'UTC') + make_interval(hours => ${MARKET_UTC_OFFSET_HOURS})`;

/** An instant's day in Mogadishu ('YYYY-MM-DD'). */
const marketDayOf = (column: SQL) => sql`to_char(${inMogadishu(column)}, 'YYYY-MM-DD')`;

/** The owner's listings of these types (renting_properties_owner_idx). */
export const listingsOfOwner = (db: Executor, ownerId: string, types: readonly string[]) =>
  rowsOf<{ id: string; type: string }>(
    db,
    sql`select id, type from renting_properties
        where owner_id = ${ownerId}::uuid and type = any(${`{${types.join(',')}}`}::text[])`,
  );

export type DayCount = { day: string; n: number };

/** Views per Mogadishu day since `from`: each viewer counts once a listing a day (0008). */
export const viewsPerDay = (db: Executor, ids: readonly string[], from: Date) =>
  rowsOf<DayCount>(
    db,
    sql`select ${marketDayOf(sql`created_at`)} as day, count(*)::int as n
        from property_views where property_id = any(${idArray(ids)}) and created_at >= ${from.toISOString()}::timestamptz
        group by 1`,
  );

/** Favourites per Mogadishu day since `from`, of the favourites still kept. */
export const favouritesPerDay = (db: Executor, ids: readonly string[], from: Date) =>
  rowsOf<DayCount>(
    db,
    sql`select ${marketDayOf(sql`created_at`)} as day, count(*)::int as n
        from favorites where listing_id = any(${idArray(ids)}) and created_at >= ${from.toISOString()}::timestamptz
        group by 1`,
  );

/** Where each flow keeps its requests: the table, its listing column, when it was asked. */
type RequestTable = { table: string; listing: string; asked: string };
const REQUEST_TABLES: Record<Exclude<RequestFlow, 'none'>, RequestTable> = {
  rent: { table: 'renting_records', listing: 'property_id', asked: 'created_at' },
  hall: { table: 'hall_events', listing: 'hall_id', asked: 'created_at' },
  // a guest's re-booking asks again: the answer is timed from then
  hotel: { table: 'hotel_reservations', listing: 'hotel_id', asked: 'requested_at' },
  apartment: { table: 'apartment_renting_records', listing: 'building_id', asked: 'created_at' },
};

export type AnswerCount = { answer: string | null; status: string; n: number };
/** How many requests waited this many tenths of an hour for their answer. */
export type WaitCount = { tenths: number; n: number };
export type RequestFigures = { answers: AnswerCount[]; waits: WaitCount[] };

/**
 * The requests of a flow's listings received since `from`, counted by (first answer, status),
 * and how long the accepted or declined ones waited for their owner, as counts per tenth of an
 * hour: a few hundred rows however many requests, from which the median is exact to 6 minutes.
 */
export async function requestFigures(
  db: Executor,
  flow: Exclude<RequestFlow, 'none'>,
  ids: readonly string[],
  from: Date,
): Promise<RequestFigures> {
  const { table, listing, asked } = REQUEST_TABLES[flow];
  const where = sql`${sql.raw(listing)} = any(${idArray(ids)}) and created_at >= ${from.toISOString()}::timestamptz`;
  const [answers, waits] = await Promise.all([
    rowsOf<AnswerCount>(
      db,
      sql`select answer, status, count(*)::int as n from ${sql.raw(table)} where ${where} group by 1, 2`,
    ),
    rowsOf<WaitCount>(
      db,
      sql`select round(extract(epoch from answered_at - ${sql.raw(asked)}) / 360)::int as tenths, count(*)::int as n
          from ${sql.raw(table)}
          where ${where} and answered_at is not null and answer not in ('expired', 'cancelled')
          group by 1`,
    ),
  ]);
  return { answers, waits };
}

export type MonthSum = { month: string; usd: number };

/** Where stays and events keep their price and their first day. */
const EARNING_TABLES = {
  hotel: { table: 'hotel_reservations', listing: 'hotel_id', day: 'check_in' },
  hall: { table: 'hall_events', listing: 'hall_id', day: 'date' },
} as const;

/**
 * Accepted hotel stays' or hall events' prices (a hall event's written by the service, from its
 * hall's packages) by the month they begin in, for months in [start, end).
 */
export function pricedIncome(
  db: Executor,
  flow: keyof typeof EARNING_TABLES,
  ids: readonly string[],
  start: string,
  end: string,
) {
  const { table, listing, day } = EARNING_TABLES[flow];
  return rowsOf<MonthSum>(
    db,
    sql`select to_char(${sql.raw(day)}, 'YYYY-MM') as month, sum(price)::float8 as usd from ${sql.raw(table)}
        where ${sql.raw(listing)} = any(${idArray(ids)}) and ${sql.raw(day)} >= ${start}::date
          and ${sql.raw(day)} < ${end}::date and status in ('booked', 'completed')
        group by 1`,
  );
}

/** The months of [start, end), first days, with the current month's last not passed. */
const monthSeries = (start: string, end: string) =>
  sql`generate_series(${start}::date, ${end}::date - interval '1 day', interval '1 month') as m(first)`;

/**
 * Rents by month: a tenancy pays its listing's monthly rent for every month it touches, up to
 * this month (a rent ahead is not yet owed). General properties: rented_records.
 */
export const propertyRentIncome = (
  db: Executor,
  ids: readonly string[],
  start: string,
  end: string,
) =>
  rowsOf<MonthSum>(
    db,
    sql`select to_char(m.first, 'YYYY-MM') as month, sum(p.price)::float8 as usd
        from ${monthSeries(start, end)}
        join rented_records r on r.property_id = any(${idArray(ids)})
          and ${inMogadishu(sql`r.created_at`)} < m.first + interval '1 month'
          and (r.check_out is null or ${inMogadishu(sql`r.check_out`)} >= m.first)
        join renting_properties p on p.id = r.property_id
        where m.first <= now() and p.price is not null
        group by 1`,
  );

/**
 * Apartment rents by month: an accepted request rents its address from its answer (or, answered
 * before 0019, its last change while rented) until vacated (its last change once completed).
 */
export const apartmentRentIncome = (
  db: Executor,
  ids: readonly string[],
  start: string,
  end: string,
) =>
  rowsOf<MonthSum>(
    db,
    sql`select to_char(m.first, 'YYYY-MM') as month, sum(a.rent)::float8 as usd
        from ${monthSeries(start, end)}
        join apartment_renting_records r on r.building_id = any(${idArray(ids)})
          and r.status in ('rented', 'completed')
          and ${inMogadishu(sql`coalesce(r.answered_at, case when r.status = 'rented' then r.updated_at else r.created_at end)`)} < m.first + interval '1 month'
          and (r.status = 'rented' or ${inMogadishu(sql`r.updated_at`)} >= m.first)
        join apartment_addresses ad on ad.id = r.address_id
        join apartments a on a.id = ad.apartment_id
        where m.first <= now()
        group by 1`,
  );

/** A hall's bookings and blocked times per day of [start, end): live and past alike. */
export const hallDays = (db: Executor, hallId: string, start: string, end: string) =>
  rowsOf<DayCount>(
    db,
    sql`select day::text as day, count(*)::int as n from (
          select date as day from hall_events where hall_id = ${hallId}::uuid and date >= ${start}::date
            and date < ${end}::date and status in ('booked', 'completed')
          union all
          select date from hall_admin_events where hall_id = ${hallId}::uuid and date >= ${start}::date
            and date < ${end}::date and status in ('booked', 'completed')
        ) d group by 1`,
  );

/** A hotel's booked room-nights in each week (from `weeks`' first days) and its rooms. */
export async function hotelWeekNights(db: Executor, hotelId: string, weeks: readonly string[]) {
  // a week without stays sums nothing: least and greatest skip the missing stay's nulls and
  // would count the whole week
  const nights = await rowsOf<{ week: string; n: number }>(
    db,
    sql`select w.first::text as week,
          coalesce(sum(least(r.check_out, w.first + 7) - greatest(r.check_in, w.first)) filter (where r.id is not null), 0)::int as n
        from unnest(${`{${weeks.join(',')}}`}::date[]) as w(first)
        left join hotel_reservations r on r.hotel_id = ${hotelId}::uuid
          and r.check_in < w.first + 7 and r.check_out > w.first and r.status in ('booked', 'completed')
        group by 1`,
  );
  const [rooms] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from hotel_room_addresses where hotel_id = ${hotelId}::uuid`,
  );
  return { nights, rooms: rooms?.n ?? 0 };
}

/** A building's addresses by status. */
export const buildingAddresses = (db: Executor, buildingId: string) =>
  rowsOf<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from apartment_addresses where building_id = ${buildingId}::uuid group by 1`,
  );
