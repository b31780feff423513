import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { knownDevices } from '../../db/schema';

/**
 * The browsers where a person signed in before (issue 32, item 8): strangers who use up an
 * address's overall code ceiling (CODES_PER_EMAIL_TOTAL) must not lock its owner out, so a
 * browser holding a device cookie of that account may still ask for a code. The cookie is set
 * at each successful sign-in and kept at sign-out; only its token's SHA-256 is stored.
 */
const DEVICE_DAYS = 365;
const DEVICE_COOKIE = 'device';
/** In production `__Host-` prefixed, like the session cookie: Secure, path /, no Domain. */
const PRODUCTION_DEVICE_COOKIE = '__Host-device';

const deviceCookieName = (config: { env: string }) =>
  config.env === 'production' ? PRODUCTION_DEVICE_COOKIE : DEVICE_COOKIE;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account whose known device this request comes from, or null. */
export async function knownDeviceUser(db: Executor, request: FastifyRequest) {
  const token = request.cookies[deviceCookieName(request.server.deps.config)];
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.id, hashToken(token)), gt(knownDevices.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * After a successful sign-in: this browser becomes (or stays) a known device of the account,
 * for another year.
 */
export async function rememberDevice(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const { config } = request.server.deps;
  const expiresAt = new Date(Date.now() + DEVICE_DAYS * 24 * 3600 * 1000);
  const held = request.cookies[deviceCookieName(config)];
  if (held && (await knownDeviceUser(db, request)) === userId) {
    await db
      .update(knownDevices)
      .set({ expiresAt })
      .where(eq(knownDevices.id, hashToken(held)));
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ id: hashToken(token), userId, expiresAt });
  reply.setCookie(deviceCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: DEVICE_DAYS * 24 * 3600,
  });
}

/** Removes devices not signed in from for a year (the hourly purge). */
export async function purgeExpiredDevices(db: Executor, now = new Date()) {
  const gone = await db
    .delete(knownDevices)
    .where(lt(knownDevices.expiresAt, now))
    .returning({ id: knownDevices.id });
  return gone.length;
}
