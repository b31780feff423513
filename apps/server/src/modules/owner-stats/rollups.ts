import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf, type MonthSum, type RequestFigures } from './repository';

/*
 * The owner overview's read of migration 0020's rollups (kept per owner by triggers): a row per
 * day or month, where the records would be every request of every listing (issue 36). One
 * statement: under load its round trips, not its rows, were most of the overview's time.
 */

export type InterestDay = { day: string; views: number; favourites: number };
export type OwnerFigures = RequestFigures & {
  /** the owner's listings by type */
  listings: { type: string; n: number }[];
  interest: InterestDay[];
  /** accepted hotel stays' and hall events' prices by the month they begin in */
  income: MonthSum[];
};

const listOf = (query: SQL) => sql`coalesce((select json_agg(r) from (${query}) r), '[]')`;

/**
 * The owner's listings by type (renting_properties_owner_idx), and from their rollups: views and
 * favourites per day and requests received from `fromDay`, and income for months [start, end).
 */
export async function ownerFigures(
  db: Executor,
  ownerId: string,
  fromDay: string,
  start: string,
  end: string,
): Promise<OwnerFigures> {
  const owner = sql`owner_id = ${ownerId}::uuid`;
  const [figures] = await rowsOf<OwnerFigures>(
    db,
    sql`select
      ${listOf(sql`select type, count(*)::int as n from renting_properties where ${owner} group by type`)} as listings,
      ${listOf(sql`select day::text as day, views, favourites from owner_interest_days
                   where ${owner} and day >= ${fromDay}::date`)} as interest,
      ${listOf(sql`select nullif(answer, '') as answer, status, sum(n)::int as n from owner_request_days
                   where ${owner} and day >= ${fromDay}::date group by answer, status`)} as answers,
      ${listOf(sql`select tenths, sum(n)::int as n from owner_answer_waits
                   where ${owner} and day >= ${fromDay}::date group by tenths`)} as waits,
      ${listOf(sql`select to_char(month, 'YYYY-MM') as month, usd::float8 as usd from owner_income_months
                   where ${owner} and month >= ${start}::date and month < ${end}::date`)} as income`,
  );
  return figures!;
}
