import type { FastifyInstance } from 'fastify';

/**
 * Time limits on receiving requests, against slow senders that hold connections open (a body
 * announced as 100 KB and sent a byte every 10 s). Fastify turns Node's own request timeout off,
 * so without these a connection mid-body stayed open for good.
 *
 * - The whole request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS: Node's
 *   `requestTimeout`, which answers 408 and closes the connection. Node checks every
 *   `connectionsCheckingInterval`, so a request is cut between the bound and the bound plus
 *   that interval (`serverTimeouts` keeps it at most a quarter of the bound).
 * - The body of a call that takes no files must arrive within BODY_TIMEOUT_SECONDS of its
 *   headers (its JSON is at most 1 MB, usually a few hundred bytes): the connection is destroyed
 *   at once. Calls that take pictures (`config.uploads`) have the whole request's bound, and
 *   refuse visitors before reading a byte.
 */
export function serverTimeouts(requestTimeoutSeconds: number) {
  const requestTimeout = Math.round(requestTimeoutSeconds * 1000);
  return {
    requestTimeout,
    http: {
      // Headers have the shorter of Node's 60 s and the whole request's bound.
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(requestTimeout / 4))),
    },
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerBodyTimeout(app: FastifyInstance, bodyTimeoutSeconds: number) {
  const ms = Math.round(bodyTimeoutSeconds * 1000);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!BODY_METHODS.has(request.method) || raw.complete || request.routeOptions.config.uploads)
      return done();
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info({ url: request.url }, 'request body too slow: connection closed');
      // An unfinished request's destroy closes its socket (and works on app.inject's too).
      raw.destroy();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('close', clear);
    done();
  });
}
