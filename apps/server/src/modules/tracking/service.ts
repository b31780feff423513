import { createHash } from 'node:crypto';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_VIEWER, GUEST_SESSION_USER, messages, NO_SESSION_ID } from '@rentals/shared';
import type { Db } from '../../db/client';
import { pageViews, propertyViews, userSessions } from '../../db/schema';
import { forbidden, missing } from '../../http/errors';
import type { Listings } from '../../deps';

type SessionRow = typeof userSessions.$inferSelect;

/** The spec's user session: `sessionId` is what the client keeps and sends back. */
export const presentSession = (row: SessionRow) => ({
  _id: row.id,
  sessionId: row.id,
  userId: row.userId ?? GUEST_SESSION_USER,
  page_view_count: row.pageViewCount,
  last_time_active: row.lastTimeActive.toISOString(),
  created_date: row.createdAt.toISOString(),
});

/**
 * A claimed user id must be the signed-in user; visitors are 'not-signed'. A signed-in user
 * may still record as a visitor (their tab registered before sign-in).
 */
function actingUserId(claimed: string, actorId: string | null): string | null {
  if (claimed === GUEST_SESSION_USER) return null;
  if (claimed !== actorId) throw forbidden('userId is not the signed-in user');
  return actorId;
}

export async function addSession(db: Db, claimedUserId: string, actorId: string | null) {
  const [row] = await db
    .insert(userSessions)
    .values({ userId: actingUserId(claimedUserId, actorId) })
    .returning();
  return presentSession(row!);
}

/** A user's session may only be touched by that user; a visitor's by whoever holds its id. */
async function assertSessionUsable(db: Db, sessionId: string, actorId: string | null) {
  const [session] = await db
    .select({ userId: userSessions.userId })
    .from(userSessions)
    .where(eq(userSessions.id, sessionId))
    .limit(1);
  if (!session) throw missing('There is no such session');
  if (session.userId && session.userId !== actorId) throw forbidden('This session is not yours');
}

export async function updateSession(
  db: Db,
  sessionId: string,
  change: { page_view_count?: 1; last_time_active?: unknown },
  actorId: string | null,
) {
  await assertSessionUsable(db, sessionId, actorId);
  // The server's clock decides activity time; a page view adds one to the count.
  const [updated] = await db
    .update(userSessions)
    .set({
      lastTimeActive: new Date(),
      ...(change.page_view_count ? { pageViewCount: sql`${userSessions.pageViewCount} + 1` } : {}),
    })
    .where(eq(userSessions.id, sessionId))
    .returning();
  return presentSession(updated!);
}

export async function addPageView(
  db: Db,
  input: { userId: string; sessionId: string; url: string },
  actorId: string | null,
) {
  const userId = actingUserId(input.userId, actorId);
  const sessionId = input.sessionId === NO_SESSION_ID ? null : input.sessionId;
  if (sessionId) await assertSessionUsable(db, sessionId, actorId);
  await db.insert(pageViews).values({ userId, sessionId, url: input.url });
}

/**
 * Who a view is counted for: the signed-in user, else the client's address, hashed (the table
 * needs to tell visitors apart, not to know where they are).
 */
const viewerOf = (actorId: string | null, clientAddress: string) =>
  actorId
    ? `user:${actorId}`
    : `client:${createHash('sha256').update(clientAddress).digest('base64url').slice(0, 22)}`;

/**
 * A signed-in viewer counts as themselves; anyone else as 'not-signup'. Views of a listing no
 * kind knows are refused, so the table only holds real listings. One viewer counts once a
 * listing a (UTC) day, so reloading, or calling in a loop, does not pump an owner's dashboard; a
 * repeat answers success like the first, as the client ignores the answer anyway.
 */
export async function addPropertyView(
  db: Db,
  listings: Listings,
  input: { propertyId: string; viewedBy?: string },
  actor: { id: string | null; clientAddress: string },
) {
  if (input.viewedBy && input.viewedBy !== ANONYMOUS_VIEWER && input.viewedBy !== actor.id) {
    throw forbidden('viewedBy is not the signed-in user');
  }
  if (!(await listings.find(db, input.propertyId))) throw missing(messages.cantFindProperty);
  const viewedBy = input.viewedBy === ANONYMOUS_VIEWER ? null : actor.id;
  await db
    .insert(propertyViews)
    .values({
      propertyId: input.propertyId,
      viewedBy,
      viewer: viewerOf(actor.id, actor.clientAddress),
      viewedOn: sql`(now() at time zone 'UTC')::date`,
    })
    .onConflictDoNothing();
}

export async function countPropertyViews(db: Db, propertyId: string) {
  // count(column) and count(distinct column) skip nulls, i.e. the visitors.
  const [row] = await db
    .select({
      total: count(),
      signedIn: count(propertyViews.viewedBy),
      uniqueUsers: countDistinct(propertyViews.viewedBy),
    })
    .from(propertyViews)
    .where(eq(propertyViews.propertyId, propertyId));
  const total = row?.total ?? 0;
  const signedIn = row?.signedIn ?? 0;
  return {
    propertyId,
    views: total,
    signedIn,
    visitors: total - signedIn,
    uniqueUsers: row?.uniqueUsers ?? 0,
  };
}
