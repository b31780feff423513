import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { serverRoot } from '../../src/server-root';

// The installed app's files as the server sends them (issue 18): the service worker checked on
// every visit, the manifest with its type, and a policy that lets the browser use both.
let web: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-config--><link rel="manifest" href="/manifest.webmanifest"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Mogadishu Rentals', start_url: '/', display: 'standalone' }),
  );
  // The web app's own public files, which the build copies into dist as they are.
  const publicDir = path.join(serverRoot, '../web/public');
  if (fs.existsSync(path.join(publicDir, 'favicon.ico')))
    fs.copyFileSync(path.join(publicDir, 'favicon.ico'), path.join(dist, 'favicon.ico'));
  // the Somali manifest as the web build ships it (apps/web/public)
  fs.copyFileSync(
    path.join(import.meta.dirname, '../../../web/public/manifest.so.webmanifest'),
    path.join(dist, 'manifest.so.webmanifest'),
  );
  web = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the installable app', () => {
  it('sends the service worker to be checked again on every visit', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the manifest as one', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: 'Mogadishu Rentals', display: 'standalone' });
  });

  it('gives a Somali page the Somali manifest, and an English one the English manifest', async () => {
    const manifestOf = async (headers: Record<string, string>) => {
      const page = await web.app.inject({ method: 'GET', url: '/', headers });
      return /<link rel="manifest" href="([^"]+)">/.exec(page.body)?.[1];
    };
    expect(await manifestOf({ 'accept-language': 'so-SO,so;q=0.9' })).toBe(
      '/manifest.so.webmanifest',
    );
    expect(await manifestOf({ cookie: 'lang=so' })).toBe('/manifest.so.webmanifest');
    expect(await manifestOf({ cookie: 'lang=en', 'accept-language': 'so' })).toBe(
      '/manifest.webmanifest',
    );
    expect(await manifestOf({ 'accept-language': 'en-GB' })).toBe('/manifest.webmanifest');

    const res = await web.app.inject({ method: 'GET', url: '/manifest.so.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const somali = res.json() as { lang: string; name: string; description: string };
    expect(somali.lang).toBe('so');
    expect(somali.description).toMatch(/Muqdisho/);
    expect(somali.description).not.toMatch(/\b(Rent|homes|offices)\b/);
  });

  it("lets pages use our own manifest and worker, and nobody else's", async () => {
    const res = await web.app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("worker-src 'self'");
  });

  it('answers /favicon.ico, which browsers and crawlers ask for, with the app icon (issue 32)', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = res.rawPayload;
    // An icon directory (reserved 0, type 1) of PNG images, 16 and 32 pixels among them.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const entry = 6 + 16 * i;
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset + 1, offset + 4).toString('latin1')).toBe('PNG');
      sizes.push(ico.readUInt8(entry));
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32]));
  });
});
