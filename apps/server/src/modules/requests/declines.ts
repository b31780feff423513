import type { Deps } from '../../deps';
import { forbidden } from '../../http/errors';
import { declineApartmentRent } from '../apartments/renting';
import * as apartmentsRepo from '../apartments/repository';
import { declineEvent } from '../halls/events';
import * as hallsRepo from '../halls/repository';
import { declineReservation } from '../hotels/reservations';
import * as hotelsRepo from '../hotels/repository';
import type { UserRow } from '../users/repository';
import { notificationExists, type NotificationKey } from '../notifications/repository';
import { NOTIFICATION_TYPES } from '../notifications/types';

/** A request of another kind than a general property's, as far as a decline needs it. */
type Request = {
  ownerId: string | undefined;
  requesterId: string;
  status: string;
  /** the kind's own Decline: the request declined, its cards gone, the requester told */
  decline: () => Promise<'success' | 'error'>;
};

/** The hall booking, hotel reservation or apartment request `id` names, if any. */
async function requestOf(deps: Deps, actor: UserRow, id: string): Promise<Request | null> {
  const event = await hallsRepo.findEvent(deps.db, id);
  if (event) {
    const hall = await hallsRepo.findHall(deps.db, event.hallId);
    return {
      ownerId: hall?.property.ownerId,
      requesterId: event.userId,
      status: event.status,
      decline: () => declineEvent(deps, actor, { event_id: id, sendNotificationDecline: true }),
    };
  }
  const reservation = await hotelsRepo.findReservation(deps.db, id);
  if (reservation) {
    const hotel = await hotelsRepo.findHotel(deps.db, reservation.hotelId);
    return {
      ownerId: hotel?.ownerId,
      requesterId: reservation.guestId,
      status: reservation.status,
      decline: () =>
        declineReservation(deps, actor, { reservation_id: id, sendNotificationDecline: true }),
    };
  }
  const record = await apartmentsRepo.findRecord(deps.db, id);
  if (record) {
    const building = await apartmentsRepo.findBuilding(deps.db, record.buildingId);
    return {
      ownerId: building?.ownerId,
      requesterId: record.renteeId,
      status: record.status,
      decline: async () =>
        (await declineApartmentRent(deps, actor, {
          apartmentRentingRecordId: id,
          apartmentBuildingId: record.buildingId,
        })) === 'success'
          ? 'success'
          : 'error',
    };
  }
  return null;
}

/**
 * A request-declined the spec's client sends about a hall booking, a hotel reservation or an
 * apartment request (spec 2: `about` is the record): the owner's "no". While the request is
 * pending it is the kind's own Decline; after a decline made through the kind's call with
 * `sendNotificationDecline: false` it is the telling itself, stored once. Null when `about` is
 * none of these; 403 (`refusal`) for anyone but the owner answering that requester.
 */
export async function declineRequestOfOtherKind(
  deps: Deps,
  actor: UserRow,
  input: { notifier: string; about: string },
  refusal: string,
): Promise<NotificationKey | 'success' | null> {
  const request = await requestOf(deps, actor, input.about);
  if (!request) return null;
  if (request.ownerId !== actor.id || request.requesterId !== input.notifier)
    throw forbidden(refusal);
  if (request.status === 'pending') {
    if ((await request.decline()) !== 'success') throw forbidden(refusal);
    return 'success';
  }
  if (request.status !== 'declined') throw forbidden(refusal);
  const told: NotificationKey = {
    type: NOTIFICATION_TYPES.requestDeclined,
    fromUserId: actor.id,
    notifierId: input.notifier,
    about: input.about,
  };
  return (await notificationExists(deps.db, told)) ? 'success' : told;
}
