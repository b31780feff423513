import { isUniqueViolation } from '../../db/errors';
import { messages, type ProfileValues } from '@rentals/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { toAvatar, type UploadedPicture } from '../../media/images';
import { presentUser, type UserLists } from './presenter';
import { findUserByEmail, updateUser, type UserRow } from './repository';
import { loadPropertiesRented } from '../renting/records';

/**
 * The lists shown with a user. Areas that own favourites and rentals register their loaders
 * here when they land, so this module never reads their tables.
 */
export const userListLoaders: Array<
  (deps: Deps, userId: string, lists: UserLists) => Promise<void>
> = [loadPropertiesRented];

export async function loadUserLists(deps: Deps, userId: string): Promise<UserLists> {
  const lists: UserLists = { favorites: [], propertiesRented: [] };
  for (const load of userListLoaders) await load(deps, userId, lists);
  return lists;
}

/** The account type that makes a user an admin. */
export const ADMIN_ACCOUNT_TYPE = 'admin';

/**
 * Whether the user has the admin role: promoted (account_type 'admin', see the admin command)
 * or named in ADMIN_EMAILS.
 */
export function isAdmin(
  config: Pick<Config, 'adminEmails'>,
  user: Pick<UserRow, 'accountType' | 'email'>,
): boolean {
  return (
    user.accountType === ADMIN_ACCOUNT_TYPE || config.adminEmails.includes(user.email.toLowerCase())
  );
}

/**
 * The user as the client holds it, with the lists other areas contribute. Admins show
 * account_type 'admin' however they got the role, so the client can offer the console.
 */
export async function presentUserWithLists(deps: Deps, user: UserRow) {
  const shown = isAdmin(deps.config, user) ? { ...user, accountType: ADMIN_ACCOUNT_TYPE } : user;
  return presentUser(shown, await loadUserLists(deps, user.id));
}

/**
 * Gives or takes the admin role by e-mail (the admin command): account_type 'admin' or back to
 * 'user'. Null when nobody has that e-mail. ADMIN_EMAILS keeps its users admin either way.
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

/**
 * Updates the signed-in user's own profile. Answers 'taken' when the new e-mail belongs to
 * someone else (nothing is written then). A picture is validated and re-encoded before the
 * row changes, so a bad file changes nothing.
 */
export async function updateProfile(
  deps: Deps,
  actor: UserRow,
  input: { userId: string; values: ProfileValues; picture?: UploadedPicture },
): Promise<'success' | 'taken'> {
  if (input.userId !== actor.id) throw forbidden('You can only change your own profile');
  const values: Partial<UserRow> = { ...input.values };
  if (input.picture) {
    const avatar = await toAvatar(input.picture);
    await deps.storage.put(avatar.key, avatar.body, 'image/webp');
    values.picture = deps.storage.url(avatar.key);
  }
  if (Object.keys(values).length === 0) return 'success';
  return deps.db.transaction(async (tx) => {
    if (values.email && values.email !== actor.email) {
      const owner = await findUserByEmail(tx, values.email);
      if (owner && owner.id !== actor.id) return 'taken';
    }
    try {
      await updateUser(tx, actor.id, values);
    } catch (err) {
      // A concurrent registration of the same e-mail loses to the unique constraint.
      if (isUniqueViolation(err)) return 'taken';
      throw err;
    }
    return 'success';
  });
}

export async function findPublicUser(deps: Deps, email: string): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound(messages.noUser);
  return user;
}
