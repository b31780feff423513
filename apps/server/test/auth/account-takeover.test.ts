import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GOOGLE_CLIENT_ID } from '../support/google';
import { users } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser } from '../support/factories';

/*
 * Issue 15: taking over an address (and its admin role, or a newcomer's account) by writing it
 * into one's own profile. Admin rights come from the stored role; ADMIN_EMAILS promotes an
 * account only when that address is proved by its code or a verified Google token.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'Boss@Example.so,google-boss@gmail.com' });
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  (await t.get('/api/users/login/authorization', cookie)).json().data;
const rowOf = async (email: string) =>
  (await t.app.deps.db.select().from(users).where(eq(users.email, email)))[0];
const writeEmail = (who: { cookie: string; user: { _id: string } }, email: string) =>
  t.post('/api/users/update', { id: who.user._id, data: { email } }, who.cookie);
const googleLogin = async (claims: { sub: string; email: string; name: string }) =>
  t.post('/api/users/login/google', {
    client_id: TEST_GOOGLE_CLIENT_ID,
    jwtToken: await t.google.idToken(claims),
  });

describe('admin rights', () => {
  it('do not come from writing an admin address into a profile', async () => {
    const attacker = await t.signUp('Attacker', 'attacker@example.so');
    expect((await writeEmail(attacker, 'boss@example.so')).json().data).toBe('success');
    expect((await t.get('/api/admin/reports', attacker.cookie)).statusCode).toBe(403);
    expect(await me(attacker.cookie)).toMatchObject({
      email: 'attacker@example.so',
      account_type: 'user',
    });
  });

  it('do not come from holding a listed address that was never proved', async () => {
    // As an account whose address was written unproved before this fix would hold it.
    const holder = await createSignedInUser(t.app.deps.db, { email: 'boss@example.so' });
    expect((await t.get('/api/admin/reports', holder.cookie)).statusCode).toBe(403);
    await t.app.deps.db.delete(users).where(eq(users.id, holder.user.id));
  });

  it('come to a listed address (any case) once it signs in with its code, and stay with the role', async () => {
    const boss = await t.signUp('Boss', 'boss@example.so');
    expect((await t.get('/api/admin/reports', boss.cookie)).statusCode).toBe(200);
    expect(await me(boss.cookie)).toMatchObject({ account_type: 'admin' });
    expect((await rowOf('boss@example.so'))!.accountType).toBe('admin');
  });

  it('come to a listed address proved by a verified Google token', async () => {
    const res = await googleLogin({ sub: 'g-boss', email: 'google-boss@gmail.com', name: 'G' });
    expect(res.json().data).toMatchObject({ account_type: 'admin' });
  });

  it('come with a confirmed e-mail change to a listed address, not before', async () => {
    await t.app.deps.db.delete(users).where(eq(users.email, 'boss@example.so'));
    const mover = await t.signUp('Mover', 'mover@example.so');
    await writeEmail(mover, 'boss@example.so');
    expect((await t.get('/api/admin/reports', mover.cookie)).statusCode).toBe(403);
    const otp = await t.mailbox.codeFor('boss@example.so');
    const res = await t.post('/api/users/email-change/verify', { otp }, mover.cookie);
    expect(res.json().data).toMatchObject({ email: 'boss@example.so', account_type: 'admin' });
    expect((await t.get('/api/admin/reports', mover.cookie)).statusCode).toBe(200);
  });
});

describe("a newcomer's address written into someone else's profile", () => {
  it("does not stop the newcomer's sign-up, which lands in the newcomer's own account", async () => {
    const squatter = await t.signUp('Squatter', 'squatter@example.so');
    expect((await writeEmail(squatter, 'newcomer@example.so')).json().data).toBe('success');

    const signup = await t.post('/api/users/signup', {
      name: 'Newcomer',
      email: 'newcomer@example.so',
    });
    expect(signup.json()).toEqual({ success: true, data: 'sent' });
    const newcomer = await t.post('/api/users/varify-login-otp', {
      otp: await t.mailbox.codeFor('newcomer@example.so'),
      userEmail: 'newcomer@example.so',
      type: 'signup',
    });
    expect(newcomer.json().data).toMatchObject({
      name: 'Newcomer',
      email: 'newcomer@example.so',
    });
    expect(newcomer.json().data._id).not.toBe(squatter.user._id);
    expect(await me(squatter.cookie)).toMatchObject({
      name: 'Squatter',
      email: 'squatter@example.so',
    });
  });

  it("does not catch the newcomer's Google sign-in either", async () => {
    const squatter = await t.signUp('Google Squatter', 'g-squatter@example.so');
    await writeEmail(squatter, 'hodan@gmail.com');
    const res = await googleLogin({ sub: 'g-hodan', email: 'hodan@gmail.com', name: 'Hodan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Hodan', email: 'hodan@gmail.com' });
    expect(res.json().data._id).not.toBe(squatter.user._id);
    expect((await rowOf('g-squatter@example.so'))!.googleSub).toBeNull();
  });

  it('Google still links to the account that proved the address by its code', async () => {
    const coder = await t.signUp('Code User', 'coder@gmail.com');
    const res = await googleLogin({ sub: 'g-coder', email: 'coder@gmail.com', name: 'Other' });
    expect(res.json().data).toMatchObject({ _id: coder.user._id, name: 'Code User' });
  });
});
