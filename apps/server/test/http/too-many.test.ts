import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, waitMinutesOf } from '@rentals/shared';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, createUser } from '../support/factories';

// Issue 32 item 14: "Too many tries" never said how long to wait. Every 429 now carries
// Retry-After (seconds) and says the wait in whole minutes, in words the web app translates.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT: '2', FIND_USER_RATE_LIMIT: '1', CODES_PER_IP: '1' });
});
afterAll(() => t.close());

const retryAfter = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['retry-after']);

describe('a 429 answer', () => {
  it('of a per-minute limit says to wait at most a minute, in the header and the message', async () => {
    let res;
    for (let i = 0; i < 3; i++)
      res = await t.post('/api/users/login/email', { userEmail: 'x@example.so' });
    expect(res!.statusCode).toBe(429);
    expect(retryAfter(res!)).toBeGreaterThan(0);
    expect(retryAfter(res!)).toBeLessThanOrEqual(60);
    expect(res!.json()).toMatchObject({
      success: false,
      status: 429,
      message: messages.tooManyWait(1),
      code: 'too_many_requests',
    });
    expect(waitMinutesOf(res!.json().message)).toBe(1);
  });

  it('of the look-up limit says the minutes left of its 15', async () => {
    const { cookie } = await createSignedInUser(t.app.deps.db, { name: 'Amina Cali' });
    await t.get('/api/users/find/user?email=nobody@example.so', cookie);
    const res = await t.get('/api/users/find/user?email=nobody@example.so', cookie);
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(14 * 60);
    expect(retryAfter(res)).toBeLessThanOrEqual(15 * 60);
    expect(waitMinutesOf(res.json().message)).toBe(15);
  });

  it('of the code limits says the minutes until a code leaves the window', async () => {
    const first = await createUser(t.app.deps.db, { email: 'first@example.so' });
    const second = await createUser(t.app.deps.db, { email: 'second@example.so' });
    const ask = (email: string) =>
      t.send({
        method: 'POST',
        url: '/api/users/login/email',
        payload: { userEmail: email },
        remoteAddress: '198.51.100.4',
      });
    expect((await ask(first.email)).statusCode).toBe(200);
    const res = await ask(second.email);
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThan(14 * 60);
    expect(retryAfter(res)).toBeLessThanOrEqual(15 * 60);
    expect(waitMinutesOf(res.json().message)).toBe(15);
  });
});
