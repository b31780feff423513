import type { FastifyInstance } from 'fastify';

/**
 * The signed-in user as this layer knows them: an id. The session module (modules/auth)
 * widens it to the user's row by declaration merging, so routes read the whole row.
 */
export interface RequestUser {
  id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is signed in on this request (null: nobody), set as it arrives. */
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers every caller alike and never asks who they are, so their session is
     * not looked up (`request.user` stays null): the cached public lists.
     */
    public?: boolean;
  }
}

/** The user holding a live session token, or null; given by the composition root. */
export type SessionResolver = (token: string) => Promise<RequestUser | null>;

/**
 * Authentication as a hook of the routes' scope: each request's session cookie is resolved to
 * its user once, on arrival, before the body is read (so uploads and idempotency keys already
 * know the caller), into `request.user`.
 */
export function registerAuthentication(
  scope: FastifyInstance,
  { cookieName, userOf }: { cookieName: string; userOf: SessionResolver },
) {
  scope.decorateRequest('user', null);
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const token = request.cookies[cookieName];
    if (token) request.user = await userOf(token);
  });
}
