import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type NewUser, type UserRow } from '../../db/schema';

export type { NewUser, UserRow };

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** The account whose proved phone number this is (E.164). */
export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/**
 * Makes an account from a proved phone number: no e-mail, alerts by SMS. Null when the number
 * is already an account's (unique constraint).
 */
export async function insertPhoneUser(
  db: Executor,
  values: { name: string; phone: string },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, smsAlerts: true })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

/** Inserts a user; returns null when the e-mail is already registered (unique constraint). */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}
