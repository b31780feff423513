import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loadConfig } from '../../src/config';
import { createS3Storage } from '../../src/storage/s3';
import { startTestApp, type TestApp } from '../support/app';
import { createSignedInUser, photoJpeg, SIX_FACILITIES } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { startS3Server, S3RVER_KEY } from '../support/s3';

/* Object storage against a real S3-compatible server (s3rver), signed requests and all. */

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const settings = () => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: 'us-east-1',
  accessKeyId: S3RVER_KEY,
  secretAccessKey: S3RVER_KEY,
});
const key = (n: number) => `properties/${String(n).repeat(64).slice(0, 64)}.webp`;

describe('S3 storage', () => {
  it('writes and reads back an object by key, and answers null for a missing or foreign key', async () => {
    const storage = createS3Storage(settings());
    const body = Buffer.from('webp bytes '.repeat(1000));
    await storage.put(key(1), body, 'image/webp');
    const stream = await storage.open(key(1));
    expect(stream).not.toBeNull();
    expect((await buffer(stream!)).equals(body)).toBe(true);
    expect(await storage.open(key(2))).toBeNull();
    expect(await storage.open('../../etc/passwd')).toBeNull();
    expect(storage.url(key(1))).toBe(`/uploads/${key(1)}`);
    expect(storage.keyOf(`/uploads/${key(1)}`)).toBe(key(1));
    expect(storage.keyOf('https://elsewhere.example/x.webp')).toBeNull();
  });

  // s3rver checks the key id of a SigV4 request (not the signature itself, as AWS would).
  it('fails loudly when the credentials are unknown', async () => {
    const storage = createS3Storage({ ...settings(), accessKeyId: 'NOBODY' });
    await expect(storage.put(key(3), Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });

  it('refuses half an S3 configuration at start, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ ...s3.env }).s3).toMatchObject({ bucket: s3.bucket, region: 'us-east-1' });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});

describe('the app with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(s3.env);
  });
  afterAll(() => t.close());

  it('keeps uploaded pictures in the bucket and serves them under /uploads/', async () => {
    const owner = await createSignedInUser(t.app.deps.db);
    const fields = {
      owner: owner.user.id,
      type: 'office',
      rooms: '6',
      price: '1200',
      area: '300',
      location: JSON.stringify({ region: 'Benaadir', district: 'Wadajir' }),
      facilities: JSON.stringify(SIX_FACILITIES),
      description: 'Xafiisyo casri ah. Modern offices on the road to the airport.',
    };
    const res = await t.send({
      method: 'POST',
      url: '/api/rentingProperty/add',
      cookie: owner.cookie,
      ...multipartBody(fields, [{ name: 'office.jpg', bytes: await photoJpeg({ seed: 5 }) }]),
    });
    expect(res.statusCode).toBe(200);
    const [url] = res.json().data.pictures as string[];
    const hashKey = url!.replace('/uploads/', '');

    // In the bucket (s3rver keeps objects under its directory), not in the data folder.
    const inBucket = createS3Storage(settings());
    const display = await inBucket.open(hashKey);
    const phone = await inBucket.open(hashKey.replace('.webp', '-phone.webp'));
    const card = await inBucket.open(hashKey.replace('.webp', '-card.webp'));
    expect((await sharp(await buffer(display!)).metadata()).width).toBe(1280);
    expect((await sharp(await buffer(phone!)).metadata()).width).toBe(720);
    expect((await sharp(await buffer(card!)).metadata()).width).toBe(480);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key(7)}` })).statusCode).toBe(404);
  });
});
