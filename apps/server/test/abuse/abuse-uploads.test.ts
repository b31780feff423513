import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureVariant } from '@rentals/shared';
import { users } from '../../src/db/schema';
import { MAX_PICTURE_PIXELS } from '../../src/media/listing-pictures';
import { startTestApp, type TestApp } from '../support/app';
import { photoJpeg } from '../support/factories';
import { multipartBody } from '../support/multipart';
import { formFields, UPLOAD_DOORS } from '../support/upload-doors';
import {
  buildMarketplace,
  routeTable,
  smallPng,
  snapshotTables,
  type Marketplace,
} from '../support/route-catalogue';

/*
 * Issue 8 item 5, uploads: files lying about their type, over the size limit, over 40
 * megapixels, decompression bombs, and path tricks in file names, /uploads/ paths and
 * download-picture. Every refusal is a 4xx that writes no row and no file.
 */

let t: TestApp;
let f: Marketplace;
let png: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  f = await buildMarketplace(t);
  png = await smallPng();
}, 60_000);
afterAll(() => t?.close());

/**
 * A genuine PNG (1-bit grey, every pixel black) of any size: a 20000 x 20000 one is 400
 * megapixels, 50 MB to inflate and about 50 KB to send.
 */
function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG chunk with its length and CRC, so a reader gets past the framing to the data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
  return out;
}

/**
 * Files broken the ways a flaky network, a half-saved photo or an attacker breaks them, with
 * what each must be told: a readable header over unreadable pixels is "damaged", anything with
 * no picture header at all "must be an image".
 */
async function brokenFiles(): Promise<{ file: Picture; message: RegExp }[]> {
  const jpeg = await photoJpeg({ width: 400, height: 300 });
  const png = await sharp(jpeg).png().toBuffer();
  const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));
  // A JPEG's headers up to its scan, then noise where the compressed pixels belong.
  const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const jpegHeaders = jpeg.subarray(0, scan + 2 + jpeg.readUInt16BE(scan + 2));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(400, 0);
  ihdr.writeUInt32BE(300, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const pngWithGarbage = Buffer.concat([
    png.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', randomBytes(20_000)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const damaged = /is damaged and cannot be read/;
  const notAPicture = /must be .*(JPEG|image)/;
  return [
    { file: { name: 'cut.jpg', bytes: cut(jpeg) }, message: damaged },
    { file: { name: 'cut.png', bytes: cut(png), type: 'image/png' }, message: damaged },
    { file: { name: 'empty.jpg', bytes: Buffer.alloc(0) }, message: notAPicture },
    { file: { name: 'noise.jpg', bytes: randomBytes(64 * 1024) }, message: notAPicture },
    {
      file: { name: 'garbage.jpg', bytes: Buffer.concat([jpegHeaders, randomBytes(20_000)]) },
      message: damaged,
    },
    { file: { name: 'garbage.png', bytes: pngWithGarbage, type: 'image/png' }, message: damaged },
  ];
}

/** A GET whose path goes out exactly as written (fetch and inject would normalise it). */
function rawGet(port: number, url: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
  });
}

/** Every file under the data directory: uploads must stay content-hashed keys inside it. */
function filesOnDisk(): string[] {
  const root = t.config.dataDir;
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out.sort();
}

type Picture = { name: string; bytes: Buffer; type?: string; field?: string };

const sendThrough = (door: string, file: Picture) => {
  const { field, who, fields } = UPLOAD_DOORS[door]!;
  return t.send({
    method: 'POST',
    url: door.split(' ')[1]!,
    cookie: who(f).cookie,
    ...multipartBody(formFields(fields(f)), [{ ...file, field }]),
  });
};

/** Sends `file` through every door: each answers `status` with a message matching `message`. */
async function expectRefusedEverywhere(file: Picture, status: number, message: RegExp) {
  const before = await snapshotTables(t);
  const disk = filesOnDisk();
  for (const door of Object.keys(UPLOAD_DOORS)) {
    const res = await sendThrough(door, file);
    expect([door, res.statusCode], res.body).toEqual([door, status]);
    expect(res.json().message, door).toMatch(message);
  }
  expect(await snapshotTables(t)).toEqual(before);
  expect(filesOnDisk()).toEqual(disk);
}

describe('uploads that lie about their type', () => {
  it('refuses a PDF named .jpg and sent as image/jpeg', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    await expectRefusedEverywhere(
      { name: 'lease.jpg', bytes: pdf, type: 'image/jpeg' },
      400,
      /must be .*(JPEG|image)/,
    );
  });

  it('refuses an SVG or HTML page with a script, named .png', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefusedEverywhere(
      { name: 'x.png', bytes: svg, type: 'image/png' },
      400,
      /must be .*(JPEG|image)/,
    );
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    await expectRefusedEverywhere(
      { name: 'x.png', bytes: html, type: 'image/png' },
      400,
      /must be .*(JPEG|image)/,
    );
  });

  it('judges a real picture by its bytes, whatever it is called: stored and served as WebP', async () => {
    const res = await sendThrough('POST /api/users/update', {
      name: 'page.html',
      bytes: png,
      type: 'text/html',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.deps.db
      .select({ picture: users.picture })
      .from(users)
      .where(eq(users.id, f.stranger.user.id));
    expect(row!.picture).toMatch(/^\/uploads\/avatars\/[0-9a-f]{64}\.webp$/);
    const served = await t.get(row!.picture);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });
});

describe('broken files on every upload field', () => {
  it('refuses a truncated JPEG or PNG, an empty file, random bytes and a header over garbage with 400 everywhere, writing nothing', async () => {
    for (const { file, message } of await brokenFiles()) {
      await expectRefusedEverywhere(file, 400, message);
    }
  });
});

describe('uploads over the limits', () => {
  it('refuses a file over 10 MB with 413', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefusedEverywhere({ name: 'huge.png', bytes: huge }, 413, /10 MB/);
  });

  it('caps pictures at 40 megapixels: a real 6500 x 6500 PNG (42 MP) is refused', async () => {
    expect(MAX_PICTURE_PIXELS).toBe(40_000_000);
    const over = blackPng(6500, 6500);
    expect(over.length).toBeLessThan(100_000);
    await expectRefusedEverywhere({ name: 'big.png', bytes: over }, 400, /40 megapixels/);
  });

  it('refuses a decompression bomb (50 KB that inflates to a 400-megapixel image) at once', async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    await expectRefusedEverywhere({ name: 'bomb.png', bytes: bomb }, 400, /40 megapixels/);
    // Refused from the header: nothing is decoded (decoding would take seconds and gigabytes).
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('path tricks', () => {
  it('never uses an uploaded file name: stored keys are content hashes inside the uploads folder', async () => {
    const names = [
      '../../../../../../tmp/rentals-evil.jpg',
      '..\\..\\..\\rentals-evil.jpg',
      '/etc/passwd',
      'C:\\Windows\\win.ini',
      '%2e%2e%2f%2e%2e%2frentals-evil.jpg',
      'uploads/avatars/../../../rentals-evil.png',
      'a'.repeat(2000) + '.jpg',
    ];
    for (const name of names) {
      const res = await sendThrough('POST /api/users/update', { name, bytes: png });
      expect(res.statusCode, `${name.slice(0, 50)}: ${res.body}`).toBe(200);
    }
    const disk = filesOnDisk();
    expect(disk.length).toBeGreaterThan(0);
    for (const file of disk) {
      expect(file).toMatch(/^(uploads\/[a-z]+\/[0-9a-f]{64}(-[a-z0-9]+)?\.(webp|jpg|png)|db\/.*)$/);
    }
    expect(fs.existsSync('/tmp/rentals-evil.jpg')).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, '..', 'rentals-evil.jpg'))).toBe(false);
  });

  it('refuses a name that breaks the multipart header without a server error', async () => {
    const res = await sendThrough('POST /api/users/update', {
      name: 'x.png"\r\nContent-Type: text/html\r\n\r\n<',
      bytes: png,
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  /** Traversals, encodings and private keys under /uploads/: none may give a file's bytes. */
  const uploadTricks = () => {
    const cakeKey = f.cakePicture;
    return [
      '/uploads/../../../../etc/passwd',
      '/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/%252e%252e/%252e%252e/etc/passwd',
      '/uploads/..\\..\\..\\etc\\passwd',
      '/uploads//etc/passwd',
      '/uploads/properties/..%2F..%2Fdb%2FPG_VERSION',
      '/uploads/db/PG_VERSION',
      `/uploads/${cakeKey}`,
      // Nor a phone-size sibling, which is never stored for a cake nor made from it on request.
      `/uploads/${pictureVariant(cakeKey, 'phone')}`,
      `/uploads/${cakeKey.replace('cakes/', 'CAKES/')}`,
      `/uploads/./${cakeKey}`,
      `/uploads/avatars/../${cakeKey}`,
      `/uploads/avatars/..%2f${cakeKey.replace('/', '%2f')}`,
      `/uploads/${cakeKey}%00.png`,
      `/uploads/%63akes/${cakeKey.slice('cakes/'.length)}`,
      // Simply missing.
      `/uploads/properties/${'0'.repeat(64)}.webp`,
      `/uploads/avatars/${'0'.repeat(64)}-phone.webp`,
      '/uploads/',
      '/uploads/nothing-here',
    ];
  };

  /** The 404 envelope (400 for a NUL) for every trick, never a file's bytes nor a page. */
  async function expectNoFile(get: (url: string) => Promise<{ statusCode: number; body: string }>) {
    expect(f.cakePicture).toMatch(/^cakes\/[0-9a-f]{64}/);
    for (const url of uploadTricks()) {
      const res = await get(url);
      expect([url, [400, 404]], `${url}: ${res.body.slice(0, 80)}`).toEqual([
        url,
        expect.arrayContaining([res.statusCode]),
      ]);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, status: res.statusCode });
    }
  }

  it('serves nothing outside the uploads folder, nor a cake picture, under /uploads/', async () => {
    await expectNoFile(t.get);
  });

  it('answers the same 404 with the web app built, never the app page in its place', async () => {
    // A web build whose page is sent for every other GET (client routes).
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    const web = await startTestApp({ WEB_DIST: dist });
    try {
      // The same stored pictures, the cake's included.
      fs.cpSync(path.join(t.config.dataDir, 'uploads'), path.join(web.config.dataDir, 'uploads'), {
        recursive: true,
      });
      const page = await web.get('/login');
      expect([page.statusCode, page.headers['content-type']]).toEqual([
        200,
        'text/html; charset=utf-8',
      ]);
      // Over a socket, so the path reaches the server as sent: a browser or inject resolves the
      // dot segments first, and /etc/passwd is then a page of the app like any other.
      await web.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = web.app.server.address() as { port: number };
      await expectNoFile((url) => rawGet(port, url));
      // A stored picture is still served.
      const key = `avatars/${'a'.repeat(64)}.webp`;
      await web.app.deps.storage.put(key, await sharp(png).webp().toBuffer(), 'image/webp');
      const served = await web.get(`/uploads/${key}`);
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('download-picture hands out only our own keys, and a cake only to its two people', async () => {
    const tricks = [
      '../../../../etc/passwd',
      '/uploads/../../../../etc/passwd',
      `/uploads/avatars/../${f.cakePicture}`,
      `cakes/../${f.cakePicture}`,
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data/',
      '/uploads/db/PG_VERSION',
      f.cakePicture.toUpperCase(),
    ];
    for (const picture of tricks) {
      const res = await t.get(
        `/api/users/download-picture?picture=${encodeURIComponent(picture)}`,
        f.renter.cookie,
      );
      expect([picture, res.statusCode]).toEqual([picture, 404]);
    }
    const own = `/api/users/download-picture?picture=${encodeURIComponent(f.cakePicture)}`;
    expect((await t.get(own, f.renter.cookie)).statusCode).toBe(200);
    expect((await t.get(own, f.owner.cookie)).statusCode).toBe(200);
    expect((await t.get(own, f.stranger.cookie)).statusCode).toBe(403);
    expect((await t.get(own)).statusCode).toBe(401);
  });
});

describe('the doors themselves', () => {
  it('every door takes a real picture, so each refusal above was about the file', async () => {
    for (const door of Object.keys(UPLOAD_DOORS)) {
      const res = await sendThrough(door, { name: 'real.png', bytes: png, type: 'image/png' });
      expect([door, res.statusCode], res.body).toEqual([door, 200]);
    }
  });

  it('no other POST route answers 5xx to a form of broken files, signed in or not', async () => {
    const broken = (await brokenFiles()).map(({ file }) => file);
    const others = routeTable(t.app).filter(
      (route) => route.startsWith('POST /api/') && !(route in UPLOAD_DOORS),
    );
    expect(others.length).toBeGreaterThan(30);
    for (const route of others) {
      for (const cookie of [f.owner.cookie, undefined]) {
        const res = await t.send({
          method: 'POST',
          url: route.split(' ')[1]!,
          cookie,
          ...multipartBody(
            { note: 'x' },
            broken.flatMap((file) =>
              ['pictures', 'picture', 'image'].map((field) => ({ ...file, field })),
            ),
          ),
        });
        expect([route, res.statusCode < 500], res.body).toEqual([route, true]);
      }
    }
  });
});
