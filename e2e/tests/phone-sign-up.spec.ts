import { expect, test } from '../support/test';
import { smsCodeFor } from '../support/sms';

/*
 * Issue 34: a Somali reader on a phone signs up with their number and the code the SMSC
 * delivered (the journeys' SMSC is the `smpp` package's server), without any e-mail.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('signs up by phone in Somali at 375 px, with the code sent by SMS', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'lang', value: 'so', url: 'http://127.0.0.1' }]);
  // A number of its own each run: 061 then seven digits.
  const digits = String(Date.now()).slice(-7);
  const e164 = `+25261${digits}`;

  await page.goto('/signup');
  // Phone first for a Somali reader, and already chosen.
  const choices = page.getByRole('radiogroup').getByRole('radio');
  await expect(choices).toHaveText(['Telefoon', 'Iimayl']);
  await expect(choices.first()).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('input[type=email]')).toHaveCount(0);

  await page.getByLabel('Magac').fill('Faadumo Xasan');
  // Typed as people write it: the trunk 0, a space and a dash.
  await page.getByLabel('Lambarka telefoonka').fill(`061 ${digits.slice(0, 3)}-${digits.slice(3)}`);
  const since = Date.now();
  await page.getByRole('button', { name: 'Dir koodh', exact: true }).click();

  const { code, text } = await smsCodeFor(e164, since);
  expect(text).toMatch(/^Mogadishu Rentals: koodhkaagu waa \d{6}\./);
  const codeField = page.getByRole('textbox', { name: 'Koodh', exact: true });
  await expect(codeField).toBeEnabled();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Sii wad' }).click();

  // Signed in, with no e-mail: the header holds the account's menu.
  await expect(page.getByRole('button', { name: 'Liiska akoonkaaga' })).toBeVisible();
  const me = await page.request.get('/api/users/login/authorization', {
    headers: { 'x-api-key': 'dev-api-key' },
  });
  expect(await me.json()).toMatchObject({
    data: { name: 'Faadumo Xasan', phone: e164, email: '', sms_alerts: true },
  });
});
