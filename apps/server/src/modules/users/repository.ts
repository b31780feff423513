import { eq } from 'drizzle-orm';
import type { IndexColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { findById, firstWhere, updateById } from '../../db/queries';
import { users, type NewUser, type UserRow } from '../../db/schema';
import { authChanging } from './auth-changes';

export type { NewUser, UserRow };

export const findUserByEmail = (db: Executor, email: string): Promise<UserRow | null> =>
  firstWhere(db, users, eq(users.email, email));

/** The account whose proved phone number this is (E.164). */
export const findUserByPhone = (db: Executor, phone: string): Promise<UserRow | null> =>
  firstWhere(db, users, eq(users.phone, phone));

export const findUserById = (db: Executor, id: string): Promise<UserRow | null> =>
  findById(db, users, id);

export const findUserByGoogleSub = (db: Executor, sub: string): Promise<UserRow | null> =>
  firstWhere(db, users, eq(users.googleSub, sub));

/** Inserts a user; null when `unique` (its e-mail, its phone) is already an account's. */
async function insertUnique(db: Executor, values: NewUser, unique: IndexColumn) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: unique })
    .returning();
  return row ?? null;
}

/**
 * Makes an account from a proved phone number: no e-mail, alerts by SMS. Null when the number
 * is already an account's (unique constraint).
 */
export const insertPhoneUser = (db: Executor, values: { name: string; phone: string }) =>
  insertUnique(db, { ...values, smsAlerts: true }, users.phone);

/** Inserts a user; returns null when the e-mail is already registered (unique constraint). */
export const insertUser = (db: Executor, values: NewUser) => insertUnique(db, values, users.email);

/** Changes an account; held back from the sessions kept in memory until its change is heard. */
export function updateUser(db: Executor, id: string, values: Partial<NewUser>) {
  authChanging('u', id);
  return updateById(db, users, id, values);
}
