import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each message, and when it starts or stops hearing the channel. */
export type ChannelHandlers = {
  message(payload: string): void;
  /** listening (again): messages sent while it was down were missed */
  up(): void;
  /** not listening: the connection broke; `up` follows once it is back */
  down(): void;
};

/** Listens on a channel until the returned function is called. */
export type Listen = (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;

/** PGlite is one process and one connection: its NOTIFY arrives with the commit that sent it. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    const stop = await client.listen(channel, (payload) => handlers.message(payload));
    handlers.up();
    return () => stop();
  };
}

const RETRY_MS = [100, 500, 1_000, 2_000];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * On PostgreSQL a LISTEN needs a connection of its own, outside the pool (a pooled one goes back
 * to other queries). When it breaks (a restart, a failover, an admin's terminate) the handlers
 * hear `down` at once and `up` once a new one listens, retried until stopped.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | undefined;
    let stopped = false;
    const open = async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (n) => {
        if (n.channel === channel) handlers.message(n.payload ?? '');
      });
      next.on('error', () => lose(next));
      next.on('end', () => lose(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        next.end().catch(() => {});
        throw err;
      }
      if (stopped) return void next.end().catch(() => {});
      client = next;
      handlers.up();
    };
    const lose = (which: pg.Client) => {
      if (which !== client || stopped) return;
      client = undefined;
      handlers.down();
      which.end().catch(() => {});
      void reopen();
    };
    const reopen = async () => {
      for (let tries = 0; !stopped && !client; tries++) {
        await pause(RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]!);
        await open().catch(() => {});
      }
    };
    await open();
    return async () => {
      stopped = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    };
  };
}
