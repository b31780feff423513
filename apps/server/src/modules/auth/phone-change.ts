import { messages } from '@rentals/shared';
import type { Deps } from '../../deps';
import { conflict } from '../../http/errors';
import { enqueueSms } from '../../outbox/mail-queue';
import { numberChangedSms } from '../../sms/texts';
import { languageOf } from '../users/language';
import { findUserByPhone, updateUser, type UserRow } from '../users/repository';
import { changeByCode } from './code-use';
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
export const confirmPhoneChange = (
  deps: Deps,
  actor: UserRow,
  input: { code: string; ip: string },
): Promise<UserRow> =>
  changeByCode(
    deps,
    actor,
    { ...input, purpose: 'phone-change' },
    {
      holder: findUserByPhone,
      taken: conflict(messages.emailTaken.replace('email', 'phone')),
      async change(tx, phone) {
        const user = await updateUser(tx, actor.id, { phone });
        if (actor.phone)
          await enqueueSms(tx, {
            to: actor.phone,
            text: numberChangedSms(phone, languageOf(actor)),
          });
        return user!;
      },
    },
  );
