import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { minutesToWait, waitThenTry } from '@rentals/shared';
import { tooMany } from './errors';

/**
 * A limit counted twice, per signed-in user and per client address (shared through Redis when
 * it is set, like every rate limit): one account gets no more from many addresses, nor many
 * accounts from one address. Returns the check a route runs once it knows who calls.
 */
export function limitPerUserAndClient(
  app: FastifyInstance,
  opts: { name: string; max: number; minutes: number; message: string },
) {
  const users = new WeakMap<FastifyRequest, string>();
  const window = { max: opts.max, timeWindow: opts.minutes * 60_000 };
  const byUser = app.createRateLimit({
    ...window,
    keyGenerator: (request) => `${opts.name}:user:${users.get(request)}`,
  });
  const byClient = app.createRateLimit({
    ...window,
    keyGenerator: (request) => `${opts.name}:ip:${normalizeIP(request.ip, 64)}`,
  });
  return async (request: FastifyRequest, userId: string) => {
    users.set(request, userId);
    for (const counted of [await byUser(request), await byClient(request)]) {
      if (!counted.isAllowed && counted.isExceeded)
        throw tooMany(
          `${opts.message} ${waitThenTry(minutesToWait(counted.ttlInSeconds))}`,
          counted.ttlInSeconds,
        );
    }
  };
}
