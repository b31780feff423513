import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';

// The page-speed hints of the served index (issue 8 item 2): precompressed assets, the landing
// page's chunks named up front, and the page's first picture preloaded.
let web: TestApp;
let dist: string;
const script = 'console.log("the entry of the app, long enough to be worth compressing")';
beforeAll(async () => {
  // A build as Vite and apps/web/vite.config.ts lay it out: manifest, hashed chunks, .br copies.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-config--><script type="module" src="/assets/index-AbC.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC.js.br'), brotliCompressSync(script));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbC.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-R1.js' },
      '_cards.js': { file: 'assets/cards-C1.js', imports: ['_react.js'] },
      'src/features/properties/components/property-detail-page.tsx': {
        file: 'assets/property-detail-page-D1.js',
        isDynamicEntry: true,
        imports: ['_cards.js', '_react.js'],
      },
      'src/app/routes/listing-detail-route.tsx': {
        file: 'assets/listing-detail-route-L1.js',
        isDynamicEntry: true,
        imports: ['_react.js'],
      },
    }),
  );
  web = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the served web app', () => {
  it('sends the Brotli copy of a built script to browsers that accept it', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/assets/index-AbC.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const plain = await web.app.inject({ method: 'GET', url: '/assets/index-AbC.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("preloads a detail page's chunks and its first picture, and nothing on other pages", async () => {
    const owner = await createUser(web.app.deps.db);
    const house = await createProperty(web.app.deps.db, owner.id);
    const page = await web.app.inject({ method: 'GET', url: `/default/${house.id}` });
    expect(page.statusCode).toBe(200);
    const head = page.body.split('</head>')[0]!;
    // The page's own chunks, not those the entry already loads.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-C1.js">');
    expect(head).toContain('href="/assets/property-detail-page-D1.js"');
    expect(head).toContain('href="/assets/listing-detail-route-L1.js"');
    expect(head).not.toContain('react-R1.js');
    expect(head).toMatch(
      new RegExp(
        `<link rel="preload" as="image" fetchpriority="high" href="${house.pictures[0]}" ` +
          `imagesrcset="[^"]+-card\\.webp 480w, [^"]+-phone\\.webp 720w, [^"]+ 1280w" ` +
          `imagesizes="[^"]+">`,
      ),
    );

    const login = await web.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('preload');
    const unknown = await web.app.inject({ method: 'GET', url: '/default/no-such-listing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('rel="preload"');
  });
});
