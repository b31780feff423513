import { readSearch, type SavedSearch, type SearchFields } from '@rentals/shared';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import type { UserRow } from '../users/repository';
import * as repo from './saved-repository';
import { askOf, tsqueryOf } from './service';

/** The most saved searches one person keeps (issue 35). */
export const SAVED_SEARCHES_MAX = 20;

const present = (row: repo.SavedSearchRow): SavedSearch => ({
  _id: row.id,
  q: row.q,
  type: row.type as SavedSearch['type'],
  district: row.district as SavedSearch['district'],
  price: row.price,
  rooms: row.rooms,
  paused: row.paused,
  created_date: row.createdAt.toISOString(),
  alerted_date: row.alertedAt?.toISOString() ?? null,
});

const notYours = () => notFound('No saved search of yours has this id');

/**
 * Saves a search for the signed-in person, with what its text and filters ask of a listing read
 * once now (the alert job matches new listings against these columns). The same search saved
 * again answers the one kept; past SAVED_SEARCHES_MAX, 409.
 */
export async function saveSearch(deps: Deps, actor: UserRow, fields: SearchFields) {
  const q = fields.q.trim().replace(/\s+/g, ' ');
  const reading = readSearch(q);
  const { ask, forms } = await askOf(deps, fields, reading);
  const values: repo.NewSavedSearch = {
    userId: actor.id,
    q,
    type: fields.type,
    district: fields.district,
    price: fields.price,
    rooms: fields.rooms,
    // Words no listing holds yet are kept too: the next listing may.
    tsquery: tsqueryOf(reading.words, forms, ' & ', true) ?? '',
    matchType: ask.type ?? null,
    matchDistrict: ask.district ?? null,
    priceMin: ask.priceStart ?? null,
    priceMax: ask.priceEnd ?? null,
    roomsMin: ask.roomsStart ?? null,
    roomsMax: ask.roomsEnd ?? null,
    guestsMin: ask.guests ?? null,
  };
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.id);
    const same = await repo.findSame(tx, values);
    if (same) return same;
    if ((await repo.countSaved(tx, actor.id)) >= SAVED_SEARCHES_MAX)
      throw conflict(
        `You keep ${SAVED_SEARCHES_MAX} saved searches already: delete one to save another`,
      );
    return (await repo.insertSaved(tx, values)) ?? (await repo.findSame(tx, values))!;
  });
  return present(row);
}

/** The signed-in person's saved searches, newest first. */
export async function listSavedSearches(deps: Deps, actor: UserRow) {
  return (await repo.savedOf(deps.db, actor.id)).map(present);
}

/** Pauses (or resumes) one of the person's own searches; anyone else's is not found. */
export async function pauseSavedSearch(deps: Deps, actor: UserRow, id: string, paused: boolean) {
  const row = await repo.setPaused(deps.db, actor.id, id, paused);
  if (!row) throw notYours();
  return present(row);
}

export async function deleteSavedSearch(deps: Deps, actor: UserRow, id: string) {
  if (!(await repo.deleteSaved(deps.db, actor.id, id))) throw notYours();
  return 'deleted';
}
