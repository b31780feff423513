import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { findUserByEmail, updateUser, type UserRow } from './repository';

/** The account type that makes a user an admin. */
export const ADMIN_ACCOUNT_TYPE = 'admin';

/**
 * Whether the user has the admin role: their stored account_type, never the e-mail they hold at
 * the moment (a profile once took any address unproved). ADMIN_EMAILS writes the role when its
 * address is proved, see promoteIfListed.
 */
export function isAdmin(user: Pick<UserRow, 'accountType'>): boolean {
  return user.accountType === ADMIN_ACCOUNT_TYPE;
}

/**
 * Gives the admin role to an account whose address is in ADMIN_EMAILS, called only where the
 * address has just been proved: a code sign-in or sign-up, a confirmed e-mail change, a Google
 * sign-in with a verified token for it. Returns the user as it now is.
 */
export async function promoteIfListed(
  db: Executor,
  config: Pick<Config, 'adminEmails'>,
  user: UserRow,
): Promise<UserRow> {
  if (isAdmin(user) || !user.email || !config.adminEmails.includes(user.email)) return user;
  return (await updateUser(db, user.id, { accountType: ADMIN_ACCOUNT_TYPE })) ?? user;
}

/**
 * Gives or takes the admin role by e-mail (the admin command): account_type 'admin' or back to
 * 'user'. Null when nobody has that e-mail. An address of ADMIN_EMAILS is promoted again at its
 * next proved sign-in.
 */
export async function setAdminRole(
  db: Executor,
  email: string,
  admin: boolean,
): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return null;
  return updateUser(db, user.id, { accountType: admin ? ADMIN_ACCOUNT_TYPE : 'user' });
}
