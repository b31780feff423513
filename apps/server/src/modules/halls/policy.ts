import { messages } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { missing } from '../../http/errors';
import { authorize, mustExist } from '../listings/policy';
import type { UserRow } from '../users/repository';
import * as repo from './repository';

/** The event, or 404 'Ka xunnahay, Qalad ayaa jira' (spec 2 section 8, missing event id). */
export function eventMustExist<T>(row: T | null): T {
  if (!row) throw missing(messages.missingEventId);
  return row;
}

/** The hall with its details, for its owner: 404, then 403 for anyone else. */
export async function ownersHall(deps: Deps, actor: UserRow, hallId: string) {
  const found = mustExist(await repo.findHall(deps.db, hallId));
  authorize(actor, 'manage', 'Hall', found.property);
  return found;
}

/** A numbered page of events as the spec's lists answer it. */
export const eventsPage = <Row, Item>(
  { rows, total }: { rows: Row[]; total: number },
  pageSize: number,
  present: (row: Row) => Item,
) => ({ events: rows.map(present), totalPages: Math.ceil(total / pageSize), total });

/**
 * One of the lists of a hall that only its owner reads (its events, its admin events): 404 and
 * 403 first, then the page `load` reads, as `present` shows each row.
 */
export const ownersHallList =
  <Q extends { hall_id: string; pageSize: number }, Row, Item>(
    load: (db: Executor, q: Q) => Promise<{ rows: Row[]; total: number }>,
    present: (row: Row) => Item,
  ) =>
  async (deps: Deps, actor: UserRow, q: Q) => {
    await ownersHall(deps, actor, q.hall_id);
    return eventsPage(await load(deps.db, q), q.pageSize, present);
  };
