import { isUniqueViolation } from '../../db/errors';
import { messages, type ProfileValues } from '@rentals/shared';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { toAvatar } from '../../media/images';
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

/** The user as the client holds it, with the lists other areas contribute. */
export async function presentUserWithLists(deps: Deps, user: UserRow) {
  return presentUser(user, await loadUserLists(deps, user.id));
}

/**
 * Updates the signed-in user's own profile. Answers 'taken' when the new e-mail belongs to
 * someone else (nothing is written then). A picture is validated and re-encoded before the
 * row changes, so a bad file changes nothing.
 */
export async function updateProfile(
  deps: Deps,
  actor: UserRow,
  input: { userId: string; values: ProfileValues; picture?: Buffer },
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
