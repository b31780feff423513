import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_API_KEY } from '@rentals/shared';
import { spoolDir } from '../../src/http/multipart';
import { startTestApp, type TestApp } from '../support/app';
import { photoJpeg } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { buildMarketplace, snapshotTables, type Marketplace } from '../support/route-catalogue';
import { formFields, UPLOAD_DOORS } from '../support/upload-doors';

/*
 * Issue 15, memory blown up by uploads: a visitor's upload is refused before its body is read,
 * a signed-in one goes to temporary files as it arrives (hashed on the way, never held whole in
 * memory), and those files are gone once the request ends, however it ends. The memory itself
 * is measured by `npm run bench:uploads` (docs/PERFORMANCE.md).
 */

let t: TestApp;
let f: Marketplace;
let port: number;
let photos: Buffer[];

beforeAll(async () => {
  t = await startTestApp();
  f = await buildMarketplace(t);
  photos = await Promise.all([1, 2, 3].map((seed) => photoJpeg({ seed, width: 900, height: 700 })));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
}, 60_000);
afterAll(() => t?.close());

const spooled = () => {
  const dir = spoolDir(t.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/**
 * A POST over a socket whose body is sent only as far as the test says: the answer can come
 * before the body is complete, as it must when the server reads none of it.
 */
function partialPost(url: string, headers: Record<string, string>, declaredLength: number) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    headers: { 'x-api-key': DEV_API_KEY, 'content-length': String(declaredLength), ...headers },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
  });
  // The socket is destroyed by the test; that error is expected.
  answered.catch(() => {});
  return { req, answered };
}

/**
 * The first `bytes` of a door's form of fifteen 10 MB pictures, and the form's whole length: only
 * the pictures that the first bytes reach are made.
 */
function bigForm(door: string, bytes: number) {
  const big = Buffer.concat([photos[0]!, Buffer.alloc(10 * 1024 * 1024 - photos[0]!.length - 1)]);
  const { field, fields } = UPLOAD_DOORS[door]!;
  const made = Math.ceil(bytes / big.length) + 1;
  const form = multipartBody(
    formFields(fields(f)),
    Array.from({ length: made }, (_, i) => ({ field, name: `${i}.jpg`, bytes: big })),
  );
  return {
    head: form.payload.subarray(0, bytes),
    length: form.payload.length + (15 - made) * big.length,
    headers: form.headers,
  };
}

describe('a visitor sending files', () => {
  it('is refused with 401 on every door before the server reads the body, with or without an Idempotency-Key', async () => {
    for (const door of Object.keys(UPLOAD_DOORS)) {
      for (const key of [`visitor-${door.replace(/\W+/g, '-')}`, undefined]) {
        const form = bigForm(door, 256 * 1024);
        const { req, answered } = partialPost(
          door.split(' ')[1]!,
          { ...form.headers, ...(key ? { 'idempotency-key': key } : {}) },
          form.length,
        );
        // 256 KB of a 150 MB body: the answer can only come from a server that did not wait
        // for the rest.
        req.write(form.head);
        const res = await answered;
        req.destroy();
        expect([door, key, res.status], res.body).toEqual([door, key, 401]);
        expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'unauthorized' });
      }
    }
    expect(spooled()).toEqual([]);
  }, 60_000);
});

describe('a signed-in upload', () => {
  it('leaves no temporary file once answered, whether its pictures were stored or refused', async () => {
    const door = 'POST /api/rentingProperty/add';
    const send = (files: { name: string; bytes: Buffer }[]) =>
      t.send({
        method: 'POST',
        url: '/api/rentingProperty/add',
        cookie: f.owner.cookie,
        ...multipartBody(formFields(UPLOAD_DOORS[door]!.fields(f)), files),
      });
    const stored = await send(photos.map((bytes, i) => ({ name: `${i}.jpg`, bytes })));
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.pictures).toHaveLength(3);
    expect(spooled()).toEqual([]);

    const cut = photos[1]!.subarray(0, photos[1]!.length / 2);
    const refused = await send([
      { name: '0.jpg', bytes: photos[0]! },
      { name: 'cut.jpg', bytes: cut },
    ]);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'pictures: "cut.jpg" is damaged and cannot be read',
    ]);
    expect(spooled()).toEqual([]);
  });

  it('is written to temporary files as it arrives, and they are removed when the sender goes away half way', async () => {
    const door = 'POST /api/hallProperty/add';
    const before = await snapshotTables(t);
    // Three pictures and a half: the first three are on disk before the body is complete.
    const form = bigForm(door, 35 * 1024 * 1024);
    const { req } = partialPost(
      door.split(' ')[1]!,
      { ...form.headers, cookie: f.owner.cookie, 'idempotency-key': 'cut-off' },
      form.length,
    );
    req.write(form.head);
    await vi.waitFor(() => expect(spooled().length).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
      interval: 50,
    });
    req.destroy();
    await vi.waitFor(() => expect(spooled()).toEqual([]), { timeout: 20_000, interval: 50 });
    expect(await snapshotTables(t)).toEqual(before);
  }, 60_000);

  it('leaves no temporary file when the sender goes away once the body is sent, while its pictures are encoded', async () => {
    const door = 'POST /api/hallProperty/add';
    const form = multipartBody(
      formFields(UPLOAD_DOORS[door]!.fields(f)),
      photos.map((bytes, i) => ({ name: `${i}.jpg`, bytes })),
    );
    const { req } = partialPost(
      door.split(' ')[1]!,
      { ...form.headers, cookie: f.owner.cookie },
      form.payload.length,
    );
    req.end(form.payload);
    await vi.waitFor(() => expect(spooled().length).toBeGreaterThan(0), {
      timeout: 20_000,
      interval: 5,
    });
    req.destroy();
    await vi.waitFor(() => expect(spooled()).toEqual([]), { timeout: 20_000, interval: 50 });
  }, 60_000);
});
