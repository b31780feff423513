import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { UserRow } from './repository';

declare module '../../http/authentication' {
  // The request's user (http/authentication.ts) is the whole row once a session names it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestUser extends UserRow {}
}

/** A public route's session is never looked up: asking who calls there is a mistake. */
function userOf(request: FastifyRequest) {
  const { config, url } = request.routeOptions;
  if (config.public) throw new Error(`${url} is declared public: it cannot ask who calls`);
  return request.user;
}

/** The signed-in user of this request, or null (resolved as it arrived: http/authentication.ts). */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  return userOf(request);
}

/** The signed-in user, or a 401 'not_authorized'. The acting user always comes from here. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = userOf(request);
  if (!user) throw unauthorized();
  return user;
}
