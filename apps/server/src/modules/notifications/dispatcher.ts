import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { MailMessage } from '../../mail/mailer';
import {
  rentAcceptedMail,
  rentRequestMail,
  requestDeclinedMail,
  type NoticeMailInput,
} from '../../mail/templates';
import type { OutboxEntry, OutboxFlush } from '../../realtime/outbox';
import { listingCards } from './inbox';
import { findDeliveries, type DeliveryRow } from './repository';
import { NOTIFICATION_TYPES } from './types';

/**
 * Notification types that also go out by e-mail (the privacy policy promises them), with their
 * template. Areas add their booking requests and answers here as they land.
 */
export const noticeMails: Record<string, (input: NoticeMailInput) => MailMessage> = {
  [NOTIFICATION_TYPES.rentRequest]: rentRequestMail,
  [NOTIFICATION_TYPES.rentAccepted]: rentAcceptedMail,
  [NOTIFICATION_TYPES.requestDeclined]: requestDeclinedMail,
};

/** The last note of each notification the request changed. */
function lastNotes(entries: OutboxEntry[]): OutboxEntry[] {
  return [...new Map(entries.map((entry) => [entry.id, entry])).values()];
}

/**
 * What a request's notes mean once it is over: a written notification counts only if the row
 * is there as written (a rolled-back insert is gone, a rolled-back touch left the older time),
 * a removed one only if the row is gone (a rolled-back delete left it).
 */
function settled(notes: OutboxEntry[], rows: Map<string, DeliveryRow>) {
  const written = notes.filter(
    (note) =>
      note.change === 'written' &&
      rows.get(note.id)?.createdAt.getTime() === note.createdAt.getTime(),
  );
  const removed = notes.filter((note) => note.change === 'removed' && !rows.has(note.id));
  return { written, removed };
}

/**
 * The dispatcher of the notifications area (STYLE 5): after a request, tells each recipient's
 * open tabs that something changed (admins share one room) and e-mails the news that has a
 * template. Mail failures are logged, never thrown: the request has long been answered.
 */
export function createNotificationDispatcher(deps: Deps): OutboxFlush {
  return async (entries, log) => {
    const notes = lastNotes(entries);
    const rows = new Map(
      (
        await findDeliveries(
          deps.db,
          notes.map((note) => note.id),
        )
      ).map((row) => [row.id, row]),
    );
    const { written, removed } = settled(notes, rows);
    tellOpenTabs(deps, [...written, ...removed], log);
    await sendMails(
      deps,
      written.filter((note) => Object.hasOwn(noticeMails, note.type)),
      rows,
      log,
    );
  };
}

function tellOpenTabs(deps: Deps, notes: OutboxEntry[], log: FastifyBaseLogger) {
  const events = new Map(notes.map((n) => [`${n.notifierId}|${n.type}|${n.about}`, n]));
  for (const { notifierId, type, about } of events.values()) {
    try {
      if (notifierId) deps.realtime.toUser(notifierId, { type, about });
      else deps.realtime.toAdmins({ type, about });
    } catch (err) {
      log.warn({ err, type, about }, 'live notification event failed');
    }
  }
}

async function sendMails(
  deps: Deps,
  notes: OutboxEntry[],
  rows: Map<string, DeliveryRow>,
  log: FastifyBaseLogger,
) {
  if (notes.length === 0) return;
  const listings = await listingCards(
    deps.db,
    notes.map((note) => note.about),
  );
  await Promise.all(
    notes.map(async (note) => {
      const row = rows.get(note.id);
      if (!row?.recipient || !note.notifierId) return;
      const message = noticeMails[note.type]!({
        to: row.recipient.email,
        recipientName: row.recipient.name,
        senderName: row.senderName ?? 'Mogadishu Rentals',
        listingName: listings.get(note.about)?.name ?? 'the listing',
        inboxUrl: `${deps.config.publicUrl}/notifications/${note.notifierId}`,
      });
      try {
        await deps.mailer.send(message);
      } catch (err) {
        log.warn({ err, type: note.type, notification: note.id }, 'notification e-mail failed');
      }
    }),
  );
}
