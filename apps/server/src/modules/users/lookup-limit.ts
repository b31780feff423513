import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { limitPerUserAndClient } from '../../http/per-user-limit';

type LookupLimit = (request: FastifyRequest, userId: string) => Promise<void>;

/** One limit per server (keyed by its deps), whichever area's routes asked for it first. */
const limits = new WeakMap<Deps, LookupLimit>();

/**
 * Every call that tells whether an account holds an address or a number: the look-up by e-mail,
 * a profile update to another e-mail and a phone change to another number (both answer 'taken'
 * for a registered one). Counted together per user and per client, FIND_USER_RATE_LIMIT in 15
 * minutes, so nobody sweeps the accounts through whichever door is least watched.
 */
export function lookupLimitOf(app: FastifyInstance): LookupLimit {
  const { deps } = app;
  let limit = limits.get(deps);
  if (!limit) {
    limit = limitPerUserAndClient(app, {
      name: 'find-user',
      max: deps.config.findUserRateLimit,
      minutes: 15,
      message: `Too many look-ups: ${deps.config.findUserRateLimit} in 15 minutes.`,
    });
    limits.set(deps, limit);
  }
  return limit;
}
