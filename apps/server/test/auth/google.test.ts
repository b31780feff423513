import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { messages } from '@rentals/shared';
import { users } from '../../src/db/schema';
import { sessionCookie, startTestApp, type TestApp } from '../support/app';
import { TEST_GOOGLE_CLIENT_ID } from '../support/google';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const googleLogin = (jwtToken: string) =>
  t.post('/api/users/login/google', { client_id: TEST_GOOGLE_CLIENT_ID, jwtToken });
const count = async (email: string) =>
  (await t.app.deps.db.select().from(users).where(eq(users.email, email))).length;

describe('Google sign-in', () => {
  it('creates the user from a valid ID token and starts a session', async () => {
    const token = await t.google.idToken({
      sub: 'g-1',
      email: 'Hodan@Gmail.com',
      name: 'Hodan Cali',
      picture: 'https://lh3.googleusercontent.com/a/x',
    });
    const res = await googleLogin(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hodan Cali',
      email: 'hodan@gmail.com',
      picture: 'https://lh3.googleusercontent.com/a/x',
    });
    expect(
      (await t.get('/api/users/login/authorization', sessionCookie(res))).json().data.email,
    ).toBe('hodan@gmail.com');
  });

  it('signs the same person in again without a second account, and links an e-mail account', async () => {
    await googleLogin(
      await t.google.idToken({ sub: 'g-1', email: 'hodan@gmail.com', name: 'Hodan Cali' }),
    );
    expect(await count('hodan@gmail.com')).toBe(1);

    const { user } = await t.signUp('Code User', 'coder@gmail.com');
    const linked = await googleLogin(
      await t.google.idToken({ sub: 'g-2', email: 'coder@gmail.com', name: 'Other Name' }),
    );
    expect(linked.json().data._id).toBe(user._id);
    expect(linked.json().data.name).toBe('Code User');
  });

  const refused: Array<[string, () => Promise<string>]> = [
    [
      'another audience',
      () => t.google.idToken({ sub: 'g-3', email: 'a3@gmail.com', aud: 'someone-else' }),
    ],
    [
      'an expired token',
      () =>
        t.google.idToken(
          { sub: 'g-4', email: 'a4@gmail.com' },
          { expiresIn: Math.floor(Date.now() / 1000) - 60 },
        ),
    ],
    [
      'a signature by another key',
      async () =>
        t.google.idToken(
          { sub: 'g-5', email: 'a5@gmail.com' },
          { key: (await generateKeyPair('RS256')).privateKey },
        ),
    ],
    [
      'an unverified e-mail',
      () => t.google.idToken({ sub: 'g-6', email: 'a6@gmail.com', email_verified: false }),
    ],
    [
      'another issuer',
      () => t.google.idToken({ sub: 'g-7', email: 'a7@gmail.com', iss: 'https://evil.example' }),
    ],
  ];
  it.each(refused)('refuses %s and creates nobody', async (_what, make) => {
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.googleFailed });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(
      (await t.app.deps.db.select().from(users))
        .map((u) => u.email)
        .filter((e) => /^a\d@gmail/.test(e ?? '')),
    ).toEqual([]);
  });

  it('refuses garbage and a client id that is not ours', async () => {
    expect((await googleLogin('not-a-jwt')).statusCode).toBe(401);
    const token = await t.google.idToken({ sub: 'g-8', email: 'a8@gmail.com' });
    expect(
      (await t.post('/api/users/login/google', { client_id: 'other', jwtToken: token })).statusCode,
    ).toBe(401);
    expect(await count('a8@gmail.com')).toBe(0);
  });
});
