import fs from 'node:fs';
import { expect, test, waitForAppAfterNavigation } from '../support/test';
import { newEmail, signUp } from '../support/journeys';
import { listHouse } from '../support/listings';
import { smsCodeFor } from '../support/sms';

/*
 * Issue 35: a renter on a phone finds a listing by a misspelt district in Somali and in English,
 * saves the search, and is told once when an owner adds a match: in the inbox (live) and by SMS,
 * their channel.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

type Sms = { to: string; text: string; at: number };
const smsTo = (phone: string): Sms[] =>
  fs
    .readFileSync(process.env.E2E_SMS_FILE!, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sms)
    .filter((sms) => sms.to === phone);

test('finds by a misspelt district in Somali and English, saves the search, and is told once of a new match', async ({
  page,
  context,
  browser,
}) => {
  const token = Math.random().toString(36).slice(2, 8);
  const description = `Barwaaqo ${token}: guri nadiif ah oo leh biyo iyo koronto`;

  // The renter signs up by phone, in Somali: their alerts go by SMS.
  await context.addCookies([{ name: 'lang', value: 'so', url: 'http://127.0.0.1' }]);
  const digits = String(Date.now()).slice(-7);
  const phone = `+25261${digits}`;
  await page.goto('/signup');
  await page.getByLabel('Magac').fill('Hodan Warsame');
  await page.getByLabel('Lambarka telefoonka').fill(`061${digits}`);
  const since = Date.now();
  await page.getByRole('button', { name: 'Dir koodh', exact: true }).click();
  const { code } = await smsCodeFor(phone, since);
  const codeField = page.getByRole('textbox', { name: 'Koodh', exact: true });
  await expect(codeField).toBeEnabled();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sii wad' }).click();
  await expect(page.getByRole('button', { name: 'Liiska akoonkaaga' })).toBeVisible();

  // From the home page's box, a district spelt as people write it.
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Raadi meel' });
  await box.fill('guri 3 qol Yaqshid');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=guri\+3\+qol\+Yaqshid$/);
  await expect(
    page.getByRole('heading', { name: 'Natiijooyinka “guri 3 qol Yaqshid”' }),
  ).toBeVisible();
  // The page says how it understood the text: the district as it is written, a house, 3 rooms.
  await expect(page.getByText('Waxaa loo akhriyay: Yaaqshiid · Guri · 3+ qol')).toBeVisible();
  await page.getByRole('button', { name: 'Kaydi raadintan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waa la kaydiyay' })).toBeVisible();

  // An owner, on another browser, lists a three-room house in Yaaqshiid.
  const ownerContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const ownerPage = waitForAppAfterNavigation(await ownerContext.newPage());
  await signUp(ownerPage, `Owner ${token}`, newEmail('searchowner'));
  await listHouse(ownerPage, { description, district: 'Yaaqshiid' });

  // The renter's open page counts the new card live; the inbox says what matched.
  const bell = page.getByRole('link', { name: 'Ogeysiisyada, 1 aan la akhrin' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(page.getByText(/Meel cusub oo ku habboon raadintaada/)).toBeVisible();

  // One SMS, with the search's page.
  await expect
    .poll(() => smsTo(phone).filter((s) => s.text.includes('ku habboon')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const alert = smsTo(phone).find((s) => s.text.includes('ku habboon'))!;
  expect(alert.text).toMatch(
    /^Mogadishu Rentals: 1 meel oo cusub ayaa ku habboon "guri 3 qol Yaqshid": http:\/\/(?:127\.0\.0\.1|localhost):\d+\/search\?q=guri\+3\+qol\+Yaqshid$/,
  );

  // The search finds it, in Somali and then in English, server-rendered with its preview.
  await page.goto('/search?q=guri+3+qol+Yaqshid');
  await expect(page.getByText(description)).toBeVisible();
  const html = await (await page.request.get('/search?q=3+bedroom+house+yaqshid')).text();
  expect(html).toContain(token);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*3 bedroom house yaqshid/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  await context.addCookies([{ name: 'lang', value: 'en', url: 'http://127.0.0.1' }]);
  await page.goto('/search?q=3+bedroom+house+yaqshid');
  await expect(
    page.getByRole('heading', { name: 'Results for “3 bedroom house yaqshid”' }),
  ).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();

  // My account lists the search; still one SMS.
  await page.goto('/myaccount');
  await page.getByRole('tab', { name: 'Saved searches' }).click();
  await expect(page.getByRole('link', { name: 'guri 3 qol Yaqshid' })).toBeVisible();
  expect(smsTo(phone).filter((s) => s.text.includes('ku habboon'))).toHaveLength(1);
  await ownerContext.close();
});
