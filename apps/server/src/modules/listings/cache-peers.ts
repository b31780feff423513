import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Deps } from '../../deps';
import { publicCache } from '../../http/public-cache';

/**
 * Instances on one Redis clear each other's public first pages: a write on one publishes on a
 * channel, and every other instance clears its cache when the message arrives (a few ms), instead
 * of serving the old page for up to LIST_CACHE_SECONDS. A lost message (Redis briefly away)
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
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== self) cache.clear();
  });
  await subscriber.subscribe(channel);
  cache.onInvalidate(() => {
    redis.publish(channel, self).catch((err: unknown) => {
      log.warn({ err }, 'public cache: invalidation not published');
    });
  });
  return async () => {
    await subscriber.quit();
  };
}
