import { isLanguage, messages, type TextMode } from '@rentals/shared';
import type { Deps } from '../../deps';
import { conflict, mailUnavailable, missing } from '../../http/errors';
import { codeMail } from '../../mail/templates';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/repository';
import { promoteIfListed } from '../users/roles';
import { assertCanIssue, issueAndDeliver, type CodePurpose } from './codes';
import type { GoogleVerifier } from './google';
import { signInByCode } from './code-use';
import { createSession } from './sessions';

type Signed = { user: UserRow; token: string };

/**
 * Stores a code and e-mails it; a code whose e-mail could not be sent is removed again, and the
 * answer says only that (503): what the mail server said goes to the log.
 */
export async function sendCode(
  deps: Deps,
  input: {
    email: string;
    purpose: Exclude<CodePurpose, 'phone-change'>;
    name?: string;
    userId?: string;
    ip: string;
    /** the language the e-mail is in: the person's stored one, else the page's */
    mode?: TextMode;
    /** asked from a browser where the address's account signed in before */
    knownDevice?: boolean;
  },
) {
  await assertCanIssue(deps.db, input.email, input.ip, deps.config, input.knownDevice);
  await issueAndDeliver(deps.db, input, (code) =>
    deps.mailer
      .send(codeMail(input.email, code, input.purpose, input.mode))
      .catch((err: unknown) => Promise.reject(mailUnavailable(err))),
  );
}

/** Sign-up step one: the account is created only once the e-mailed code comes back. */
export async function startSignup(
  deps: Deps,
  input: { name: string; email: string; ip: string; mode?: TextMode },
) {
  if (await findUserByEmail(deps.db, input.email)) throw conflict(messages.userExists);
  await sendCode(deps, {
    email: input.email,
    purpose: 'signup',
    name: input.name,
    ip: input.ip,
    mode: input.mode,
  });
}

/** `deviceUser`: the account whose known device asks (modules/auth/devices.ts), if any. */
export async function startLogin(
  deps: Deps,
  input: { email: string; ip: string; mode?: TextMode; deviceUser?: string | null },
) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw missing(messages.userNotExist);
  const mode = isLanguage(user.language) ? user.language : input.mode;
  const knownDevice = input.deviceUser === user.id;
  await sendCode(deps, { email: input.email, purpose: 'login', ip: input.ip, mode, knownDevice });
}

/**
 * Step two of both flows. The spec's client compared the sign-up code by assignment; here the
 * code is really compared. Using the code, creating the user, the admin role of a listed (now
 * proved) address and starting the session commit together or not at all.
 */
export const verifyCode = (
  deps: Deps,
  input: { email: string; code: string; purpose: 'login' | 'signup'; ip: string },
): Promise<Signed> =>
  signInByCode(
    deps,
    { ...input, address: input.email },
    {
      create: (tx, name) =>
        insertUser(tx, { name: name ?? input.email.split('@')[0]!, email: input.email }),
      find: (tx) => findUserByEmail(tx, input.email),
      proved: (tx, user) => promoteIfListed(tx, deps.config, user),
    },
  );

/**
 * Google sign-in: finds the user by Google id, then by e-mail (linking it: every account's
 * address has been proved by a code, so it is this person's), else creates one.
 */
export async function signInWithGoogle(
  deps: Deps,
  verify: GoogleVerifier,
  idToken: string,
): Promise<Signed> {
  const identity = await verify(idToken);
  return deps.db.transaction(async (tx) => {
    let user =
      (await findUserByGoogleSub(tx, identity.sub)) ?? (await findUserByEmail(tx, identity.email));
    if (user && user.googleSub !== identity.sub) {
      user = await updateUser(tx, user.id, {
        googleSub: identity.sub,
        picture: user.picture || identity.picture,
      });
    }
    if (!user) {
      user = await insertUser(tx, {
        name: identity.name,
        email: identity.email,
        picture: identity.picture,
        googleSub: identity.sub,
      });
    }
    if (!user) throw conflict(messages.userExists);
    // The token proves its own address only, not one the account moved to since.
    if (user.email === identity.email) user = await promoteIfListed(tx, deps.config, user);
    return { user, token: await createSession(tx, user.id) };
  });
}
