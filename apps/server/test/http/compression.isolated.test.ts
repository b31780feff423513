import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as compression from '../../src/http/compression';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';

// Compressed answers (issue 18): API JSON and HTML in brotli or gzip above ~1 KB, and the
// public list cache keeps its compressed bytes, so a hit does not compress again.
vi.mock('../../src/http/compression', async (importOriginal) => {
  const actual = await importOriginal<typeof compression>();
  return { ...actual, compressBody: vi.fn(actual.compressBody) };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LIST_CACHE_SECONDS: '60' });
  const owner = await createUser(t.app.deps.db);
  for (let i = 0; i < 8; i += 1) await createProperty(t.app.deps.db, owner.id);
});
afterAll(() => t.close());

const LIST = '/api/rentingProperty/renting';
const list = (encoding?: string, url = LIST) =>
  t.send({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compressed answers', () => {
  it('sends a list in brotli or gzip, as the browser asks, decoding to the same JSON', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(compression.COMPRESS_THRESHOLD);
    const cards = plain.json().data as unknown[];
    expect(cards).toHaveLength(8);

    const br = await list('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    // Refused brotli (q=0) falls back to gzip.
    expect((await list('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('a cache hit serves the stored bytes without compressing again', async () => {
    const compress = vi.mocked(compression.compressBody);
    const page = `${LIST}?limit=6`; // a first page of its own in the cache
    compress.mockClear();
    const first = await list('br', page);
    const second = await list('br', page);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(compress).toHaveBeenCalledTimes(1);
    // The other encoding is compressed once when first asked for, then kept too.
    await list('gzip', page);
    await list('gzip', page);
    expect(compress).toHaveBeenCalledTimes(2);
    expect(compress).toHaveBeenLastCalledWith(expect.any(Buffer), 'gzip');
  });

  it('leaves small answers as they are', async () => {
    const health = await t.send({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().data.status).toBe('ok');
  });

  it('does not take compressed request bodies', async () => {
    const res = await t.send({
      method: 'POST',
      url: '/api/rentingProperty/filter',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({})),
    });
    // A small zipped body could unpack past the body limit: refused, not unpacked.
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
