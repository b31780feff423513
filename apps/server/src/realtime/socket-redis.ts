import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { LiveEvent } from './realtime';

/** What every Redis key and connection of the socket relay is named after. */
export const socketStreamName = (redisPrefix: string) => `${redisPrefix}socket.io`;

/** Entries kept in the stream (approximately): far more than any reader falls behind by. */
const STREAM_LENGTH = 10_000;
/** A blocked read returns this often even when nothing came, so a closed relay stops promptly. */
const BLOCK_MS = 5_000;
const RETRY_MS = 200;

/** One broadcast: the rooms it goes to and what it says, or that their tabs are to close. */
export type Broadcast = { rooms: string[]; event: LiveEvent } | { rooms: string[]; end: true };

export type StreamRelay = {
  /** Hands a broadcast made here to every other instance. */
  publish(broadcast: Broadcast): void;
  close(): Promise<void>;
};

/**
 * Carries broadcasts between server instances through one Redis stream. A stream, unlike
 * PUB/SUB, keeps entries: a reader that loses its connection reads on from its last entry once
 * back, so a broadcast made meanwhile still arrives. Each instance delivers its own broadcasts
 * at once and skips them in the stream; `deliver` gets the others'.
 */
export async function connectStreamRelay(
  url: string,
  redisPrefix: string,
  log: FastifyBaseLogger,
  deliver: (broadcast: Broadcast) => void,
): Promise<StreamRelay> {
  const name = socketStreamName(redisPrefix);
  const instance = randomUUID();
  const writer = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    // Named, so `CLIENT LIST` shows which connections are the relay's.
    connectionName: name,
    retryStrategy: (attempt) => Math.min(attempt * RETRY_MS, 2000),
  });
  // Its own connection: a blocked XREAD holds it.
  const reader = writer.duplicate();
  for (const client of [writer, reader]) {
    client.on('error', (err) => log.warn({ err }, 'socket relay: Redis connection failed'));
  }
  let lastId: string;
  try {
    await Promise.all([writer.connect(), reader.connect()]);
    // Read on from the newest entry there now ('$' would be re-read as "newest" on a resend).
    const [newest] = await writer.xrevrange(name, '+', '-', 'COUNT', 1);
    lastId = newest?.[0] ?? '0-0';
  } catch (err) {
    writer.disconnect();
    reader.disconnect();
    throw err;
  }

  let closed = false;
  const reading = (async () => {
    while (!closed) {
      try {
        const streams = await reader.xread(
          'COUNT',
          500,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          name,
          lastId,
        );
        for (const [, entries] of streams ?? []) {
          for (const [id, fields] of entries) {
            lastId = id;
            const entry = fieldsOf(fields);
            if (entry.from === instance || !entry.broadcast) continue;
            try {
              deliver(JSON.parse(entry.broadcast) as Broadcast);
            } catch (err) {
              log.warn({ err, id }, 'socket relay: unreadable entry skipped');
            }
          }
        }
      } catch (err) {
        if (closed) break;
        log.warn({ err }, 'socket relay: read failed; retrying');
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  })();

  return {
    publish(broadcast) {
      writer
        .xadd(
          name,
          'MAXLEN',
          '~',
          STREAM_LENGTH,
          '*',
          'from',
          instance,
          'broadcast',
          JSON.stringify(broadcast),
        )
        .catch((err: unknown) => log.warn({ err }, 'socket relay: publish failed'));
    },
    async close() {
      closed = true;
      reader.disconnect();
      await reading;
      // quit() lets queued writes go out, but would wait out an outage; then just drop it.
      if (writer.status === 'ready') await writer.quit().catch(() => writer.disconnect());
      else writer.disconnect();
    },
  };
}

/** A stream entry's flat [field, value, ...] list as an object. */
function fieldsOf(fields: string[]): Record<string, string> {
  const entry: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) entry[fields[i]!] = fields[i + 1]!;
  return entry;
}
