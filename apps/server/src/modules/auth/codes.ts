import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql, count } from 'drizzle-orm';
import { CODE_MAX_TRIES, messages } from '@rentals/shared';
import type { Db, Executor } from '../../db/client';
import { loginCodes } from '../../db/schema';
import { AppError, tooMany } from '../../http/errors';

export type CodePurpose = 'login' | 'signup';

/**
 * Codes are counted over 15 minutes: a mailbox gets at most CODES_PER_EMAIL (3 by default) in
 * that time, so the sign-in form cannot be used to flood someone's inbox.
 */
const CODE_WINDOW_MINUTES = 15;
const WINDOW_MS = CODE_WINDOW_MINUTES * 60 * 1000;

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

/** Refuses a new code when this e-mail or this client address has asked too often lately. */
export async function assertCanIssue(
  db: Db,
  email: string,
  ip: string,
  { codesPerEmail, codesPerIp }: { codesPerEmail: number; codesPerIp: number },
) {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), gt(loginCodes.createdAt, since)));
  if ((byEmail?.n ?? 0) >= codesPerEmail)
    throw tooMany(
      `Too many codes asked for this e-mail: ${codesPerEmail} in ${CODE_WINDOW_MINUTES} minutes. Wait a few minutes, then ask again.`,
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.ip, ip), gt(loginCodes.createdAt, since)));
  if ((byIp?.n ?? 0) >= codesPerIp)
    throw tooMany(
      `Too many codes asked from this address. Wait ${CODE_WINDOW_MINUTES} minutes, then ask again.`,
    );
}

/** Stores a new 6-digit code (hashed) and retires older unused ones. Returns the plain code. */
export async function issueCode(
  db: Executor,
  input: { email: string; purpose: CodePurpose; name?: string; ip: string },
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID();
  await db
    .update(loginCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(loginCodes.email, input.email),
        eq(loginCodes.purpose, input.purpose),
        isNull(loginCodes.consumedAt),
      ),
    );
  await db.insert(loginCodes).values({
    id,
    email: input.email,
    purpose: input.purpose,
    name: input.name ?? null,
    ip: input.ip,
    codeHash: hashCode(id, code),
    expiresAt: new Date(Date.now() + WINDOW_MS),
  });
  return { id, code };
}

export async function discardCode(db: Executor, id: string) {
  await db.delete(loginCodes).where(eq(loginCodes.id, id));
}

/**
 * Checks a code. Each try is counted by an atomic update before comparing (outside any
 * transaction, so a wrong guess stays counted), and parallel guesses cannot pass the limit.
 * Returns the code row (with the sign-up name); the caller marks it used in its transaction.
 */
export async function checkCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string },
) {
  const [latest] = await db
    .select()
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.email, input.email),
        eq(loginCodes.purpose, input.purpose),
        isNull(loginCodes.consumedAt),
      ),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!latest) throw new AppError(400, messages.loginCodeError, 'invalid_code');
  if (latest.expiresAt.getTime() <= Date.now())
    throw new AppError(400, 'The code has expired, ask for a new one', 'code_expired');

  const [counted] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.id, latest.id),
        lt(loginCodes.attempts, CODE_MAX_TRIES),
        isNull(loginCodes.consumedAt),
      ),
    )
    .returning({ id: loginCodes.id });
  if (!counted) throw new AppError(429, 'Too many tries, ask for a new code', 'too_many_tries');

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(latest.id, input.code), 'hex');
  if (!timingSafeEqual(expected, given))
    throw new AppError(400, messages.loginCodeError, 'invalid_code');
  return latest;
}

/** Marks a checked code used; conditional, so one code signs in exactly once. */
export async function markCodeUsed(tx: Executor, id: string) {
  const [used] = await tx
    .update(loginCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  if (!used) throw new AppError(400, messages.loginCodeError, 'invalid_code');
}
