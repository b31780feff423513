import type { FastifyBaseLogger } from 'fastify';
import type { ListingKind } from '@rentals/shared';
import type { Deps } from '../../deps';
import type { TimedJob } from '../../outbox/worker';
import { withOutbox, type OutboxFlush } from '../../realtime/outbox';
import { expireApartmentRequests } from '../apartments/expiry';
import { expireHallRequests } from '../halls/expiry';
import { expireReservationRequests } from '../hotels/expiry';
import { expireRentRequests } from '../renting/expiry';

/** Declines a kind's requests pending since before the date; answers how many. */
type Expirer = (deps: Deps, before: Date) => Promise<number>;

/** Every kind of request expires: a new kind does not compile until it says how. */
const expirers: Record<ListingKind, Expirer> = {
  Property: expireRentRequests,
  Hall: expireHallRequests,
  Hotel: expireReservationRequests,
  Apartment: expireApartmentRequests,
};

/** How often the sweep runs in the cluster: an expired request waits at most this much longer. */
export const EXPIRY_SWEEP_MS = 5 * 60_000;

/**
 * Declines every pending request of every kind that waited longer than REQUEST_EXPIRY_HOURS;
 * answers how many of each kind. Safe to run on several instances at once.
 */
export async function expirePendingRequests(
  deps: Deps,
  now = new Date(),
): Promise<Record<ListingKind, number>> {
  const before = new Date(now.getTime() - deps.config.requestExpiryHours * 3_600_000);
  const expired = { Property: 0, Hall: 0, Hotel: 0, Apartment: 0 };
  for (const kind of Object.keys(expirers) as ListingKind[])
    expired[kind] = await expirers[kind](deps, before);
  return expired;
}

/**
 * The sweep as a timed job of the outbox worker (once per cluster per period); its live events
 * go out through the notification dispatcher like a request's, its mails through the outbox.
 */
export function requestExpiryJob(deps: Deps, flush: OutboxFlush, log: FastifyBaseLogger): TimedJob {
  return {
    name: 'expire-requests',
    everyMs: EXPIRY_SWEEP_MS,
    async run() {
      const expired = await withOutbox(flush, log, () => expirePendingRequests(deps));
      if (Object.values(expired).some((n) => n > 0)) log.info({ expired }, 'requests expired');
    },
  };
}
