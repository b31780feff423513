import {
  hallEditProblem,
  hallFormProblem,
  KIND_DESCRIPTORS,
  messages,
  updateHallFields,
  type Hall,
  type HallDetail,
  type HallUpdateValues,
} from '@rentals/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { saveListingPictures } from '../../media/listing-pictures';
import type { ListingForm } from '../listings/add-form';
import { today } from '../listings/holds';
import { sharedChanges } from '../listings/edits';
import { kindModule } from '../listings/kind-module';
import type { UserRow } from '../users/repository';
import { authorize, mustExist } from '../listings/policy';
import { presentHall, presentHallDetail } from './presenter';
import * as repo from './repository';

/** Where hall pictures live in storage: `halls/<sha256>.webp` and `-card`. */
export const HALL_PICTURES_FOLDER = 'halls';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changed columns of an edit; pictures may only reorder or drop the hall's own. */
function changesOf(found: repo.FullHall, values: HallUpdateValues) {
  const { property: row, hall } = found;
  const property: repo.PropertyChanges = sharedChanges(row, values, 'hall');
  const details: repo.HallChanges = {};
  const pairs = [
    ['capacity_banquet', 'capacityBanquet'],
    ['capacity_seated', 'capacitySeated'],
    ['min_attendees_required', 'minAttendeesRequired'],
    ['day_min_attendees', 'dayMinAttendees'],
    ['deposit', 'deposit'],
    ['hourly_rate', 'hourlyRate'],
    ['multiRentalAllowed', 'multiRentalAllowed'],
    ['max_rent_per_day', 'maxRentPerDay'],
    ['food', 'food'],
    ['cake', 'cake'],
  ] as const;
  for (const [wire, column] of pairs) {
    const value = values[wire];
    if (value !== undefined && !same(value, hall[column]))
      (details as Record<string, unknown>)[column] = value;
  }
  if (details.hourlyRate !== undefined) property.price = details.hourlyRate;
  const multi = details.multiRentalAllowed ?? hall.multiRentalAllowed;
  if (multi && (details.maxRentPerDay ?? hall.maxRentPerDay) < 1)
    throw badRequest(messages.fillEmptyFields);
  return { property, details };
}

/**
 * POST /hallProperty/update: the owner's edit, with only the changed fields (hallEditProblem's
 * messages first). Uploaded files (at most 15: 'Only 15 images are allowed') replace every
 * picture; otherwise updatedValues.pictures may reorder or drop.
 */
async function updateHall(deps: Deps, actor: UserRow, form: ListingForm): Promise<Hall> {
  const hallId = form.fields.hall_id;
  if (typeof hallId !== 'string' || !repo.isUuid(hallId))
    throw badRequest('body.hall_id: must be an id');
  const before = mustExist(await repo.findHall(deps.db, hallId));
  authorize(actor, 'update', 'Hall', before.property);
  const raw = form.fields.updatedValues;
  const problem = hallEditProblem(
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {},
    form.pictures.length,
  );
  if (problem) throw badRequest(problem);
  const values = { ...parseOrThrow(updateHallFields, form.fields).updatedValues };
  if (form.pictures.length > 0) delete values.pictures;
  changesOf(before, values);
  const uploaded =
    form.pictures.length > 0
      ? await saveListingPictures(deps.storage, HALL_PICTURES_FOLDER, form.pictures)
      : undefined;
  return deps.db.transaction(async (tx) => {
    const found = mustExist(await repo.lockHall(tx, hallId));
    authorize(actor, 'update', 'Hall', found.property);
    const { property, details } = changesOf(found, values);
    if (uploaded && !same(uploaded, found.property.pictures)) property.pictures = uploaded;
    if (Object.keys(property).length + Object.keys(details).length === 0) return presentHall(found);
    await repo.updateHall(tx, found.property.id, property, details);
    return presentHall(mustExist(await repo.findHall(tx, found.property.id)));
  });
}

/**
 * Halls' four listing calls (find, add, update, delete: listings/kind-module.ts); events and
 * admin events are served beside them (routes.ts).
 */
export const hallListing = kindModule(KIND_DESCRIPTORS.Hall, {
  picturesFolder: HALL_PICTURES_FOLDER,
  tooManyPictures: messages.only15Images,

  // POST /hallProperty/add: the Hall choice of the New Property form (hallFormProblem's
  // messages); location, facilities, food, cake and day_min_attendees come as JSON text.
  add: {
    problemOf: hallFormProblem,
    jsonFields: ['location', 'facilities', 'food', 'cake', 'day_min_attendees'],
    insert: async (tx, shared, input) =>
      presentHall(
        await repo.insertHall(
          tx,
          {
            ...shared,
            type: 'Hall',
            rooms: null,
            price: input.hourly_rate,
            area: null,
            facilities: input.facilities,
            name: input.name,
          },
          {
            capacityBanquet: input.capacity_banquet,
            capacitySeated: input.capacity_seated,
            minAttendeesRequired: input.min_attendees_required,
            dayMinAttendees: input.day_min_attendees,
            deposit: input.deposit,
            hourlyRate: input.hourly_rate,
            multiRentalAllowed: input.multiRentalAllowed,
            maxRentPerDay: input.max_rent_per_day,
            food: input.food,
            cake: input.cake,
          },
        ),
      ),
  },

  updateForm: updateHall,

  // POST /hallProperty/delete: the hall with its events and admin events (by cascade) and every
  // notification about it or its events. Refused (409) while a pending or booked event lies
  // ahead.
  removal: {
    lock: repo.lockHall,
    listingOf: (found) => found.property,
    async assertDeletable(tx, found) {
      if ((await repo.countLiveEventsFrom(tx, found.property.id, today())) > 0)
        throw conflict(
          'An event is pending or booked; the hall can be deleted once none lies ahead',
        );
    },
    recordIds: repo.eventIdsOfHall,
    async remove(tx, found) {
      await repo.deleteHall(tx, found.property.id);
    },
  },

  // GET /hallProperty/find/{id}: the owner's contact reaches signed-in viewers only.
  detail: {
    idOf: (request) => request.params.id,
    find: repo.findHallWithOwner,
    ownerIdOf: (found) => found.property.ownerId,
    present: (found, opts): HallDetail => presentHallDetail(found, found.owner, opts),
  },

  rows: repo.hallRows,
});
