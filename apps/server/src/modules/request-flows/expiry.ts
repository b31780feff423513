import type { FastifyBaseLogger } from 'fastify';
import type { RequestFlow } from '@rentals/shared';
import type { Deps } from '../../deps';
import type { TimedJob } from '../../outbox/worker';
import { withOutbox, type OutboxFlush } from '../../realtime/outbox';
import { apartmentRequestFlow } from '../apartments/request-flow';
import { hallEventFlow } from '../halls/request-flow';
import { reservationFlow } from '../hotels/request-flow';
import { rentFlow } from '../renting/request-flow';

/** Declines a flow's requests pending since before the date; answers how many. */
type Expirer = (deps: Deps, before: Date) => Promise<number>;

/**
 * Every request flow expires (a kind names its flow in KIND_FACTS): a new flow does not compile
 * until it says how. Each reads its own table, whatever kind its listing is; the rent flow's
 * records are in practice the general properties' (Property) alone, since the rent calls take
 * only those and its sweep skips a record whose listing is not one (findPropertyState).
 */
const expirers: Record<RequestFlow, Expirer> = {
  rent: rentFlow.expire,
  hall: hallEventFlow.expire,
  hotel: reservationFlow.expire,
  apartment: apartmentRequestFlow.expire,
  none: async () => 0,
};

/** How often the sweep runs in the cluster: an expired request waits at most this much longer. */
export const EXPIRY_SWEEP_MS = 5 * 60_000;

/**
 * Declines every pending request of every kind that waited longer than REQUEST_EXPIRY_HOURS;
 * answers how many of each flow. Safe to run on several instances at once.
 */
export async function expirePendingRequests(
  deps: Deps,
  now = new Date(),
): Promise<Record<RequestFlow, number>> {
  const before = new Date(now.getTime() - deps.config.requestExpiryHours * 3_600_000);
  const expired = {} as Record<RequestFlow, number>;
  for (const flow of Object.keys(expirers) as RequestFlow[])
    expired[flow] = await expirers[flow](deps, before);
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
