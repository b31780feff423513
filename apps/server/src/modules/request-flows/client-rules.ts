import { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { apartmentTenancyOf } from '../apartments/renter';
import { declineRentRequest } from '../renting/answer';
import { tenancyOf } from '../renting/records';
import { findLiveRecord, findPropertyState } from '../renting/repository';
import {
  cantBeSent,
  type ClientNotification,
  type ClientNotificationRule,
  type ClientNotificationRules,
} from '../notifications/client-rules';
import type { NotificationKey } from '../notifications/repository';
import { ADMIN_NOTIFIER, NOTIFICATION_TYPES } from '../notifications/types';
import { mustExist } from '../listings/policy';
import type { UserRow } from '../users/repository';
import { declineRequestOfOtherKind } from './declines';

const listingId = (about: string): string => {
  if (!z.uuid().safeParse(about).success) throw badRequest('notification.about: must be an id');
  return about;
};

const toAdmin = (input: ClientNotification) => {
  if (input.notifier !== ADMIN_NOTIFIER) throw badRequest('notification.notifier: must be admin');
};

const rentedPropertyOf = async (deps: Deps, about: string) =>
  mustExist(await tenancyOf(deps.db, listingId(about)));

/** A tenancy a renter may ask to end: a general property, or one apartment (its record). */
async function tenancyAbout(deps: Deps, about: string) {
  const id = listingId(about);
  return mustExist((await tenancyOf(deps.db, id)) ?? (await apartmentTenancyOf(deps.db, id)));
}

/**
 * The owner, accepting a termination request, asks admin to vacate the rented property (sent
 * by the client, or by the inbox's accept: answers.ts).
 */
export async function vacateRequestNotice(
  deps: Deps,
  actor: UserRow,
  input: ClientNotification,
): Promise<NotificationKey> {
  toAdmin(input);
  const tenancy = await rentedPropertyOf(deps, input.about);
  if (tenancy.ownerId !== actor.id) throw forbidden('Only the owner can ask to vacate');
  if (!tenancy.renteeId) throw conflict('The property is not rented');
  return { type: input.type, fromUserId: actor.id, notifierId: null, about: tenancy.propertyId };
}

/**
 * The request of `input.notifier` for the listing `input.about` that the actor, its owner,
 * answers with this notification, while it is in `status`; 403 for anyone or anything else.
 */
async function answeredRequest(
  deps: Deps,
  actor: UserRow,
  input: ClientNotification,
  status: 'pending' | 'rented',
) {
  const property = await findPropertyState(deps.db, listingId(input.about));
  const record = property?.ownerId === actor.id ? await findLiveRecord(deps.db, property.id) : null;
  if (record?.status !== status || record.renteeId !== input.notifier) {
    throw forbidden(cantBeSent(input.type));
  }
  return record;
}

/**
 * The types a client may send through POST /notifications/add and who may send each. Every
 * other type is written by the server as the result of an action (rent-request, vacated...) and
 * refused here, so nobody can forge one; rent-accepted and request-declined are accepted only as
 * the owner's answer to a request (issue 19), never stored as sent. Areas add their own
 * client-sent types here (halls, hotels, apartments) as they land.
 */
const rules: Record<string, ClientNotificationRule> = {
  /** The owner asks admin, once, to verify an unverified listing of any kind. */
  [NOTIFICATION_TYPES.verificationRequest]: async (deps, actor, input) => {
    toAdmin(input);
    const listing = mustExist(await deps.listings.find(deps.db, listingId(input.about)));
    if (listing.ownerId !== actor.id) throw forbidden('Only the owner can ask for verification');
    const [card] = await deps.listings.summaries(deps.db, [listing.id]);
    if (card?.verified) throw conflict('The property is already verified');
    return { type: input.type, fromUserId: actor.id, notifierId: null, about: listing.id };
  },

  /**
   * The current renter asks the owner to end the tenancy: of a general property (about the
   * property) or of an apartment (about its renting record; the owner's Accept vacates it).
   */
  [NOTIFICATION_TYPES.rentTerminationRequest]: async (deps, actor, input) => {
    const tenancy = await tenancyAbout(deps, input.about);
    if (tenancy.renteeId !== actor.id) {
      throw forbidden('Only the current renter can ask to end the tenancy');
    }
    if (input.notifier !== tenancy.ownerId) {
      throw badRequest('notification.notifier: must be the owner of the property');
    }
    return {
      type: input.type,
      fromUserId: actor.id,
      notifierId: tenancy.ownerId,
      about: tenancy.propertyId,
    };
  },

  [NOTIFICATION_TYPES.vacateRequest]: vacateRequestNotice,

  /**
   * The spec's client declines a rent request by telling the renter so: the owner's decline
   * itself (record declined, property free, one request-declined card, the request card gone).
   * About a hall booking, a hotel reservation or an apartment request: see declines.ts.
   */
  [NOTIFICATION_TYPES.requestDeclined]: async (deps, actor, input) => {
    const other = await declineRequestOfOtherKind(
      deps,
      actor,
      { notifier: input.notifier, about: listingId(input.about) },
      cantBeSent(input.type),
    );
    if (other) return other;
    const record = await answeredRequest(deps, actor, input, 'pending');
    return declineRentRequest(deps, actor, record.id, record.propertyId);
  },

  /**
   * Sent after /rentingProperty/rent, which already told the renter: nothing to add while the
   * listing is rented to that renter.
   */
  [NOTIFICATION_TYPES.rentAccepted]: async (deps, actor, input) => {
    await answeredRequest(deps, actor, input, 'rented');
    return 'success';
  },
};

/** Given to the notification routes by app.ts. */
export const clientNotificationRules: ClientNotificationRules = {
  rules,
  vacateRequest: vacateRequestNotice,
};
