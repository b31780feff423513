import {
  hasPhoneNumber,
  listingTitle,
  REQUESTS_TO_OWNER,
  type NotificationWrapper,
  type UnreadCount,
} from '@rentals/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { missing } from '../../http/errors';
import { toPage, type PageRequest } from '../../http/cursor';
import { listingOwners } from './listing-owners';
import type { UserRow } from '../users/repository';
import { isAdmin } from '../users/roles';
import { resolveAbouts, type AboutRecord } from './about';
import { assertRecipient, inboxNotifier } from './policy';
import { presentNotification, type InboxListing } from './presenter';
import {
  countUnread,
  deleteNotificationById,
  findNotification,
  inboxPage,
  markAllRead,
  wasRemovedFor,
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
 * (a hall event, a hotel reservation, an apartment's renting record) gives its listing plus the
 * record's fields. Batched (a few queries for a whole page, never one per card); ids of nothing
 * are left out. The records come along for what only the listing's owner may see.
 */
type ResolvedCards = { cards: Map<string, InboxListing>; records: Map<string, AboutRecord> };

async function resolveCards(
  db: Executor,
  listings: Deps['listings'],
  abouts: readonly string[],
): Promise<ResolvedCards> {
  const records = await resolveAbouts(db, abouts);
  const listingIdOf = (about: string) => records.get(about)?.listingId ?? about;
  const summaries = await listings.summaries(db, [...new Set(abouts.map(listingIdOf))]);
  const byListing = new Map(summaries.map((card) => [card._id, card]));
  const cards = new Map<string, InboxListing>();
  for (const about of new Set(abouts)) {
    const card = byListing.get(listingIdOf(about));
    if (!card) continue;
    cards.set(about, {
      _id: card._id,
      kind: card.kind,
      name: listingTitle(card),
      title: { name: card.name.trim(), type: card.type, district: card.location.district },
      pictures: card.pictures,
      ...records.get(about)?.extra,
    });
  }
  return { cards, records };
}

/** A notification as the renter's number needs it: what it is, who sent it, their profile's number. */
type Ask = { type: string; fromUserId: string | null; about: string; senderContact: string | null };

/**
 * The renter's number on each of these notifications that is a request to the reader about a
 * listing the reader owns (REQUESTS_TO_OWNER, one query for the page): the number given with the request (a hall
 * booking's), else the renter's profile's, which the reserve dialogs save with the request.
 * Admin's inbox, the renter's own cards and anyone else get none. Keyed like `asks`.
 */
async function renterContacts<K>(
  db: Executor,
  readerId: string | null,
  asks: Map<K, Ask>,
  { cards, records }: ResolvedCards,
): Promise<Map<K, string>> {
  const contacts = new Map<K, string>();
  if (readerId === null) return contacts;
  const requests = [...asks].filter(
    ([, ask]) =>
      REQUESTS_TO_OWNER.includes(ask.type) &&
      ask.fromUserId !== null &&
      ask.fromUserId !== readerId &&
      cards.has(ask.about),
  );
  if (requests.length === 0) return contacts;
  const owners = await listingOwners(
    db,
    requests.map(([, ask]) => cards.get(ask.about)!._id),
  );
  for (const [key, ask] of requests) {
    if (owners.get(cards.get(ask.about)!._id) !== readerId) continue;
    const contact = records.get(ask.about)?.contact || ask.senderContact;
    if (contact && hasPhoneNumber(contact)) contacts.set(key, contact);
  }
  return contacts;
}

/**
 * A notification's card for its e-mail, as its recipient's inbox shows it: the listing (null
 * when it is gone) and, on a request to the listing's owner, the renter's number.
 */
export async function noticeCard(
  db: Executor,
  listings: Deps['listings'],
  recipientId: string,
  ask: Ask,
): Promise<{ listing: InboxListing | null; renterContact: string | null }> {
  const resolved = await resolveCards(db, listings, [ask.about]);
  const contacts = await renterContacts(db, recipientId, new Map([[0, ask]]), resolved);
  return { listing: resolved.cards.get(ask.about) ?? null, renterContact: contacts.get(0) ?? null };
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
  const resolved = await resolveCards(
    deps.db,
    deps.listings,
    items.map((row) => row.about),
  );
  const found = [...resolved.cards.values()];
  for (const extra of inboxExtras) await extra(deps.db, found);
  const asks = new Map(
    items.map((row) => [row.id, { ...row, senderContact: row.sender?.contact ?? null }]),
  );
  const contacts = await renterContacts(deps.db, notifierId, asks, resolved);
  return {
    items: items.map((row) =>
      presentNotification(row, resolved.cards.get(row.about) ?? null, contacts.get(row.id)),
    ),
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

/**
 * The recipient deletes a notification (declining a termination request is this too). One they
 * or the server already removed answers success too (the spec's client deletes the card of a
 * request it just accepted); to anyone else a removed one is as unknown as an id never used.
 */
export async function deleteNotification(
  deps: Deps,
  actor: UserRow,
  id: string,
): Promise<'success'> {
  const row = await findNotification(deps.db, id);
  if (!row) {
    const mine =
      (await wasRemovedFor(deps.db, id, actor.id)) ||
      (isAdmin(actor) && (await wasRemovedFor(deps.db, id, null)));
    if (!mine) throw missing('There is no such notification');
    return 'success';
  }
  assertRecipient(actor, row);
  await deleteNotificationById(deps.db, id); // null: removed meanwhile, the same outcome
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
