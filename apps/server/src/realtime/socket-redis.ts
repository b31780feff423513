import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-streams-adapter';

/** What every Redis key, channel and connection of the socket adapter is named after. */
export const socketStreamName = (redisPrefix: string) => `${redisPrefix}socket.io`;

/**
 * The socket.io adapter that carries events between server instances through a Redis stream.
 * A stream, unlike PUB/SUB, keeps entries: a reader that loses its connection reads on from its
 * last offset once back, so an event emitted meanwhile still arrives.
 *
 * ioredis (already the rate limiter's client) is supported by the adapter since 0.2.2: it
 * recognises the client and issues its commands in ioredis' form.
 */
export async function connectStreamsAdapter(
  url: string,
  redisPrefix: string,
  log: FastifyBaseLogger,
) {
  const name = socketStreamName(redisPrefix);
  const publisher = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    // Named, so `CLIENT LIST` shows which connections are the socket adapter's.
    connectionName: name,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  publisher.on('error', (err) => log.warn({ err }, 'socket adapter: Redis connection failed'));

  // The adapter opens its stream reader and its subscriber with duplicate(); kept here so closing
  // the server closes them too instead of leaving a blocked XREAD behind.
  const duplicates: Redis[] = [];
  const duplicate = publisher.duplicate.bind(publisher);
  publisher.duplicate = (override) => {
    const client = duplicate(override);
    duplicates.push(client);
    return client;
  };

  try {
    await publisher.connect();
  } catch (err) {
    publisher.disconnect();
    throw err;
  }
  const adapter = createAdapter(publisher, {
    streamName: name,
    channelPrefix: name,
    sessionKeyPrefix: `${name}:session:`,
  });
  // Ready only when the reader and the subscriber are connected as well.
  const signal = AbortSignal.timeout(5000);
  try {
    await Promise.all(
      duplicates.map((client) => client.status === 'ready' || once(client, 'ready', { signal })),
    );
  } catch (err) {
    for (const client of [...duplicates, publisher]) client.disconnect();
    throw err;
  }

  return {
    adapter,
    /** After io.close() (which stops the adapter's polling). */
    async close() {
      for (const client of duplicates) client.disconnect();
      // quit() lets queued writes go out, but would wait out an outage; then just drop it.
      if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
      else publisher.disconnect();
    },
  };
}
