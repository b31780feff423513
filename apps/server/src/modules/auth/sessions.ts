import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { authSessions, users } from '../../db/schema';
import type { UserRow } from '../users/repository';
import { unauthorized } from '../../http/errors';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for a user and returns the cookie token (only its hash is stored). */
export async function createSession(db: Executor, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(authSessions).values({ id: hashToken(token), userId, expiresAt });
  return token;
}

export async function endSession(db: Executor, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, hashToken(token)));
}

/** The user holding this live session token, or null (also used by the socket handshake). */
export async function userFromSessionToken(db: Executor, token: string): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, hashToken(token)), gt(authSessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.user ?? null;
}

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The signed-in user of this request, or null; looked up once per request and only when asked. */
export function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  let found = cache.get(request);
  if (!found) {
    const token = request.cookies[SESSION_COOKIE];
    found = token ? userFromSessionToken(request.server.deps.db, token) : Promise.resolve(null);
    cache.set(request, found);
  }
  return found;
}

/** The signed-in user, or a 401 'not_authorized'. The acting user always comes from here. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
