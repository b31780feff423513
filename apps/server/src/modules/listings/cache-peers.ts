import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Deps } from '../../deps';
import { CACHE_AREAS, publicCache, type CacheArea } from '../../http/public-cache';

/**
 * Instances on one Redis clear each other's public first pages: a write on one publishes what it
 * changed (its cache areas) on a channel, and every other instance clears those when the message
 * arrives (a few ms), instead of serving the old page for up to LIST_CACHE_SECONDS. A lost message (Redis briefly away)
 * falls back to that lifetime. Returns the closer of the subscriber connection.
 */
export async function shareCacheInvalidation(
  deps: Deps,
  redis: Redis,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const channel = `${deps.config.redisPrefix}public-cache`;
  const self = randomUUID();
  const cache = publicCache(deps);
  const subscriber = redis.duplicate();
  subscriber.on('error', (err) => log.warn({ err }, 'public cache: Redis subscriber failed'));
  // A message is the sender and the areas: `<instance> listings,bookings`.
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, named = ''] = message.split(' ');
    if (from === self) return;
    const areas = CACHE_AREAS.filter((a) => named.split(',').includes(a));
    // A message of an older or newer instance that names no area we know clears everything.
    cache.clear(areas.length > 0 ? areas : CACHE_AREAS);
  });
  await subscriber.subscribe(channel);
  cache.onInvalidate((areas: readonly CacheArea[]) => {
    redis.publish(channel, `${self} ${areas.join(',')}`).catch((err: unknown) => {
      log.warn({ err }, 'public cache: invalidation not published');
    });
  });
  return async () => {
    await subscriber.quit();
  };
}
