import { describe, expect, it } from 'vitest';
import { parsePhone, phoneCountryAllowed, phoneSchema, phoneSchemaFor } from '../src/phone';

describe('phone numbers as people write them', () => {
  it('a Somali mobile number in any usual spelling becomes one E.164 number', () => {
    for (const typed of [
      '0615 123456',
      '61 5123456',
      '615123456',
      '+252615123456',
      '+252 61 512 3456',
      '00252-61-512-3456',
      '252615123456',
      ' 061-512-3456 ',
    ])
      expect(parsePhone(typed), typed).toEqual({ ok: true, e164: '+252615123456' });
  });

  it('every Somali operator prefix is a mobile number (Hormuud, Somtel, Golis and the rest)', () => {
    for (const nsn of [
      '615123456',
      '771234567',
      '907123456',
      '651234567',
      '681234567',
      '631234567',
    ])
      expect(parsePhone(`0${nsn}`)).toEqual({ ok: true, e164: `+252${nsn}` });
  });

  it('a landline, a short number or a wrong length is not a mobile number', () => {
    for (const typed of ['01 850 000', '0115123456', '61512345', '6151234567', '+252 1 234567'])
      expect(parsePhone(typed).ok, typed).toBe(false);
  });

  it('letters or an empty field are a bad format', () => {
    for (const typed of ['', '   ', 'sixty-one', '061512345a', '+', '++252615123456'])
      expect(parsePhone(typed)).toEqual({ ok: false, reason: 'format' });
  });

  it('a foreign number is refused unless its country is allowed', () => {
    expect(parsePhone('+254 712 345678')).toEqual({ ok: false, reason: 'country' });
    expect(parsePhone('+44 20 7946 0958')).toEqual({ ok: false, reason: 'country' });
    expect(parsePhone('+254 712 345678', ['252', '254'])).toEqual({
      ok: true,
      e164: '+254712345678',
    });
    // A national number stays Somali even when more countries are allowed.
    expect(parsePhone('0615123456', ['252', '254'])).toEqual({ ok: true, e164: '+252615123456' });
  });

  it('the schema gives the normalised number and a readable error', () => {
    expect(phoneSchema.parse('0615 123456')).toBe('+252615123456');
    const bad = phoneSchema.safeParse('12');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('must be a mobile phone number');
    // The calls take any well-formed number; the server checks its country against SMS_COUNTRIES.
    expect(phoneSchema.parse('+254 712-345678')).toBe('+254712345678');
    expect(phoneSchema.safeParse('+252 1 234567').success).toBe(false);
    expect(phoneCountryAllowed('+254712345678', ['252'])).toBe(false);
    expect(phoneCountryAllowed('+254712345678', ['252', '254'])).toBe(true);
    expect(phoneSchemaFor(['252']).safeParse('+254712345678').error?.issues[0]?.message).toBe(
      'must be a number of a country we send SMS to',
    );
  });
});
