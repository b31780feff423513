import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { conflict, missing } from '../../http/errors';
import type { ListCursor } from '../../db/keyset';
import { toPage, type PageRequest } from '../../http/cursor';
import { inboxCards, type InboxPage } from '../notifications/inbox';
import { sendNotification, takeNotification, type NotificationRow } from '../notifications/service';
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
 * The admin's answer to its requests of this type: takes the request and acts on it in the same
 * transaction; 404 when it is not one (or no longer there).
 */
const answering =
  (type: string, act: (deps: Deps, tx: Executor, request: NotificationRow) => Promise<void>) =>
  (deps: Deps, notificationId: string): Promise<'success'> =>
    deps.db.transaction(async (tx) => {
      const request = await takeNotification(tx, notificationId, type);
      if (!request || request.notifierId !== null) throw noRequest();
      await act(deps, tx, request);
      return 'success' as const;
    });

/** Tells the owner who asked, from admin, how their request was answered. */
const tellOwner = (tx: Executor, request: NotificationRow, ownerId: string, type: string) =>
  sendNotification(tx, { type, fromUserId: null, notifierId: ownerId, about: request.about });

/**
 * Approves a verification request: the listing becomes verified, the request goes, and the owner
 * gets property-verification-request-approved from admin (as a decline tells them too).
 */
export const approveVerification = answering(
  NOTIFICATION_TYPES.verificationRequest,
  async (deps, tx, request) => {
    const listing = await deps.listings.find(tx, request.about);
    if (!listing) throw missing('The listing is gone');
    if (!(await deps.listings.setVerified(tx, listing)))
      throw conflict(`A ${listing.kind} can't be verified yet`);
    if (request.fromUserId)
      await tellOwner(tx, request, request.fromUserId, NOTIFICATION_TYPES.verificationApproved);
  },
);

/**
 * Declines a verification request: the owner gets property-verification-request-declined from
 * admin, and the request goes (so the owner may ask again later).
 */
export const declineVerification = answering(
  NOTIFICATION_TYPES.verificationRequest,
  async (_deps, tx, request) => {
    if (!request.fromUserId) throw noRequest();
    await tellOwner(tx, request, request.fromUserId, NOTIFICATION_TYPES.verificationDeclined);
  },
);

/**
 * Completes an owner's vacate request: the same vacate as the owner's unrent (record
 * completed, tenancy checked out, property free, 'vacated' to the renter), and the request goes.
 * 409 when the property is no longer rented.
 */
export const completeVacate = answering(NOTIFICATION_TYPES.vacateRequest, (_deps, tx, request) =>
  vacateAsAdmin(tx, request.about),
);

/** A page of rows as the admin console shows them. */
async function presentedPage<Row extends { cursor: ListCursor }, Item>(
  rows: Promise<Row[]>,
  page: PageRequest,
  present: (row: Row) => Item,
): Promise<{ items: Item[]; next: string | null }> {
  const { items, next } = toPage(await rows, page.limit);
  return { items: items.map(present), next };
}

export const listReports = (deps: Deps, page: PageRequest) =>
  presentedPage(reportsPage(deps.db, page), page, presentReport);

export const listPropertyRequests = (deps: Deps, page: PageRequest) =>
  presentedPage(propertyRequestsPage(deps.db, page), page, presentPropertyRequest);
