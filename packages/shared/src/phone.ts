import { z } from 'zod';

/**
 * Phone numbers as people in Mogadishu write them ('0615 123456', '61 5123456', '+252615123456',
 * with spaces or dashes), normalised to E.164 ('+252615123456'): the form stored, compared and
 * sent to the SMSC. A full numbering library (libphonenumber) weighs tens of KB in the sign-in
 * screens for the one country the product serves; Somalia's mobile plan fits in a line, and
 * other countries a deployment allows get the generic E.164 check.
 */

/** Somalia, the calling code a national number ('061...', '61...') belongs to. */
export const SOMALIA_CODE = '252';
/** The countries SMS go to unless the deployment says otherwise (SMS_COUNTRIES). */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = [SOMALIA_CODE];

/**
 * Somali mobile numbers: 9 digits after +252, starting with an operator's prefix (Hormuud 61,
 * 77; Somtel 62, 65, 66, 67; Telesom 63; Golis 90; NationLink 69; Somnet 68; Amtel 71, 79;
 * and the other 6x blocks). Landlines (1x, 4x, 5x...) and short or premium numbers are not.
 */
const SOMALI_MOBILE = /^(?:6[1-9]|7[179]|90)\d{7}$/;
/** E.164 allows 15 digits in all; no real subscriber number is shorter than 6. */
const E164_MAX = 15;
const SUBSCRIBER_MIN = 6;

export type PhoneParse =
  | { ok: true; e164: string }
  /** format: not a number; country: a country SMS are not sent to; mobile: no mobile number */
  | { ok: false; reason: 'format' | 'country' | 'mobile' };

/**
 * Normalises a typed number to E.164, for the allowed countries' calling codes ('any': a
 * Somali number must be a mobile one, any other only an E.164 number).
 */
export function parsePhone(
  typed: string,
  countries: readonly string[] | 'any' = DEFAULT_SMS_COUNTRIES,
): PhoneParse {
  const text = typed.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return { ok: false, reason: 'format' };
  const digits = text.replace(/\D/g, '');
  if (digits.length < SUBSCRIBER_MIN) return { ok: false, reason: 'format' };

  let international: string;
  if (text.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  // The trunk 0 or no prefix at all: a national Somali number.
  else if (digits.startsWith('0')) international = SOMALIA_CODE + digits.slice(1);
  else if (digits.length <= 9) international = SOMALIA_CODE + digits;
  else international = digits;
  if (international.length > E164_MAX) return { ok: false, reason: 'format' };

  const country =
    countries === 'any'
      ? international.startsWith(SOMALIA_CODE)
        ? SOMALIA_CODE
        : ''
      : countries.find((code) => international.startsWith(code));
  if (country === undefined) return { ok: false, reason: 'country' };
  const subscriber = international.slice(country.length);
  const mobile =
    country === SOMALIA_CODE ? SOMALI_MOBILE.test(subscriber) : subscriber.length >= SUBSCRIBER_MIN;
  return mobile ? { ok: true, e164: `+${international}` } : { ok: false, reason: 'mobile' };
}

const PHONE_ERRORS = {
  format: 'must be a mobile phone number',
  mobile: 'must be a mobile phone number',
  country: 'must be a number of a country we send SMS to',
} as const;

/** A typed number in, its E.164 form out; for the countries given. */
export const phoneSchemaFor = (countries: readonly string[] | 'any') =>
  z
    .string()
    .max(40)
    .transform((typed, ctx) => {
      const parsed = parsePhone(typed, countries);
      if (parsed.ok) return parsed.e164;
      ctx.addIssue({ code: 'custom', message: PHONE_ERRORS[parsed.reason] });
      return z.NEVER;
    });

/**
 * The schema of the calls and forms: any well-formed number, in E.164. Which countries SMS go
 * to is the deployment's (SMS_COUNTRIES), checked by the server (`phoneCountryAllowed`).
 */
export const phoneSchema = phoneSchemaFor('any');

/** Whether an E.164 number belongs to one of the countries SMS are sent to. */
export const phoneCountryAllowed = (e164: string, countries: readonly string[]) =>
  parsePhone(e164, countries).ok;

export const PHONE_COUNTRY_ERROR = PHONE_ERRORS.country;
