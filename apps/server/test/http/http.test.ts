import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/http/session-cookie';
import { startTestApp, type TestApp } from '../support/app';

let t: TestApp;
let web: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A built web app as Vite lays it out: index.html with the config placeholder, hashed assets.
  const dist = fs.mkdtempSync(path.join(t.config.dataDir, 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  web = await startTestApp({
    WEB_DIST: dist,
    API_KEY: 'a-configured-key',
    GOOGLE_CLIENT_ID: 'gid.apps.googleusercontent.com',
  });
});
afterAll(async () => {
  await t.close();
  await web.close();
});

describe('the API envelope', () => {
  it('answers health without the key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: t.app.deps.dbKind },
    });
  });

  it('refuses calls without the x-api-key header or with a wrong one, and writes nothing', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { name: 'A', email: 'a@example.so' },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, status: 401 });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'x-api-key': 'nope' },
      payload: { name: 'A', email: 'a@example.so' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(t.mailbox.mails).toHaveLength(0);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.send({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status: 400 });
    expect(res.json().message).toMatch(/JSON/);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.get('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, status: 404 });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it("keeps a signed-in person's answers out of every cache: private, no-store", async () => {
    const { cookie, user } = await t.signUp('Cache Person', 'cache.person@example.so');
    const signedIn = [
      await t.get('/api/users/login/authorization', cookie),
      await t.get(`/api/notifications/notifier/${user._id}`, cookie),
      await t.get('/api/rentingProperty/renting', cookie),
      await t.post('/api/users/update', { id: user._id, data: { name: 'Cache P' } }, cookie),
    ];
    for (const res of signedIn) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // The answer that sets the session cookie holds the person too.
    await t.post('/api/users/login/email', { userEmail: 'cache.person@example.so' });
    const otp = await t.mailbox.codeFor('cache.person@example.so');
    const signIn = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'cache.person@example.so',
      type: 'login',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the web app', () => {
  it('serves the index with the runtime configuration and no long cache', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="api-key" content="a-configured-key">');
    expect(res.body).toContain(
      '<meta name="google-client-id" content="gid.apps.googleusercontent.com">',
    );
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('serves client routes with the app, and unknown pages with it too but as a 404', async () => {
    for (const url of ['/login', '/properties/homes']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    // The app shows its not-found page; crawlers are told there is none (issue 18).
    const unknown = await web.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it("keeps a signed-in person's pages out of every cache, the service worker's too", async () => {
    // The page is chosen by the session cookie it is sent with (its holder's data is in it).
    const cookie = `${sessionCookieName(web.config)}=some-session`;
    for (const url of ['/', '/properties/homes', '/login']) {
      const page = await web.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
    const visitor = await web.app.inject({ method: 'GET', url: '/' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await web.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toContain('must-revalidate');
  });

  it('still answers unknown API paths with JSON', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-api-key': 'a-configured-key' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
