import {
  addHotelFields,
  hotelFormProblem,
  messages,
  type Hotel,
  type HotelDetail,
  type HotelUpdateValues,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import { saveListingPictures } from '../../media/listing-pictures';
import { findListingDetail } from '../listings/detail';
import { readAddForm, sharedColumns, type ListingForm } from '../listings/add-form';
import { deleteListing, type RemovalAdapter } from '../listings/removal';
import { today } from '../listings/holds';
import { listingSource } from '../listings/source';
import type { UserRow } from '../users/repository';
import { presentHotel, presentHotelDetail } from './presenter';
import * as repo from './repository';
import { sharedChanges, updateListing, type EditAdapter } from '../listings/edits';

/** Where hotel and room pictures live in storage: `hotels/<sha256>.webp` and `-card`. */
export const HOTEL_PICTURES_FOLDER = 'hotels';

export type Form = ListingForm;

/**
 * POST /hotels/add: the Hotel choice of the New Property form. Rules in the spec's order with
 * its messages (hotelFormProblem), then field detail; the renting property and its hotels row
 * are written in one transaction once the pictures are stored.
 */
export async function addHotel(deps: Deps, actor: UserRow, form: Form): Promise<Hotel> {
  const input = readAddForm(actor, form, hotelFormProblem, addHotelFields);
  const pictures = await saveListingPictures(deps.storage, HOTEL_PICTURES_FOLDER, form.pictures);
  const row = await deps.db.transaction((tx) =>
    repo.insertHotel(
      tx,
      {
        ...sharedColumns(actor, input, pictures),
        type: 'Hotel',
        rooms: null,
        price: null,
        area: null,
        facilities: input.facilities,
        name: input.name,
      },
      input.contact,
    ),
  );
  return presentHotel(row);
}

/** Hotels in the owner's edit: the shared fields and the hotel's contact. */
const hotelEdits: EditAdapter<repo.HotelRow, HotelUpdateValues, repo.HotelChanges, Hotel> = {
  kind: 'Hotel',
  picturesFolder: HOTEL_PICTURES_FOLDER,
  tooManyPictures: messages.only15Images,
  find: repo.findHotel,
  lock: repo.lockHotel,
  async changesOf(_db, row, values) {
    const changes: repo.HotelChanges = {};
    if (values.contact !== undefined && values.contact !== row.contact)
      changes.contact = values.contact;
    return { ...changes, ...sharedChanges(row, values, 'hotel') };
  },
  write: async (tx, row, changes) => (await repo.updateHotel(tx, row.id, changes))!,
  present: presentHotel,
};

/**
 * POST /hotels/update: the owner's edit. Uploaded files (at most 15: 'Only 15 images are
 * allowed') replace every picture; otherwise updatedValues.pictures may reorder or drop.
 */
export const updateHotel = updateListing(hotelEdits);

/** GET /hotels/hotel/id: the owner's contact reaches signed-in viewers only. */
export const findHotelDetail = (deps: Deps, id: string, viewer: UserRow | null) =>
  findListingDetail(deps.db, id, viewer, {
    find: repo.findHotelWithOwner,
    ownerIdOf: (found) => found.row.ownerId,
    present: (found, opts): HotelDetail => presentHotelDetail(found.row, found.owner, opts),
  });

/**
 * POST /hotels/delete: the hotel with its rooms, addresses and reservations (by cascade),
 * favourites, ratings and notifications. Refused (409) while a live reservation ends today or
 * later.
 */
const hotelRemoval: RemovalAdapter<repo.HotelRow> = {
  kind: 'Hotel',
  lock: repo.lockHotel,
  listingOf: (row) => row,
  async assertDeletable(tx, row) {
    if ((await repo.countLiveAhead(tx, row.id, today())) > 0)
      throw conflict(
        'A reservation is pending or booked; the hotel can be deleted once they have ended',
      );
  },
  recordIds: repo.reservationIdsOfHotel,
  async remove(tx, row) {
    await repo.deleteHotel(tx, row.id);
  },
};

export const deleteHotel = deleteListing(hotelRemoval);

/** Hotels as the listings registry sees them (favourites, views, ratings, inbox). */
export const hotelSource = listingSource('Hotel', repo.hotelRows);
