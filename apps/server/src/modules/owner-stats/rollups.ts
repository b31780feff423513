import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { users } from '../../db/schema';
import type { MonthSum, RequestFigures } from './repository';

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

const listOf = (query: SQL) =>
  sql<unknown[]>`coalesce((select json_agg(r) from (${query}) r), '[]')`;
const owner = sql`owner_id = ${sql.placeholder('owner')}::uuid`;
const fromDay = sql`${sql.placeholder('fromDay')}::date`;

/**
 * The figures' statement, prepared once per database object: selected from the owner's own user
 * row, so it is an ordinary prepared select (planning it on every call was a fifth of its cost).
 */
const figuresStatement = (db: Executor, name: string) =>
  db
    .select({
      listings: listOf(
        sql`select type, count(*)::int as n from renting_properties where ${owner} group by type`,
      ),
      interest: listOf(sql`select day::text as day, views, favourites from owner_interest_days
                   where ${owner} and day >= ${fromDay}`),
      answers:
        listOf(sql`select nullif(answer, '') as answer, status, sum(n)::int as n from owner_request_days
                   where ${owner} and day >= ${fromDay} group by answer, status`),
      waits: listOf(sql`select tenths, sum(n)::int as n from owner_answer_waits
                   where ${owner} and day >= ${fromDay} group by tenths`),
      income:
        listOf(sql`select to_char(month, 'YYYY-MM') as month, usd::float8 as usd from owner_income_months
                   where ${owner} and month >= ${sql.placeholder('start')}::date and month < ${sql.placeholder('end')}::date`),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('owner')))
    .prepare(name);

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
  const statement = preparedOn(db, 'owner_figures', (name) => figuresStatement(db, name));
  const [figures] = await statement.execute({ owner: ownerId, fromDay, start, end });
  return figures as OwnerFigures;
}
