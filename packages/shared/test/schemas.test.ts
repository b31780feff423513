import { describe, it, expect } from 'vitest';
import {
  emailSchema,
  loginEmailBody,
  profileValues,
  signupBody,
  updateProfileBody,
  verifyOtpBody,
} from '../src/schemas/auth';
import {
  addPageViewBody,
  addUserSessionBody,
  increaseViewsBody,
  updateUserSessionBody,
} from '../src/schemas/tracking';

const uuid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('auth schemas', () => {
  it('lower-cases and trims e-mails', () => {
    expect(emailSchema.parse('  Amina.Warsame@Example.COM ')).toBe('amina.warsame@example.com');
    expect(signupBody.parse({ name: ' Amina ', email: 'AMINA@example.com' })).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
    });
    expect(loginEmailBody.parse({ userEmail: 'X@Y.so' })).toEqual({ userEmail: 'x@y.so' });
  });

  it('refuses what is not an e-mail, and an empty name', () => {
    expect(emailSchema.safeParse('not-an-email').success).toBe(false);
    expect(signupBody.safeParse({ name: '  ', email: 'a@b.so' }).success).toBe(false);
  });

  it('requires the 6-digit code', () => {
    const ok = verifyOtpBody.safeParse({ otp: '012345', userEmail: 'a@b.so', type: 'login' });
    expect(ok.success).toBe(true);
    for (const otp of ['12345', '1234567', '12a456', '']) {
      expect(verifyOtpBody.safeParse({ otp, userEmail: 'a@b.so' }).success, otp).toBe(false);
    }
    expect(verifyOtpBody.safeParse({ userEmail: 'a@b.so' }).success).toBe(false);
  });

  it('requires a profile district to be a district of Benaadir', () => {
    expect(profileValues.parse({ district: 'Hodan' })).toEqual({ district: 'Hodan' });
    const bad = profileValues.safeParse({ district: 'Hargeisa' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('must be a district of Benaadir');
  });

  it('refuses an unknown profile field', () => {
    expect(profileValues.safeParse({ name: 'Amina', account_type: 'admin' }).success).toBe(false);
    expect(updateProfileBody.safeParse({ id: uuid, data: { favorites: [] } }).success).toBe(false);
    expect(
      updateProfileBody.safeParse({ id: uuid, data: { contact: '+252 61 5123456' } }).success,
    ).toBe(true);
  });
});

describe('tracking schemas', () => {
  it('accepts a user id or the guest marker for sessions', () => {
    expect(addUserSessionBody.safeParse({ userId: uuid }).success).toBe(true);
    expect(addUserSessionBody.safeParse({ userId: 'not-signed' }).success).toBe(true);
    expect(addUserSessionBody.safeParse({ userId: 'someone' }).success).toBe(false);
  });

  it('defaults a page view without session to no-session-id', () => {
    expect(addPageViewBody.parse({ userId: 'not-signed', url: '/halls' })).toEqual({
      userId: 'not-signed',
      sessionId: 'no-session-id',
      url: '/halls',
    });
  });

  it('needs something to update on a session', () => {
    expect(updateUserSessionBody.safeParse({ sessionId: uuid, data: {} }).success).toBe(false);
    expect(
      updateUserSessionBody.safeParse({ sessionId: uuid, data: { page_view_count: 1 } }).success,
    ).toBe(true);
  });

  it('marks anonymous viewers not-signup', () => {
    expect(increaseViewsBody.safeParse({ propertyId: uuid, viewedBy: 'not-signup' }).success).toBe(
      true,
    );
    expect(increaseViewsBody.safeParse({ propertyId: uuid, viewedBy: 'guest' }).success).toBe(
      false,
    );
  });
});
