import { isLanguage, noticeSubject, type TextMode } from '@rentals/shared';
import type { Deps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import {
  rentAcceptedMail,
  rentRequestMail,
  requestDeclinedMail,
  mailTexts,
  requestExpiredMail,
  type NoticeMailInput,
} from '../../mail/templates';
import type { Executor } from '../../db/client';
import { enqueue, type QueuedMail } from '../../outbox/mail-queue';
import { noticeCard } from './inbox';
import type { InboxListing } from './presenter';
import { findMailParties, type NotificationRow } from './repository';
import { NOTIFICATION_TYPES } from './types';

/**
 * Notification types that also go out by e-mail (the privacy policy promises them), with their
 * template. Areas add their booking requests and answers here as they land.
 */
export const noticeMails: Record<string, (input: NoticeMailInput) => MailMessage> = {
  [NOTIFICATION_TYPES.rentRequest]: rentRequestMail,
  [NOTIFICATION_TYPES.rentAccepted]: rentAcceptedMail,
  [NOTIFICATION_TYPES.requestDeclined]: requestDeclinedMail,
  [NOTIFICATION_TYPES.requestExpired]: requestExpiredMail,
};

/**
 * Queues the e-mail of a notification just written, in the same transaction (the durable outbox):
 * it goes out once that commits and never if it rolls back. Admin's inbox gets no mail.
 */
export async function queueNoticeMail(tx: Executor, row: NotificationRow): Promise<void> {
  if (!row.notifierId || !Object.hasOwn(noticeMails, row.type)) return;
  await enqueue(tx, {
    kind: 'notice',
    notice: {
      notificationType: row.type,
      fromUserId: row.fromUserId,
      notifierId: row.notifierId,
      about: row.about,
    },
  });
}

/**
 * The listing's name in the mail's language: its own, else its type and district written in that
 * language ('Guri ku yaal Hodan'), as the recipient's inbox writes it.
 */
function mailListingName(listing: InboxListing, mode: TextMode): string {
  const { title } = listing;
  if (!title || title.name) return listing.name;
  return mailTexts(mode).unnamedListing(title.type, title.district);
}

/**
 * Renders a queued notification e-mail at delivery, from who and what it is about as they are
 * now (an apartment request names the apartment; a request to the listing's owner carries the
 * renter's number): null when the recipient's account is gone; a deleted listing is 'the listing'.
 */
export function noticeMailRenderer(deps: Deps) {
  return async ({
    notice,
  }: Extract<QueuedMail, { kind: 'notice' }>): Promise<MailMessage | null> => {
    const template = noticeMails[notice.notificationType];
    const parties = await findMailParties(deps.db, notice.notifierId, notice.fromUserId);
    // An account made with a phone number has no address: its alerts go by SMS alone.
    if (!template || !parties.recipient?.email) return null;
    const { listing, renterContact } = await noticeCard(deps.db, deps.listings, notice.notifierId, {
      type: notice.notificationType,
      fromUserId: notice.fromUserId,
      about: notice.about,
      senderContact: parties.senderContact,
    });
    // In the recipient's language once they chose one; both languages until then.
    const mode = isLanguage(parties.recipient.language) ? parties.recipient.language : 'spec';
    return template({
      mode,
      to: parties.recipient.email,
      recipientName: parties.recipient.name,
      senderName: parties.senderName ?? 'Mogadishu Rentals',
      listingName: listing
        ? noticeSubject(listing, mailListingName(listing, mode))
        : mailTexts(mode).theListing,
      inboxUrl: `${deps.config.publicUrl}/notifications/${notice.notifierId}`,
      fromSystem: notice.fromUserId === null,
      renterContact,
    });
  };
}
