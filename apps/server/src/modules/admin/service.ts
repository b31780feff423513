import type { AdminPropertyRequest, AdminReport } from '@rentals/shared';
import type { Deps } from '../../deps';
import { conflict, missing } from '../../http/errors';
import { toPage, type PageRequest } from '../../http/cursor';
import { inboxCards, type InboxPage } from '../notifications/inbox';
import { sendNotification, takeNotification } from '../notifications/service';
import { NOTIFICATION_TYPES } from '../notifications/types';
import { vacateAsAdmin } from '../renting/answer';
import { presentPropertyRequest, presentReport } from './presenter';
import { propertyRequestsPage, reportsPage } from './repository';

/*
 * What an admin does (issue 4): answer verification and vacate requests addressed to admin,
 * read reports and property requests. Each answer takes its notification in the transaction of
 * the change, so answering twice finds it gone (404) and changes nothing.
 */

const noRequest = () => missing('There is no such request');

/** Owners' verification requests, newest first. */
export const listVerificationRequests = (deps: Deps, page: PageRequest): Promise<InboxPage> =>
  inboxCards(deps, null, page, [NOTIFICATION_TYPES.verificationRequest]);

/** Owners' requests to vacate a rented property, newest first. */
export const listVacateRequests = (deps: Deps, page: PageRequest): Promise<InboxPage> =>
  inboxCards(deps, null, page, [NOTIFICATION_TYPES.vacateRequest]);

/**
 * Approves a verification request: the listing becomes verified, the request goes, and the owner
 * gets property-verification-request-approved from admin (as a decline tells them too).
 */
export async function approveVerification(deps: Deps, notificationId: string): Promise<'success'> {
  return deps.db.transaction(async (tx) => {
    const request = await takeNotification(
      tx,
      notificationId,
      NOTIFICATION_TYPES.verificationRequest,
    );
    if (!request || request.notifierId !== null) throw noRequest();
    const listing = await deps.listings.find(tx, request.about);
    if (!listing) throw missing('The listing is gone');
    if (!(await deps.listings.setVerified(tx, listing)))
      throw conflict(`A ${listing.kind} can't be verified yet`);
    if (request.fromUserId) {
      await sendNotification(tx, {
        type: NOTIFICATION_TYPES.verificationApproved,
        fromUserId: null,
        notifierId: request.fromUserId,
        about: request.about,
      });
    }
    return 'success' as const;
  });
}

/**
 * Declines a verification request: the owner gets property-verification-request-declined from
 * admin, and the request goes (so the owner may ask again later).
 */
export async function declineVerification(deps: Deps, notificationId: string): Promise<'success'> {
  return deps.db.transaction(async (tx) => {
    const request = await takeNotification(
      tx,
      notificationId,
      NOTIFICATION_TYPES.verificationRequest,
    );
    if (!request || request.notifierId !== null || !request.fromUserId) throw noRequest();
    await sendNotification(tx, {
      type: NOTIFICATION_TYPES.verificationDeclined,
      fromUserId: null,
      notifierId: request.fromUserId,
      about: request.about,
    });
    return 'success' as const;
  });
}

/**
 * Completes an owner's vacate request: the same vacate as the owner's unrent (record
 * completed, tenancy checked out, property free, 'vacated' to the renter), and the request goes.
 * 409 when the property is no longer rented.
 */
export async function completeVacate(deps: Deps, notificationId: string): Promise<'success'> {
  return deps.db.transaction(async (tx) => {
    const request = await takeNotification(tx, notificationId, NOTIFICATION_TYPES.vacateRequest);
    if (!request || request.notifierId !== null) throw noRequest();
    await vacateAsAdmin(tx, request.about);
    return 'success' as const;
  });
}

export async function listReports(
  deps: Deps,
  page: PageRequest,
): Promise<{ items: AdminReport[]; next: string | null }> {
  const { items, next } = toPage(await reportsPage(deps.db, page), page.limit);
  return { items: items.map(presentReport), next };
}

export async function listPropertyRequests(
  deps: Deps,
  page: PageRequest,
): Promise<{ items: AdminPropertyRequest[]; next: string | null }> {
  const { items, next } = toPage(await propertyRequestsPage(deps.db, page), page.limit);
  return { items: items.map(presentPropertyRequest), next };
}
