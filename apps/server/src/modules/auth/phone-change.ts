import { messages } from '@rentals/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import { enqueueSms } from '../../outbox/mail-queue';
import { numberChangedSms } from '../../sms/texts';
import { languageOf } from '../users/language';
import { findUserByPhone, updateUser, type UserRow } from '../users/repository';
import { checkCode, markCodeUsed } from './codes';
import { sendSmsCode } from './phone';

/*
 * Adding or changing an account's phone number (issue 34), like its e-mail: the number becomes
 * the account's only once the code sent to it comes back, so nobody can take another person's
 * number by typing it in.
 */

/** Step one: a code by SMS to the new number. 'taken' when an account holds it already. */
export async function startPhoneChange(
  deps: Deps,
  actor: UserRow,
  input: { phone: string; ip: string },
): Promise<'sent' | 'taken'> {
  if (actor.phone === input.phone || (await findUserByPhone(deps.db, input.phone))) return 'taken';
  await sendSmsCode(deps, {
    phone: input.phone,
    purpose: 'phone-change',
    userId: actor.id,
    ip: input.ip,
    mode: languageOf(actor),
  });
  return 'sent';
}

/**
 * Step two: the code makes its number the account's; the old number (if any) is told by SMS
 * through the outbox in the same transaction. A number registered meanwhile: 409, code spent.
 */
export async function confirmPhoneChange(
  deps: Deps,
  actor: UserRow,
  input: { code: string; ip: string },
): Promise<UserRow> {
  const codeRow = await checkCode(deps.db, {
    owner: { purpose: 'phone-change', userId: actor.id },
    code: input.code,
    ip: input.ip,
  });
  const taken = async () => {
    await markCodeUsed(deps.db, codeRow.id);
    return conflict(messages.emailTaken.replace('email', 'phone'));
  };
  if (await findUserByPhone(deps.db, codeRow.email)) throw await taken();
  try {
    return await deps.db.transaction(async (tx) => {
      await markCodeUsed(tx, codeRow.id);
      const user = await updateUser(tx, actor.id, { phone: codeRow.email });
      if (actor.phone)
        await enqueueSms(tx, {
          to: actor.phone,
          text: numberChangedSms(codeRow.email, languageOf(actor)),
        });
      return user!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await taken();
    throw err;
  }
}
