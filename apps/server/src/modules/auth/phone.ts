import { messages, PHONE_COUNTRY_ERROR, phoneCountryAllowed, type TextMode } from '@rentals/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../app-error';
import { badRequest, conflict, missing } from '../../http/errors';
import { SmsRefused } from '../../sms/sender';
import { codeSms, type SmsCodePurpose } from '../../sms/texts';
import { findUserByPhone, insertPhoneUser, type UserRow } from '../users/repository';
import { assertCanIssue, issueAndDeliver } from './codes';
import { signInByCode } from './code-use';

/*
 * Sign-up and sign-in by phone (issue 34), the twins of the e-mail code's: the same code rows
 * (their address column holds the E.164 number), the same limits per number, per client and
 * per number in all, and the same answers. The code goes by SMS.
 */

/** A number of a country SMS are not sent to is refused like a malformed one. */
export function assertSmsCountry(deps: Deps, phone: string, field = 'body.phone') {
  if (!phoneCountryAllowed(phone, deps.config.smsCountries))
    throw badRequest(`${field}: ${PHONE_COUNTRY_ERROR}`);
}

/** The SMSC is down, or the day's ceiling is reached: try again later (or use e-mail). */
const smsUnavailable = (cause: unknown) =>
  new AppError(
    503,
    cause instanceof SmsRefused && cause.reason === 'ceiling'
      ? 'We cannot send more SMS today, try again tomorrow or use your e-mail'
      : 'We could not send the SMS, try again',
    'unavailable',
    undefined,
    { cause },
  );

/** Stores a code and sends it by SMS; a code that could not be sent is removed again (503). */
export async function sendSmsCode(
  deps: Deps,
  input: {
    phone: string;
    purpose: SmsCodePurpose;
    name?: string;
    userId?: string;
    ip: string;
    mode?: TextMode;
    knownDevice?: boolean;
  },
) {
  assertSmsCountry(deps, input.phone);
  await assertCanIssue(deps.db, input.phone, input.ip, deps.config, input.knownDevice, 'number');
  await issueAndDeliver(deps.db, { ...input, email: input.phone }, (code) =>
    deps.sms
      .send({ to: input.phone, text: codeSms(code, input.mode), kind: 'code' })
      .catch((err: unknown) => Promise.reject(smsUnavailable(err))),
  );
}

/** Sign-up step one: the account is made only once the code comes back. */
export async function startPhoneSignup(
  deps: Deps,
  input: { name: string; phone: string; ip: string; mode?: TextMode },
) {
  assertSmsCountry(deps, input.phone);
  if (await findUserByPhone(deps.db, input.phone)) throw conflict(messages.userExists);
  await sendSmsCode(deps, { ...input, purpose: 'signup' });
}

export async function startPhoneLogin(
  deps: Deps,
  input: { phone: string; ip: string; mode?: TextMode; deviceUser?: string | null },
) {
  assertSmsCountry(deps, input.phone);
  const user = await findUserByPhone(deps.db, input.phone);
  if (!user) throw missing(messages.userNotExist);
  await sendSmsCode(deps, {
    phone: input.phone,
    purpose: 'login',
    ip: input.ip,
    mode: user.language === 'so' || user.language === 'en' ? user.language : input.mode,
    knownDevice: input.deviceUser === user.id,
  });
}

/**
 * Step two: the code, the new account (alerts by SMS, as it has no e-mail) and the session
 * commit together or not at all.
 */
export const verifyPhoneCode = (
  deps: Deps,
  input: { phone: string; code: string; purpose: 'login' | 'signup'; ip: string },
): Promise<{ user: UserRow; token: string }> =>
  signInByCode(
    deps,
    { ...input, address: input.phone },
    {
      create: (tx, name) => insertPhoneUser(tx, { name: name ?? input.phone, phone: input.phone }),
      find: (tx) => findUserByPhone(tx, input.phone),
    },
  );
