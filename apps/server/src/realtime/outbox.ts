import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A notification row a request changed, noted by the notifications repository as it writes.
 * `written` rows were inserted or brought back to the top (createdAt is the value written);
 * `removed` rows were deleted.
 */
export type OutboxEntry = {
  change: 'written' | 'removed';
  id: string;
  type: string;
  fromUserId: string | null;
  notifierId: string | null;
  about: string;
  createdAt: Date;
};

/** What happens after the response: the dispatcher decides which changes committed. */
export type OutboxFlush = (entries: OutboxEntry[], log: FastifyBaseLogger) => Promise<void>;

/** What a unit of work noted: notification changes, and whether it queued e-mail. */
type Store = { entries: OutboxEntry[]; mailQueued: boolean };

const storage = new AsyncLocalStorage<Store>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Notes a change for after the response. Outside a request (seeds, scripts, tests calling a
 * service directly) there is no outbox and nothing is kept.
 */
export function noteNotificationChange(entry: OutboxEntry): void {
  storage.getStore()?.entries.push(entry);
}

/**
 * Notes that e-mail was queued in the durable outbox (src/outbox), so the worker is woken once
 * the request is over instead of at its next poll.
 */
export function noteMailQueued(): void {
  const store = storage.getStore();
  if (store) store.mailQueued = true;
}

/**
 * Runs background work (a timed job) with its own notes, and hands them to `flush` when it is
 * done, as a request's are after its response: its live events go out the same way.
 */
export async function withOutbox<T>(
  flush: OutboxFlush,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  const store: Store = { entries: [], mailQueued: false };
  const result = await storage.run(store, work);
  if (store.entries.length > 0)
    await flush(store.entries, log).catch((err: unknown) =>
      log.error({ err }, 'notification outbox flush failed'),
    );
  return result;
}

/**
 * One outbox per request, kept in AsyncLocalStorage the way @fastify/request-context keeps its
 * store (entered in onRequest, re-entered in preValidation after the body parser), and flushed
 * once the response has been sent, so a slow mail server never holds up an answer. Changes of a
 * transaction that rolled back are still noted: the flush checks the database, not the notes.
 * A request that queued e-mail calls `mailQueued` then, when its transaction has committed.
 * Register it in the scope of the routes it covers; close() waits for flushes in flight.
 */
export function registerOutbox(
  scope: FastifyInstance,
  flush: OutboxFlush,
  mailQueued: () => void,
): void {
  const stores = new WeakMap<FastifyRequest, Store>();
  const inFlight = new Set<Promise<void>>();

  scope.addHook('onRequest', (request, _reply, done) => {
    const store: Store = { entries: [], mailQueued: false };
    stores.set(request, store);
    storage.run(store, () => {
      const resource = new AsyncResource('rentals-outbox');
      resources.set(request, resource);
      resource.runInAsyncScope(done, request.raw);
    });
  });

  scope.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });

  scope.addHook('onResponse', (request, _reply, done) => {
    const store = stores.get(request);
    if (store?.mailQueued) mailQueued();
    const entries = store?.entries ?? [];
    if (entries.length > 0) {
      const job: Promise<void> = flush(entries.splice(0), request.log)
        .catch((err: unknown) => request.log.error({ err }, 'notification outbox flush failed'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
    done();
  });

  // A child scope's onClose runs before the root's, which closes the database and the mailer.
  scope.addHook('onClose', async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  });
}
