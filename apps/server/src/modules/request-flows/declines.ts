import type { Deps } from '../../deps';
import { forbidden } from '../../http/errors';
import { declineApartmentRent } from '../apartments/renting';
import { apartmentRequestFlow } from '../apartments/request-flow';
import { declineEvent } from '../halls/events';
import { hallEventFlow } from '../halls/request-flow';
import { reservationFlow } from '../hotels/request-flow';
import { declineReservation } from '../hotels/reservations';
import type { UserRow } from '../users/repository';
import { notificationExists, type NotificationKey } from '../notifications/repository';
import { NOTIFICATION_TYPES } from '../notifications/types';

/** A request of another kind than a general property's, as far as a decline needs it. */
type Request = {
  ownerId: string;
  requesterId: string;
  status: string;
  /** the kind's own Decline: the request declined, its cards gone, the requester told */
  decline: () => Promise<string>;
};

type Found = { row: { status: string }; ownerId: string; requesterId: string };
const withDecline = <R extends Found>(
  request: R | null,
  decline: (request: R) => Promise<string>,
): Request | null =>
  request && { ...request, status: request.row.status, decline: () => decline(request) };

/** The hall booking, hotel reservation or apartment request `id` names, if any. */
async function requestOf(deps: Deps, actor: UserRow, id: string): Promise<Request | null> {
  const told = { sendNotificationDecline: true };
  return (
    withDecline(await hallEventFlow.held(deps.db, id), () =>
      declineEvent(deps, actor, { event_id: id, ...told }),
    ) ??
    withDecline(await reservationFlow.held(deps.db, id), () =>
      declineReservation(deps, actor, { reservation_id: id, ...told }),
    ) ??
    withDecline(await apartmentRequestFlow.held(deps.db, id), ({ row }) =>
      declineApartmentRent(deps, actor, {
        apartmentRentingRecordId: id,
        apartmentBuildingId: row.buildingId,
      }),
    )
  );
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
