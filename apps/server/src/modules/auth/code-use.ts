import { messages } from '@rentals/shared';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import type { AppError } from '../../app-error';
import { conflict, missing } from '../../http/errors';
import type { UserRow } from '../users/repository';
import { checkCode, markCodeUsed } from './codes';
import { createSession } from './sessions';

/*
 * What a code that came back proves, done once: the code is checked (codes.ts), then used in
 * the transaction of what it proves, so it is spent exactly when that commits.
 */

/** A code as the call returns it: to whom it was sent, the code, from where. */
type Returned = { code: string; ip: string };

/**
 * Step two of signing up or in by a code sent to `address` (an e-mail or a phone number): the
 * code used, the account made (`create`, with the name given at sign-up) or found, and the
 * session started, together or not at all. 409 for an account made meanwhile, 400 for none.
 */
export async function signInByCode(
  deps: Deps,
  input: Returned & { address: string; purpose: 'login' | 'signup' },
  account: {
    create(tx: Tx, name: string | null): Promise<UserRow | null>;
    find(tx: Tx): Promise<UserRow | null>;
    /** what a proved address gives the account besides (the admin role of a listed one) */
    proved?(tx: Tx, user: UserRow): Promise<UserRow>;
  },
): Promise<{ user: UserRow; token: string }> {
  const codeRow = await checkCode(deps.db, {
    owner: { purpose: input.purpose, email: input.address },
    code: input.code,
    ip: input.ip,
  });
  return deps.db.transaction(async (tx) => {
    await markCodeUsed(tx, codeRow.id);
    let user: UserRow | null;
    if (input.purpose === 'signup') {
      user = await account.create(tx, codeRow.name);
      if (!user) throw conflict(messages.userExists);
    } else {
      user = await account.find(tx);
      if (!user) throw missing(messages.userNotExist);
    }
    if (account.proved) user = await account.proved(tx, user);
    return { user, token: await createSession(tx, user.id) };
  });
}

/**
 * Step two of changing an account's e-mail or phone number: the code makes the new address
 * (the one it was sent to) the account's, through `change`, in the transaction that uses it.
 * If another account holds the address (found by `holder`, or registered meanwhile, which the
 * unique index decides), the change cannot complete: `taken` (409), and the code is spent.
 */
export async function changeByCode<T>(
  deps: Deps,
  actor: UserRow,
  input: Returned & { purpose: 'email-change' | 'phone-change' },
  address: {
    holder(db: Deps['db'], address: string): Promise<UserRow | null>;
    taken: AppError;
    change(tx: Tx, address: string): Promise<T>;
  },
): Promise<T> {
  const codeRow = await checkCode(deps.db, {
    owner: { purpose: input.purpose, userId: actor.id },
    code: input.code,
    ip: input.ip,
  });
  const taken = async () => {
    await markCodeUsed(deps.db, codeRow.id);
    return address.taken;
  };
  if (await address.holder(deps.db, codeRow.email)) throw await taken();
  try {
    return await deps.db.transaction(async (tx) => {
      await markCodeUsed(tx, codeRow.id);
      return address.change(tx, codeRow.email);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await taken();
    throw err;
  }
}
