import { messages, type ProfileValues } from '@rentals/shared';
import type { Deps } from '../../deps';
import { forbidden, missing } from '../../http/errors';
import { toAvatar, type UploadedPicture } from '../../media/images';
import { presentUser, type UserLists } from './presenter';
import { findUserByEmail, updateUser, type UserRow } from './repository';

/**
 * Fills one of the lists shown with a user. The areas that own favourites and rentals give
 * theirs to the composition root (app.ts), which passes them to the routes that present a
 * user, so this module never reads their tables nor imports them.
 */
export type UserListLoader = (deps: Deps, userId: string, lists: UserLists) => Promise<void>;

export async function loadUserLists(
  deps: Deps,
  loaders: readonly UserListLoader[],
  userId: string,
): Promise<UserLists> {
  const lists: UserLists = { favorites: [], propertiesRented: [] };
  for (const load of loaders) await load(deps, userId, lists);
  return lists;
}

/** The user as the client holds it, with the lists other areas contribute. */
export async function presentUserWithLists(
  deps: Deps,
  loaders: readonly UserListLoader[],
  user: UserRow,
) {
  return presentUser(user, await loadUserLists(deps, loaders, user.id));
}

/** What a profile update did: the spec's answer, and the new address waiting for its code. */
/**
 * A change of e-mail confirmed by a code (modules/auth/email-change.ts, which reads codes and
 * sessions): given by app.ts, so users does not import auth, which reads users.
 */
export type EmailChange = {
  /** e-mails a code to the new address; 'taken' when an account holds it */
  start: (
    deps: Deps,
    actor: UserRow,
    input: { email: string; ip: string },
  ) => Promise<'sent' | 'taken'>;
  /** checks the code and makes the new address the user's */
  confirm: (
    deps: Deps,
    actor: UserRow,
    input: { code: string; ip: string; sessionId: string },
  ) => Promise<UserRow>;
};

export type ProfileUpdate = { result: 'success' | 'taken'; pendingEmail?: string };

/**
 * Updates the signed-in user's own profile. A new e-mail is not written: a code goes to it
 * (auth/email-change.ts) and the answer names it as pending; 'taken' when it belongs to an
 * account, and then nothing is written. A picture is validated and re-encoded before anything
 * is sent or written, so a bad file changes nothing.
 */
export async function updateProfile(
  deps: Deps,
  actor: UserRow,
  input: { userId: string; values: ProfileValues; picture?: UploadedPicture; ip: string },
  emailChange: EmailChange,
): Promise<ProfileUpdate> {
  if (input.userId !== actor.id) throw forbidden('You can only change your own profile');
  const { email, ...values } = input.values;
  const avatar = input.picture ? await toAvatar(input.picture) : undefined;
  const pendingEmail = email !== undefined && email !== actor.email ? email : undefined;
  if (pendingEmail) {
    const started = await emailChange.start(deps, actor, { email: pendingEmail, ip: input.ip });
    if (started === 'taken') return { result: 'taken' };
  }
  const fields: Partial<UserRow> = values;
  if (avatar) {
    await deps.storage.put(avatar.key, avatar.body, 'image/webp');
    fields.picture = deps.storage.url(avatar.key);
  }
  if (Object.keys(fields).length > 0) await updateUser(deps.db, actor.id, fields);
  return { result: 'success', pendingEmail };
}

export async function findPublicUser(deps: Deps, email: string): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw missing(messages.noUser);
  return user;
}
