import type { FastifyInstance } from 'fastify';

const PRIVATE = 'private, no-store';

/**
 * An answer to a signed-in caller (a session cookie sent, or set by this answer) is that
 * person's alone: `private, no-store`, so no shared proxy keeps it and no browser store
 * hands it to whoever uses the phone next. A route that chose its own caching keeps it.
 */
export function registerPrivateAnswers(api: FastifyInstance, sessionCookie: string) {
  api.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const setCookie = reply.getHeader('set-cookie');
    const setsSession = [setCookie ?? []]
      .flat()
      .some((c) => String(c).startsWith(`${sessionCookie}=`));
    // No cookies parsed when an earlier hook refused the request (a foreign Origin, say).
    if (request.cookies?.[sessionCookie] !== undefined || setsSession)
      reply.header('cache-control', PRIVATE);
    return payload;
  });
}
