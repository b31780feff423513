import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LISTED_TYPES, NOTIFICATION_TYPES } from '@rentals/shared';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import {
  apartments,
  halls,
  rentingProperties as p,
  savedSearches as s,
  savedSearchMatches as m,
  searchChanges,
  users,
} from '../../db/schema';
import { enqueueMail, enqueueSms } from '../../outbox/mail-queue';
import type { TimedJob } from '../../outbox/worker';
import { withOutbox, type OutboxFlush } from '../../realtime/outbox';
import { sendNotification } from '../notifications/service';
import { languageOf } from '../users/language';
import { digestMail, digestSms, searchName, searchUrl, type DigestListing } from './digest';

/** Listing changes matched in one statement. */
const BATCH = 500;
/** Digests sent in one pass (the rest wait for the next). */
const DIGESTS = 50;
/** Listings one digest names; the search's page has the rest. */
const NAMED = 10;

/**
 * Takes a batch of listing changes (added, available again, cheaper: the trigger of migration
 * 0017 wrote them in each change's transaction) and records which saved searches each matches,
 * never the listing's owner's own. SKIP LOCKED and the delete make each change one instance's,
 * however many run the job. Answers how many changes it took.
 */
export async function matchChanges(db: Executor): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(searchChanges)
      .where(
        inArray(
          searchChanges.id,
          tx
            .select({ id: searchChanges.id })
            .from(searchChanges)
            .orderBy(searchChanges.id)
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ listingId: searchChanges.listingId });
    if (taken.length === 0) return 0;
    const ids = [...new Set(taken.map((c) => c.listingId))];
    await tx.execute(sql`
      insert into ${m} (search_id, listing_id)
      select ${s.id}, ${p.id}
      from ${p} join ${s} on not ${s.paused} and ${s.userId} <> ${p.ownerId}
        and (${s.matchType} is null or ${s.matchType} = ${p.type})
        and (${s.matchDistrict} is null or ${s.matchDistrict} = ${p.district})
        and (${s.tsquery} = '' or ${p.searchVector} @@ to_tsquery('simple', ${s.tsquery}))
        and (${p.type} = 'Apartment' or (
          (${s.priceMin} is null or ${p.price} >= ${s.priceMin})
          and (${s.priceMax} is null or ${p.price} <= ${s.priceMax})
          and (${s.roomsMin} is null or ${p.rooms} >= ${s.roomsMin})
          and (${s.roomsMax} is null or ${p.rooms} <= ${s.roomsMax})))
        -- a building by one of its apartments' rent and bedrooms
        and (${p.type} <> 'Apartment' or (${s.priceMin} is null and ${s.priceMax} is null
          and ${s.roomsMin} is null and ${s.roomsMax} is null) or exists (
          select 1 from ${apartments} where ${apartments.buildingId} = ${p.id}
            and (${s.priceMin} is null or ${apartments.rent} >= ${s.priceMin})
            and (${s.priceMax} is null or ${apartments.rent} <= ${s.priceMax})
            and (${s.roomsMin} is null or ${apartments.noBedrooms} >= ${s.roomsMin})
            and (${s.roomsMax} is null or ${apartments.noBedrooms} <= ${s.roomsMax})))
        and (${s.guestsMin} is null or exists (select 1 from ${halls} where ${halls.propertyId} = ${p.id}
          and greatest(${halls.capacityBanquet}, ${halls.capacitySeated}) >= ${s.guestsMin}))
      where ${p.id} = any(${sql.param(ids)}::uuid[]) and ${p.status} <> 'rented'
        and ${p.type} in (${sql.join(
          LISTED_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )})
      on conflict (search_id, listing_id) do update set told_at = null, created_at = now()
        where ${m.toldAt} is not null`);
    return taken.length;
  });
}

/** Searches with matches not yet told whose last digest is a day old or none. */
const dueSearches = (db: Executor) =>
  db
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.paused, false),
        sql`(${s.alertedAt} is null or ${s.alertedAt} <= now() - interval '1 day')`,
        sql`exists (select 1 from ${m} where ${m.searchId} = ${s.id} and ${m.toldAt} is null)`,
      ),
    )
    .limit(DIGESTS);

/**
 * Tells one search's owner of its new matches, in one transaction: a card in the inbox for each
 * listing (live once committed), and one message by their channel (SMS for a person who wants
 * alerts by SMS and has a proved number, else e-mail) naming them. The search's alerted_at moves
 * only if a day has passed, in the same statement, so two instances tell it once.
 */
async function tellSearch(deps: Deps, searchId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // Matches whose listing went (deleted, rented) meanwhile tell nothing: set them aside.
    await tx
      .update(m)
      .set({ toldAt: sql`now()` })
      .where(
        and(
          eq(m.searchId, searchId),
          isNull(m.toldAt),
          sql`not exists (select 1 from ${p} where ${p.id} = ${m.listingId} and ${p.status} <> 'rented')`,
        ),
      );
    const [search] = await tx
      .update(s)
      .set({ alertedAt: sql`now()` })
      .where(
        and(
          eq(s.id, searchId),
          eq(s.paused, false),
          sql`(${s.alertedAt} is null or ${s.alertedAt} <= now() - interval '1 day')`,
          sql`exists (select 1 from ${m} where ${m.searchId} = ${s.id} and ${m.toldAt} is null)`,
        ),
      )
      .returning();
    if (!search) return false;
    const told = await tx
      .update(m)
      .set({ toldAt: sql`now()` })
      .where(and(eq(m.searchId, searchId), isNull(m.toldAt)))
      .returning({ listingId: m.listingId });
    const listings: DigestListing[] = await tx
      .select({ id: p.id, name: p.name, type: p.type, district: p.district, price: p.price })
      .from(p)
      .where(
        inArray(
          p.id,
          told.map((t) => t.listingId),
        ),
      )
      .orderBy(sql`${p.createdAt} desc`);
    for (const listing of listings)
      await sendNotification(tx, {
        type: NOTIFICATION_TYPES.savedSearchMatch,
        fromUserId: null,
        notifierId: search.userId,
        about: listing.id,
      });
    const [person] = await tx
      .select({
        email: users.email,
        phone: users.phone,
        smsAlerts: users.smsAlerts,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, search.userId));
    if (!person) return true;
    const mode = languageOf(person);
    const origin = deps.config.publicUrl;
    if (person.smsAlerts && person.phone) {
      await enqueueSms(tx, {
        to: person.phone,
        text: digestSms(listings.length, searchName(search), searchUrl(origin, search), mode),
      });
    } else if (person.email) {
      await enqueueMail(
        tx,
        digestMail({
          to: person.email,
          origin,
          search,
          listings: listings.slice(0, NAMED),
          mode,
        }),
      );
    }
    return true;
  });
}

/** Sends the digests that are due; answers how many were sent. */
export async function sendDigests(deps: Deps): Promise<number> {
  let sent = 0;
  for (const { id } of await dueSearches(deps.db)) if (await tellSearch(deps, id)) sent += 1;
  return sent;
}

/**
 * The matching of changed listings against saved searches and the digests, as a timed job of
 * the outbox worker: once per cluster per period (the expiry sweep's guard, claimJobRun), after
 * the writes and never in a request. Its inbox cards go live through the dispatcher.
 */
export function searchAlertJob(deps: Deps, flush: OutboxFlush, log: FastifyBaseLogger): TimedJob {
  return {
    name: 'saved-search-alerts',
    everyMs: deps.config.outboxPollSeconds * 1000,
    async run() {
      const sent = await withOutbox(flush, log, async () => {
        while ((await matchChanges(deps.db)) === BATCH);
        return sendDigests(deps);
      });
      if (sent > 0) log.info({ sent }, 'saved-search digests sent');
    },
  };
}
