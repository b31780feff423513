import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { OutboxEntry, OutboxFlush } from '../../realtime/outbox';
import { findDeliveries, type DeliveryRow } from './repository';

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
 * open tabs that something changed (admins share one room). Best effort: a missed event costs a
 * refetch at most. E-mail does not go from here but from the durable outbox (mails.ts), queued
 * in the transaction of the change.
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
