import { expect, test, type Page } from '../support/test';
import { newEmail, signUp } from '../support/journeys';
import { shootShare } from '../support/share-shots';

// Issue 18: every listing kind's page can be sent on (the phone's share sheet, else WhatsApp and
// "Copy link"), and halls, hotels and apartment buildings give the owner's WhatsApp and call
// links, as general listings do. The demo marketplace's listings are used: lists show the newest
// first, and other journeys running alongside add listings whose owners gave no number.

/** The address of the last card of a list page's first page that opens a page under `prefix`. */
async function demoListing(page: Page, list: string, prefix: string) {
  await page.goto(list);
  const card = page.locator(`a[href^="${prefix}"]`).last();
  await expect(card).toBeVisible();
  return (await card.getAttribute('href'))!;
}

async function listingPaths(page: Page) {
  return {
    listing: await demoListing(page, '/properties/homes', '/default/'),
    hall: await demoListing(page, '/properties/halls', '/halls/'),
    hotel: await demoListing(page, '/properties/hotels', '/hotels/'),
    building: await demoListing(page, '/?type=Apartment', '/apartment-buildings/'),
  };
}

test("each kind's page shares its address on WhatsApp and copies its link", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const paths = await listingPaths(page);
  for (const [kind, path] of Object.entries(paths)) {
    await page.goto(path);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const address = `${baseURL}${path}`;
    const share = page.getByRole('group', { name: 'Share this listing' });
    const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`, kind).toBe('https://wa.me/');
    expect(href.searchParams.get('text'), kind).toContain(address);
    expect(href.searchParams.get('text')!.toLowerCase(), kind).toContain(title.toLowerCase());
    // No Web Share in this desktop Chromium: a "Copy link" button, reached by the keyboard too.
    await share.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText()), kind).toBe(address);
    if (kind === 'hall') await shootShare(page, 'hall-visitor');
  }
});

test("the server's page already has the WhatsApp link and a link to copy (issue 32 item 12)", async ({
  page,
  baseURL,
}) => {
  const path = await demoListing(page, '/properties/halls', '/halls/');
  // the HTML as sent, before any of the app's code runs
  const html = await (await page.request.get(path)).text();
  const whatsapp =
    /<a href="(https:\/\/wa\.me\/\?text=[^"]+)"[^>]*>[\s\S]*?Share on WhatsApp<\/a>/.exec(html);
  expect(whatsapp, 'a WhatsApp link in the server HTML').not.toBeNull();
  // the site's address as configured (PUBLIC_URL; here the server's own, localhost)
  const origin = new URL(baseURL!).port;
  const address = new RegExp(`https?://[^/" ]+:${origin}${path}$`);
  const text = new URL(whatsapp![1]!.replace(/&amp;/g, '&')).searchParams.get('text');
  expect(text).toMatch(address);
  const copy = /<a href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Copy link<\/a>/.exec(html);
  expect(copy, 'a plain link to copy in the server HTML').not.toBeNull();
  expect(copy![1]).toMatch(address);
});

test("the phone's share sheet gets the listing's title and address where it has one", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
    });
  });
  const path = await demoListing(page, '/properties/hotels', '/hotels/');
  await page.goto(path);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const share = page.getByRole('group', { name: 'Share this listing' });
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
  await share.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.url).toBe(`${baseURL}${path}`);
  expect(shared[0]!.title!.toLowerCase()).toBe(title.toLowerCase());
  await shootShare(page, 'hotel-web-share');
});

test("a hall, a hotel and a building give a signed-in visitor the owner's WhatsApp and call links", async ({
  page,
}) => {
  const paths = await listingPaths(page);
  // A visitor is asked to sign in first: the number reaches signed-in people only.
  await page.goto(paths.hall);
  const contact = page.getByRole('region', { name: 'Contact the owner' });
  await expect(contact.getByRole('link', { name: 'Sign in to message the owner' })).toBeVisible();

  await signUp(page, 'Share Visitor', newEmail('sharevisitor'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  for (const kind of ['hall', 'hotel', 'building'] as const) {
    await page.goto(paths[kind]);
    const whatsapp = contact.getByRole('link', { name: 'Message on WhatsApp' });
    const call = contact.getByRole('link', { name: 'Call the owner' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/252\d{9}$/);
    await expect(call).toHaveAttribute('href', /^tel:\+252\d{9}$/);
    // The same number both ways.
    const digits = (await whatsapp.getAttribute('href'))!.replace(/\D/g, '');
    expect((await call.getAttribute('href'))!.replace(/\D/g, ''), kind).toBe(digits);
    await contact.scrollIntoViewIfNeeded();
    await shootShare(page, `${kind}-owner-contact`, true);
  }
});
