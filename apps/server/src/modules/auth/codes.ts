import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_MAX_TRIES, CODE_TTL_MINUTES, messages } from '@rentals/shared';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { loginCodes } from '../../db/schema';
import { AppError } from '../../app-error';
import { tooMany } from '../../http/errors';

export type CodePurpose = 'login' | 'signup' | 'email-change' | 'phone-change';

/**
 * Whose codes a try is checked against: an address's sign-in (or sign-up) codes, or the
 * account's pending e-mail change.
 */
export type CodeOwner =
  | { purpose: 'login' | 'signup'; email: string }
  | { purpose: 'email-change' | 'phone-change'; userId: string };

/**
 * Code requests are counted over 15 minutes (a code itself lasts CODE_TTL_MINUTES, 10): per
 * e-mail and client address (CODES_PER_EMAIL), per e-mail from everyone (CODES_PER_EMAIL_TOTAL,
 * against floods) and per client address (CODES_PER_IP). A stranger asking for someone's codes
 * meets the first limit long before the person does. docs/SECURITY.md has the arithmetic.
 */
const CODE_WINDOW_MINUTES = 15;
const WINDOW_MS = CODE_WINDOW_MINUTES * 60 * 1000;
const TTL_MS = CODE_TTL_MINUTES * 60 * 1000;

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

const ownedBy = (owner: CodeOwner) =>
  'userId' in owner
    ? and(eq(loginCodes.purpose, owner.purpose), eq(loginCodes.userId, owner.userId))
    : and(eq(loginCodes.purpose, owner.purpose), eq(loginCodes.email, owner.email));

type IssueLimits = Pick<Config, 'codesPerEmail' | 'codesPerEmailTotal' | 'codesPerIp'>;

/**
 * Refuses a new code when this e-mail, this client, or both together have asked too often. A
 * known device of the address's account (`knownDevice`, modules/auth/devices.ts) is not held to
 * the address's overall ceiling, which strangers can use up; the other two limits still hold.
 */
export async function assertCanIssue(
  db: Db,
  email: string,
  ip: string,
  limits: IssueLimits,
  knownDevice = false,
  /** what the address is, in the refusals: an e-mail, or a phone number (same limits) */
  what: 'e-mail' | 'number' = 'e-mail',
) {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail] = await db
    .select({
      total: count(),
      fromClient: sql<number>`count(*) filter (where ${loginCodes.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), gt(loginCodes.createdAt, since)));
  if ((byEmail?.fromClient ?? 0) >= limits.codesPerEmail)
    throw tooMany(
      `Too many codes asked for this ${what}: ${limits.codesPerEmail} in ${CODE_WINDOW_MINUTES} minutes. Wait ${CODE_WINDOW_MINUTES} minutes, then ask again.`,
      WINDOW_MS / 1000,
    );
  if (!knownDevice && (byEmail?.total ?? 0) >= limits.codesPerEmailTotal)
    throw tooMany(
      `Too many codes were asked for this ${what} lately. Wait ${CODE_WINDOW_MINUTES} minutes, then ask again.`,
      WINDOW_MS / 1000,
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginCodes)
    .where(and(eq(loginCodes.ip, ip), gt(loginCodes.createdAt, since)));
  if ((byIp?.n ?? 0) >= limits.codesPerIp)
    throw tooMany(
      `Too many codes asked from this address. Wait ${CODE_WINDOW_MINUTES} minutes, then ask again.`,
      WINDOW_MS / 1000,
    );
}

/**
 * Stores a new 6-digit code (hashed) and returns it in plain. It replaces the unused code this
 * client asked for earlier (an account's earlier e-mail change, whichever client), never
 * another client's: a stranger's request must not void the code the person is typing.
 */
export async function issueCode(
  db: Executor,
  input: { email: string; purpose: CodePurpose; name?: string; userId?: string; ip: string },
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = crypto.randomUUID();
  const replaced =
    input.purpose === 'email-change' || input.purpose === 'phone-change'
      ? ownedBy({ purpose: input.purpose, userId: input.userId! })
      : and(ownedBy({ purpose: input.purpose, email: input.email }), eq(loginCodes.ip, input.ip));
  await db
    .update(loginCodes)
    .set({ consumedAt: new Date() })
    .where(and(replaced, isNull(loginCodes.consumedAt)));
  await db.insert(loginCodes).values({
    id,
    email: input.email,
    purpose: input.purpose,
    name: input.name ?? null,
    userId: input.userId ?? null,
    ip: input.ip,
    codeHash: hashCode(id, code),
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  return { id, code };
}

/**
 * A new code (issueCode) handed to `deliver` (a mail, an SMS); one that could not be delivered is
 * removed again, so it neither counts against the limits nor replaces the code before it.
 */
export async function issueAndDeliver(
  db: Executor,
  input: Parameters<typeof issueCode>[1],
  deliver: (code: string) => Promise<unknown>,
) {
  const { id, code } = await issueCode(db, input);
  try {
    await deliver(code);
  } catch (err) {
    await db.delete(loginCodes).where(eq(loginCodes.id, id));
    throw err;
  }
}

/**
 * Checks a code against the owner's live codes (one per client that asked, so a person whose
 * address changed on the way still gets in). Each try is counted before comparing, by one
 * atomic update outside any transaction, so a wrong guess stays counted and parallel guesses
 * cannot pass the limit: the client that asked for a code has CODE_MAX_TRIES tries of its own,
 * and every other client together has CODE_MAX_TRIES more, so strangers cannot use up the
 * person's tries and more addresses buy no more guesses. Returns the matching code row (with
 * the sign-up name, the new address); the caller marks it used in its transaction.
 */
export async function checkCode(db: Db, input: { owner: CodeOwner; code: string; ip: string }) {
  const now = new Date();
  const fromAsker = sql`${loginCodes.ip} = ${input.ip}`;
  const counted = await db
    .update(loginCodes)
    .set({
      attempts: sql`${loginCodes.attempts} + case when ${fromAsker} then 1 else 0 end`,
      otherAttempts: sql`${loginCodes.otherAttempts} + case when ${fromAsker} then 0 else 1 end`,
    })
    .where(
      and(
        ownedBy(input.owner),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
        sql`case when ${fromAsker} then ${loginCodes.attempts} < ${CODE_MAX_TRIES}
          else ${loginCodes.otherAttempts} < ${CODE_MAX_TRIES} end`,
      ),
    )
    .returning();
  const match = counted.find((row) =>
    timingSafeEqual(
      Buffer.from(row.codeHash, 'hex'),
      Buffer.from(hashCode(row.id, input.code), 'hex'),
    ),
  );
  if (match) return match;
  if (counted.length > 0) throw new AppError(400, messages.loginCodeError, 'invalid_code');

  // No try was counted: say why (all codes expire alike, so the newest tells).
  const [newest] = await db
    .select({ expiresAt: loginCodes.expiresAt })
    .from(loginCodes)
    .where(and(ownedBy(input.owner), isNull(loginCodes.consumedAt)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!newest) throw new AppError(400, messages.loginCodeError, 'invalid_code');
  if (newest.expiresAt.getTime() <= now.getTime())
    throw new AppError(400, 'The code has expired, ask for a new one', 'code_expired');
  throw new AppError(429, 'Too many tries, ask for a new code', 'too_many_tries');
}

/** Marks a checked code used; conditional, so one code is used exactly once. */
export async function markCodeUsed(tx: Executor, id: string) {
  const [used] = await tx
    .update(loginCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  if (!used) throw new AppError(400, messages.loginCodeError, 'invalid_code');
}
