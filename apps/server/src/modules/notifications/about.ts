import type { Executor } from '../../db/client';

/** What a notification's `about` names when it is a record, not a listing. */
export type AboutRecord = {
  /** the listing the record belongs to: the card shows it */
  listingId: string;
  /** fields the card carries next to the listing's (event_id, reservation_id, status...) */
  extra: Record<string, unknown>;
  /**
   * The number the renter gave with this request, when the request asks for one (a hall
   * booking); otherwise their profile's is used. Shown to the listing's owner only.
   */
  contact?: string;
};

/**
 * Hall events and hotel reservations are requested one by one, so their notifications are about
 * the event or reservation (one card each). An area registers one resolver that maps such ids,
 * for a whole page at once, to their listing; ids it does not know it leaves out.
 */
export type AboutResolver = (
  db: Executor,
  ids: readonly string[],
) => Promise<Map<string, AboutRecord>>;

const resolvers: AboutResolver[] = [];

/**
 * The resolver of an area's records: `load` reads them by id (for a whole page at once), and
 * `about` says which listing each belongs to and what its card carries.
 */
export const aboutResolver =
  <Row extends { id: string }>(
    load: (db: Executor, ids: readonly string[]) => Promise<Row[]>,
    about: (row: Row) => AboutRecord,
  ): AboutResolver =>
  async (db, ids) =>
    new Map((await load(db, ids)).map((row) => [row.id, about(row)]));

export function registerAboutResolver(resolver: AboutResolver) {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

/** The records among these ids, by id; an id no resolver knows is taken to be a listing. */
export async function resolveAbouts(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, AboutRecord>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, AboutRecord>();
  if (unique.length === 0) return found;
  for (const resolver of resolvers) {
    for (const [id, record] of await resolver(db, unique)) found.set(id, record);
  }
  return found;
}
