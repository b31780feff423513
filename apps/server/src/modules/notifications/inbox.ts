import { listingTitle, type NotificationWrapper, type UnreadCount } from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { toPage, type PageRequest } from '../listings/cursor';
import { listingSummaries } from '../listings/registry';
import type { UserRow } from '../users/repository';
import { resolveAbouts } from './about';
import { assertRecipient, inboxNotifier } from './policy';
import { presentNotification, type InboxListing } from './presenter';
import {
  countUnread,
  deleteNotificationById,
  findNotification,
  inboxPage,
  markAllRead,
} from './repository';

/**
 * Kind-specific ids a card's listing carries (a general property its live rentingRecord_id,
 * halls and hotels their event or reservation). Each area registers one filler that reads
 * its ids for the whole page at once.
 */
export type InboxExtra = (db: Executor, listings: InboxListing[]) => Promise<void>;
const inboxExtras: InboxExtra[] = [];

export function registerInboxExtra(extra: InboxExtra) {
  if (!inboxExtras.includes(extra)) inboxExtras.push(extra);
}

/**
 * The cards these `about` ids stand for, by about id: a listing id gives its listing; a record id
 * (a hall event, a hotel reservation) gives its listing plus the record's fields. Batched (a few
 * queries for a whole page, never one per card); ids of nothing are left out.
 */
export async function listingCards(
  db: Executor,
  abouts: readonly string[],
): Promise<Map<string, InboxListing>> {
  const records = await resolveAbouts(db, abouts);
  const listingIdOf = (about: string) => records.get(about)?.listingId ?? about;
  const cards = await listingSummaries(db, [...new Set(abouts.map(listingIdOf))]);
  const byListing = new Map(cards.map((card) => [card._id, card]));
  const found = new Map<string, InboxListing>();
  for (const about of new Set(abouts)) {
    const card = byListing.get(listingIdOf(about));
    if (!card) continue;
    found.set(about, {
      _id: card._id,
      kind: card.kind,
      name: listingTitle(card),
      pictures: card.pictures,
      ...records.get(about)?.extra,
    });
  }
  return found;
}

export type InboxPage = { items: NotificationWrapper[]; next: string | null };

/** A page of one inbox (null: admin's), optionally of some types only, as cards. */
export async function inboxCards(
  deps: Deps,
  notifierId: string | null,
  page: PageRequest,
  types?: readonly string[],
): Promise<InboxPage> {
  const { items, next } = toPage(await inboxPage(deps.db, notifierId, page, types), page.limit);
  const listings = await listingCards(
    deps.db,
    items.map((row) => row.about),
  );
  const found = [...listings.values()];
  for (const extra of inboxExtras) await extra(deps.db, found);
  return {
    items: items.map((row) => presentNotification(row, listings.get(row.about) ?? null)),
    next,
  };
}

/** GET /notifications/notifier/{userId}: the actor's inbox (or admin's, for an admin). */
export function listNotifications(
  deps: Deps,
  actor: UserRow,
  userId: string,
  page: PageRequest,
): Promise<InboxPage> {
  return inboxCards(deps, inboxNotifier(actor, userId), page);
}

/** The recipient deletes a notification (declining a termination request is this too). */
export async function deleteNotification(
  deps: Deps,
  actor: UserRow,
  id: string,
): Promise<'success'> {
  const row = await findNotification(deps.db, id);
  if (!row) throw notFound('There is no such notification');
  assertRecipient(actor, row);
  if (!(await deleteNotificationById(deps.db, id))) throw notFound('There is no such notification');
  return 'success';
}

export async function unreadCount(deps: Deps, actor: UserRow): Promise<UnreadCount> {
  return { unread: await countUnread(deps.db, actor.id) };
}

/** Marks every notification of the actor read (the inbox calls it when it opens). */
export async function markNotificationsRead(deps: Deps, actor: UserRow): Promise<'success'> {
  await markAllRead(deps.db, actor.id);
  return 'success';
}
