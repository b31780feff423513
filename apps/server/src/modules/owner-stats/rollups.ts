import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import type { MonthSum, RequestFigures } from './repository';

/*
 * The owner overview's read of migration 0020's rollups (kept per owner by triggers): a row per
 * day or month, where the records would be every request of every listing (issue 36). One
 * statement: under load its round trips, not its rows, were most of the overview's time; its
 * reads are a function of migration 0022, planned once (their planning was a quarter of the rest).
 */

export type InterestDay = { day: string; views: number; favourites: number };
export type OwnerFigures = RequestFigures & {
  /** the owner's listings by type */
  listings: { type: string; n: number }[];
  interest: InterestDay[];
  /** accepted hotel stays' and hall events' prices by the month they begin in */
  income: MonthSum[];
};

/**
 * The figures' statement: migration 0022's owner_figures function, whose five reads are planned
 * once per connection (the connection plans every other statement for its values), called
 * through a statement prepared once per database object.
 */
const figuresStatement = (db: Executor, name: string) =>
  db
    .select({
      figures: sql<OwnerFigures | null>`owner_figures(${sql.placeholder('owner')}::uuid,
        ${sql.placeholder('fromDay')}::date, ${sql.placeholder('start')}::date, ${sql.placeholder('end')}::date)`,
    })
    .from(sql`(select 1) as one`)
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
  const [row] = await statement.execute({ owner: ownerId, fromDay, start, end });
  const figures = row?.figures;
  if (!figures) throw new Error(`No user ${ownerId} to read the figures of`);
  return figures;
}
