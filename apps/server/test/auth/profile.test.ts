import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser } from '../support/factories';

let t: TestApp;
let amina: { cookie: string; user: { _id: string } };
let cumar: { cookie: string; user: { _id: string } };
beforeAll(async () => {
  t = await startTestApp();
  amina = await t.signUp('Aamina Yuusuf', 'aamina@example.so');
  cumar = await t.signUp('Cumar Nuur', 'cumar@example.so');
});
afterAll(() => t.close());

const row = async (id: string) =>
  (await t.app.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const boundary = '----rentals' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile update', () => {
  it('saves contact and district for the signed-in user', async () => {
    const res = await t.post(
      '/api/users/update',
      { id: amina.user._id, data: { contact: '+252 61 234 5678', district: 'Hodan' } },
      amina.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'success' });
    expect(await row(amina.user._id)).toMatchObject({
      contact: '+252 61 234 5678',
      district: 'Hodan',
    });
  });

  it("answers 'taken' for another user's e-mail and changes nothing", async () => {
    const res = await t.post(
      '/api/users/update',
      { id: amina.user._id, data: { email: 'cumar@example.so', contact: '+252 61 000 0000' } },
      amina.cookie,
    );
    expect(res.json()).toEqual({ success: true, data: 'taken' });
    expect(await row(amina.user._id)).toMatchObject({
      email: 'aamina@example.so',
      contact: '+252 61 234 5678',
    });
  });

  it("refuses to change someone else's profile", async () => {
    const res = await t.post(
      '/api/users/update',
      { id: cumar.user._id, data: { district: 'Kaaraan' } },
      amina.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect((await row(cumar.user._id)).district).toBe('');
  });

  it('refuses a district outside Benaadir and unknown fields, naming them', async () => {
    const bad = await t.post(
      '/api/users/update',
      { id: amina.user._id, data: { district: 'Nairobi' } },
      amina.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.data.district');
    const unknown = await t.post(
      '/api/users/update',
      { id: amina.user._id, data: { account_type: 'admin' } },
      amina.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect((await row(amina.user._id)).accountType).toBe('user');
  });

  it('needs a session', async () => {
    expect(
      (await t.post('/api/users/update', { id: amina.user._id, data: { district: 'Hodan' } }))
        .statusCode,
    ).toBe(401);
  });

  it('stores a picture as a small WebP without metadata and serves it with a long cache', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#0a7' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const form = multipart(
      {
        userId: amina.user._id,
        folder: `${amina.user._id}/profile/abc`,
        updatedValues: JSON.stringify({ district: 'Wadajir' }),
      },
      { name: 'me.jpg', bytes: jpeg, type: 'image/jpeg' },
    );
    const res = await t.send({
      method: 'POST',
      url: '/api/users/update',
      cookie: amina.cookie,
      ...form,
    });
    expect(res.json()).toEqual({ success: true, data: 'success' });
    const saved = await row(amina.user._id);
    expect(saved.district).toBe('Wadajir');
    expect(saved.picture).toMatch(/^\/uploads\/avatars\/[a-f0-9]{64}\.webp$/);

    const file = await t.app.inject({ method: 'GET', url: saved.picture });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is not an image, whatever its name says, and changes nothing', async () => {
    const before = await row(amina.user._id);
    const form = multipart(
      { userId: amina.user._id, updatedValues: JSON.stringify({ district: 'Shibis' }) },
      { name: 'cat.jpg', bytes: Buffer.from('%PDF-1.4 not an image'), type: 'image/jpeg' },
    );
    const res = await t.send({
      method: 'POST',
      url: '/api/users/update',
      cookie: amina.cookie,
      ...form,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/picture/);
    expect(await row(amina.user._id)).toEqual(before);
  });
});

describe('find user by e-mail', () => {
  it('finds a user for a signed-in caller', async () => {
    const res = await t.get('/api/users/find/user?email=CUMAR@example.so', amina.cookie);
    expect(res.json().data).toEqual({
      _id: cumar.user._id,
      name: 'Cumar Nuur',
      email: 'cumar@example.so',
      picture: '',
    });
  });
  it("answers 'There is no user' and hides users from visitors", async () => {
    expect(
      (await t.get('/api/users/find/user?email=ghost@example.so', amina.cookie)).json().message,
    ).toBe('There is no user');
    expect((await t.get('/api/users/find/user?email=cumar@example.so')).statusCode).toBe(401);
  });
});

describe('find user by e-mail, limited', { timeout: 120_000 }, () => {
  it('answers 429 past FIND_USER_RATE_LIMIT look-ups, counted per user and per client address', async () => {
    const strict = await startTestApp({ FIND_USER_RATE_LIMIT: '3' });
    try {
      const db = strict.app.deps.db;
      const [one, two, three] = [
        await createSignedInUser(db),
        await createSignedInUser(db),
        await createSignedInUser(db),
      ];
      const find = (who: { cookie: string }, ip: string, email = 'ghost@example.so') =>
        strict.send({
          method: 'GET',
          url: `/api/users/find/user?email=${email}`,
          cookie: who.cookie,
          remoteAddress: ip,
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await find(one, '192.0.2.1')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const refused = await find(one, '192.0.2.1', one.user.email);
      expect(refused.json()).toEqual({
        success: false,
        status: 429,
        message: 'Too many look-ups: 3 in 15 minutes. Wait 15 minutes, then try again.',
        code: 'too_many_requests',
      });
      // Another address does not give the same account more look-ups...
      expect((await find(one, '192.0.2.2')).statusCode).toBe(429);
      // ...nor does another account on the same address; others are not held up.
      expect((await find(two, '192.0.2.1')).statusCode).toBe(429);
      expect((await find(three, '192.0.2.3', one.user.email)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('counts profile updates to another address under the same limit (they answer taken)', async () => {
    const strict = await startTestApp({ FIND_USER_RATE_LIMIT: '3' });
    try {
      const db = strict.app.deps.db;
      const prober = await createSignedInUser(db);
      const others = [];
      for (let i = 0; i < 5; i++) others.push(await createSignedInUser(db));
      const probe = (email: string, ip = '192.0.2.7') =>
        strict.send({
          method: 'POST',
          url: '/api/users/update',
          cookie: prober.cookie,
          remoteAddress: ip,
          payload: { id: prober.user.id, data: { email } },
        });
      const answers = [];
      for (const other of others.slice(0, 4)) {
        const res = await probe(other.user.email);
        answers.push(res.statusCode === 200 ? res.json().data : res.statusCode);
      }
      expect(answers).toEqual(['taken', 'taken', 'taken', 429]);
      // One limit: the look-up by e-mail is spent too, from another address as well.
      const find = await strict.send({
        method: 'GET',
        url: `/api/users/find/user?email=${others[4]!.user.email}`,
        cookie: prober.cookie,
        remoteAddress: '192.0.2.8',
      });
      expect(find.statusCode).toBe(429);
      // A change of one's name alone is no look-up.
      const named = await strict.send({
        method: 'POST',
        url: '/api/users/update',
        cookie: prober.cookie,
        payload: { id: prober.user.id, data: { name: 'New Name' } },
      });
      expect(named.json().data).toBe('success');
    } finally {
      await strict.close();
    }
  });
});
