import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { startTestApp, type TestApp } from '../support/app';
import { createProperty, createSignedInUser } from '../support/factories';
import { requestRent, waitForMail } from '../support/notifications';

/*
 * Somali and English (issue 17), on the server's side: the language switch keeps a cookie and
 * the signed-in person's choice, pages are written in it from the first byte, and e-mails go out
 * in the recipient's language (both, as in the spec's days, until they choose).
 */
let t: TestApp;
let dir: string;
const db = () => t.app.deps.db;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-lang-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-config--><title>x</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // A stand-in for the web build's renderer: it writes the mode it was asked for.
  fs.writeFileSync(
    path.join(dir, 'entry-server.mjs'),
    'export function configure() {}\n' +
      "export async function render(url, f, mode) { return { html: '<p>mode ' + mode + '</p>', state: {} }; }\n",
  );
  t = await startTestApp({
    WEB_DIST: path.join(dir, 'dist'),
    WEB_SSR_ENTRY: path.join(dir, 'entry-server.mjs'),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/', headers });

describe('a page in its language from the first byte', () => {
  it("keeps the spec's wording for a browser that asks nothing", async () => {
    const res = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(res.body).toContain('<html lang="en" data-text-mode="spec">');
    expect(res.body).toContain('<p>mode spec</p>');
    expect(res.headers.vary).toContain('accept-language');
  });

  it('is Somali for a browser whose first language is Somali', async () => {
    const res = await page({ 'accept-language': 'so-SO,so;q=0.9,en;q=0.5' });
    expect(res.body).toContain('<html lang="so" data-text-mode="so">');
    expect(res.body).toContain('<p>mode so</p>');
  });

  it('follows the chosen cookie over the browser, each cached apart', async () => {
    const english = await page({ 'accept-language': 'so', cookie: 'lang=en' });
    expect(english.body).toContain('<html lang="en" data-text-mode="en">');
    expect(english.body).toContain('<p>mode en</p>');
    const somali = await page({ cookie: 'lang=so' });
    expect(somali.body).toContain('<html lang="so" data-text-mode="so">');
    expect(somali.body).toContain('<p>mode so</p>');
    // The head too: the tab and a shared link read in the page's language.
    expect(somali.body).toContain('<title>Mogadishu Rentals · hel meesha kuu habboon</title>');
    expect(english.body).toContain('<title>Mogadishu Rentals · find your perfect place</title>');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { cookie: 'lang=en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found · Mogadishu Rentals</title>');
    // A cookie that names no language is no choice.
    const junk = await page({ cookie: 'lang=fr' });
    expect(junk.body).toContain('data-text-mode="spec"');
  });
});

describe('the language switch', () => {
  it("sets a visitor's cookie and changes nothing else", async () => {
    const res = await t.post('/api/users/language', { language: 'so' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { language: 'so' } });
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('so');
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
  });

  it('refuses a language it does not speak, with a clear error and no cookie', async () => {
    for (const body of [{ language: 'fr' }, {}, { language: ['so'] }]) {
      const res = await t.post('/api/users/language', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    }
  });

  it("keeps a signed-in person's choice on their profile, and sets it again at sign-in", async () => {
    const person = await t.signUp('Xaliimo Nuur', 'xaliimo@example.so');
    await t.post('/api/users/language', { language: 'en' }, person.cookie);
    const [row] = await db().select().from(users).where(eq(users.id, person.user._id));
    expect(row?.language).toBe('en');

    await t.post('/api/users/login/email', { userEmail: 'xaliimo@example.so' });
    const otp = await t.mailbox.codeFor('xaliimo@example.so');
    const signIn = await t.post('/api/users/varify-login-otp', {
      otp,
      userEmail: 'xaliimo@example.so',
    });
    expect(signIn.cookies.find((c) => c.name === 'lang')?.value).toBe('en');
  });
});

describe('e-mails in the recipient language', () => {
  const lastMailTo = (email: string) =>
    [...t.mailbox.mails].reverse().find((m) => m.to.includes(email))!.raw;

  it('sends a sign-in code in Somali to a Somali page, in English to an English one', async () => {
    await t.signUp('Cabdi Shire', 'cabdi@example.so');
    await t.send({
      method: 'POST',
      url: '/api/users/login/email',
      payload: { userEmail: 'cabdi@example.so' },
      headers: { cookie: 'lang=so' },
    });
    await t.mailbox.codeFor('cabdi@example.so');
    const somali = lastMailTo('cabdi@example.so');
    expect(somali).toContain('Koodhkaagu waa:');
    expect(somali).toContain('waa koodhkaaga Mogadishu Rentals');
    expect(somali).not.toContain('Your code is');

    await t.send({
      method: 'POST',
      url: '/api/users/login/email',
      payload: { userEmail: 'cabdi@example.so' },
      headers: { cookie: 'lang=en' },
    });
    await t.mailbox.codeFor('cabdi@example.so');
    const english = lastMailTo('cabdi@example.so');
    expect(english).toContain('Your code is:');
    expect(english).not.toContain('Koodhka');
  });

  it("writes a Somali owner's rent-request mail in Somali only", async () => {
    const owner = await createSignedInUser(db(), { name: 'Sahra Warsame', language: 'so' });
    const renter = await createSignedInUser(db(), { name: 'Yuusuf Aadan' });
    const house = await createProperty(db(), owner.user.id, { name: 'Guri Wadajir' });
    await requestRent(t, { cookie: renter.cookie, user: renter.user }, house.id);
    const mail = await waitForMail(t.mailbox, owner.user.email, 'Guri Wadajir');
    expect(mail).toContain('Yuusuf Aadan wuxuu codsaday inuu kireysto Guri Wadajir');
    expect(mail).toContain('Fur ogeysiisyadaada');
    expect(mail).not.toContain('asked to rent');
    expect(mail).not.toContain('Open your notifications');
  });

  it('keeps both languages for someone who never chose', async () => {
    const owner = await createSignedInUser(db(), { name: 'Maryan Cali' });
    const renter = await createSignedInUser(db(), { name: 'Ismaaciil Xasan' });
    const house = await createProperty(db(), owner.user.id, { name: 'Guri Karaan' });
    await requestRent(t, { cookie: renter.cookie, user: renter.user }, house.id);
    const mail = await waitForMail(t.mailbox, owner.user.email, 'Guri Karaan');
    expect(mail).toContain('Ismaaciil Xasan wuxuu codsaday inuu kireysto Guri Karaan');
    expect(mail).toContain('Ismaaciil Xasan asked to rent Guri Karaan');
  });
});
