import { hotelFormProblem, KIND_DESCRIPTORS, messages, type HotelDetail } from '@rentals/shared';
import { conflict } from '../../http/errors';
import { sharedChanges } from '../listings/edits';
import { today } from '../listings/holds';
import { kindModule } from '../listings/kind-module';
import { presentHotel, presentHotelDetail } from './presenter';
import * as repo from './repository';

/** Where hotel and room pictures live in storage: `hotels/<sha256>.webp` and `-card`. */
export const HOTEL_PICTURES_FOLDER = 'hotels';

/**
 * Hotels' four listing calls (find, add, update, delete: listings/kind-module.ts); rooms and
 * reservations are served beside them (routes.ts).
 */
export const hotelListing = kindModule(KIND_DESCRIPTORS.Hotel, {
  picturesFolder: HOTEL_PICTURES_FOLDER,
  tooManyPictures: messages.only15Images,

  // POST /hotels/add: the Hotel choice of the New Property form (hotelFormProblem's messages).
  add: {
    problemOf: hotelFormProblem,
    insert: async (tx, shared, input) =>
      presentHotel(
        await repo.insertHotel(
          tx,
          {
            ...shared,
            type: 'Hotel',
            rooms: null,
            price: null,
            area: null,
            facilities: input.facilities,
            name: input.name,
          },
          input.contact,
        ),
      ),
  },

  // POST /hotels/update: the shared fields and the hotel's contact.
  edits: {
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
  },
  updateIdOf: (body) => body.hotel_id,

  // POST /hotels/delete: the hotel with its rooms, addresses and reservations (by cascade).
  // Refused (409) while a live reservation ends today or later.
  removal: {
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
  },

  // GET /hotels/hotel/id: the owner's contact reaches signed-in viewers only.
  detail: {
    idOf: (request) => request.query.hotel_id,
    find: repo.findHotelWithOwner,
    ownerIdOf: (found) => found.row.ownerId,
    present: (found, opts): HotelDetail => presentHotelDetail(found.row, found.owner, opts),
  },

  rows: repo.hotelRows,
});
