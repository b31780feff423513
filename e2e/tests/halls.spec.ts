import { expect, test, waitForAppAfterNavigation, type Page } from '../support/test';
import {
  dayNextMonth,
  listHall,
  shootBothWidths,
  sidewaysOverflow,
  weekdayOf,
  type HallListing,
} from '../support/halls';
import { newEmail, personIn, signUp } from '../support/journeys';

/** The day's button on the hall's calendar, after moving to next month. */
async function openNextMonthDay(page: Page, label: string) {
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const day = calendar.getByRole('button', { name: new RegExp(`^${label}: `) });
  await expect(day).not.toHaveAccessibleName(/loading/);
  return day;
}

/** Opens the newest inbox card with this heading and answers Accept (a screenshot first). */
async function acceptFromInbox(page: Page, heading: string, shot?: string) {
  await page.getByRole('link', { name: /^Notifications/ }).click();
  const card = page.getByRole('article', { name: heading }).first();
  await card.getByRole('button', { name: heading }).click();
  if (shot) await shootBothWidths(page, shot);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted successfully').first()).toBeVisible();
}

test('an owner lists a hall with food and cake; a renter books a day with the estimate; the owner accepts; the day shows booked; an edit of the booked event is requested and accepted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const token = Math.random().toString(36).slice(2, 8);
  const hall: HallListing = {
    name: `Hoolka ${token}`,
    district: 'Hodan',
    food: { items: 'Bariis, hilib ari, cabitaan', price: 10, saturdayPrice: 12 },
    cake: { name: 'Keeg weyn', price: 80 },
    deposit: 100,
    hourlyRate: 50,
  };

  // The owner lists the hall through New Property's Hall choice.
  const owner = await personIn(browser);
  await signUp(owner.page, 'Hall Owner', newEmail('hallowner'));
  await expect(owner.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await listHall(owner.page, hall);
  await owner.page.getByRole('link', { name: `View ${hall.name}` }).click();
  await expect(owner.page).toHaveURL(/\/properties\/halls\/[0-9a-f-]{36}\/report$/);
  await expect(owner.page.getByText('Nobody has booked the hall yet.')).toBeVisible();
  const hallPath = await owner.page
    .getByRole('link', { name: 'Open listing' })
    .getAttribute('href');
  expect(hallPath).toMatch(/^\/halls\/[0-9a-f-]{36}$/);

  // A renter opens the hall and picks the 14th of next month on the calendar.
  const renter = await personIn(browser);
  await signUp(renter.page, 'Hall Renter', newEmail('hallrenter'));
  await expect(renter.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await renter.page.goto(hallPath!);
  await expect(renter.page.getByRole('heading', { level: 1, name: hall.name })).toBeVisible();
  await expect(renter.page.getByRole('list', { name: 'Food packages' })).toContainText(
    hall.food.items,
  );
  await expect(renter.page.getByRole('complementary', { name: 'Capacity' })).toContainText(
    'on Friday at least 120',
  );
  const { iso, label } = dayNextMonth();
  const day = await openNextMonthDay(renter.page, label);
  await expect(day).toHaveAccessibleName(`${label}: available`);
  await shootBothWidths(renter.page, 'hall-page');
  await day.click();
  await expect(renter.page).toHaveURL(
    /\/home\/renting-hall\/[0-9a-f-]{36}\?year=\d+&month=\d+&day=14$/,
  );

  // The booking: 150 guests with food and a cake; the estimate follows the weekday's price.
  const page = renter.page;
  await page.getByLabel('Attendees', { exact: true }).fill('150');
  await page.getByLabel('Start time', { exact: true }).fill('16:00');
  await page.getByLabel('End time', { exact: true }).fill('20:00');
  await page.getByLabel('Food', { exact: true }).selectOption(hall.food.items);
  await page.getByLabel('Cake', { exact: true }).selectOption(hall.cake.name);
  await page.getByLabel('Engraved name', { exact: true }).fill('Xamdi & Hodan');
  const weekday = weekdayOf(iso);
  const perHead = weekday === 'Saturday' ? hall.food.saturdayPrice : hall.food.price;
  const estimate = 150 * perHead + hall.cake.price + hall.deposit;
  await expect(page.getByText(`Food: 150 × $${perHead} (${weekday})`)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Estimated total' })).toHaveText(
    `$${estimate.toLocaleString('en-US')}`,
  );
  await shootBothWidths(page, 'booking-page');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  // Pending until the owner answers: the thank-you page says so, and the calendar shows the day
  // held by a request, apart from a booked day.
  await expect(page).toHaveURL(/\/thankyou\/waiting$/);
  await expect(page.getByText('We are waiting for the owner to answer')).toBeVisible();
  await page.goto(hallPath!);
  const requested = await openNextMonthDay(page, label);
  await expect(requested).toHaveAccessibleName(
    `${label}: requested, waiting for the owner's answer`,
  );
  await expect(requested).toBeDisabled();
  await expect(requested.locator('span.bg-sky-600')).toBeVisible();

  // The owner sees the request on the dashboard and accepts it from the inbox.
  await owner.page.reload();
  const upcoming = owner.page.getByRole('list', { name: 'Upcoming events' });
  await expect(upcoming.getByText('pending', { exact: true })).toBeVisible();
  await shootBothWidths(owner.page, 'hall-report');
  await acceptFromInbox(owner.page, `Hall Renter wants to rent ${hall.name}`, 'inbox-request');
  await owner.page.goBack();
  await expect(upcoming.getByText('booked', { exact: true })).toBeVisible();

  // The renter sees the day booked, with its red mark.
  await page.goto(hallPath!);
  const booked = await openNextMonthDay(page, label);
  await expect(booked).toHaveAccessibleName(`${label}: booked`);
  await expect(booked).toBeDisabled();
  await expect(booked.locator('span.bg-red-600')).toBeVisible();

  // The renter edits the booked event from My account: a request to the owner.
  await page.goto('/myaccount');
  await page.getByRole('tab', { name: 'Hall events' }).click();
  const mine = page.getByRole('list', { name: 'My hall events' }).getByRole('listitem').first();
  await expect(mine.getByText('booked', { exact: true })).toBeVisible();
  await expect(mine.getByText('150 guests')).toBeVisible();
  await shootBothWidths(page, 'my-hall-events');
  await mine.getByRole('link', { name: /^Edit event/ }).click();
  await expect(page).toHaveURL(/\/properties\/edit-records\/hall-event\?eventId=/);
  await expect(page.getByLabel('Attendees', { exact: true })).toHaveValue('150');
  await page.getByLabel('Attendees', { exact: true }).fill('180');
  await page.getByLabel('End time', { exact: true }).fill('21:00');
  await shootBothWidths(page, 'edit-event');
  await page.getByRole('button', { name: 'Send the change' }).click();
  await expect(page.getByText('Submitted the update successfully')).toBeVisible();

  // The owner accepts the update from the inbox; the event shows the new values.
  await acceptFromInbox(
    owner.page,
    `Hall Renter asks to change a booking of ${hall.name}`,
    'inbox-update',
  );
  await page.goto('/myaccount');
  await page.getByRole('tab', { name: 'Hall events' }).click();
  await expect(mine.getByText('180 guests')).toBeVisible();
  await expect(mine.getByText('16:00–21:00')).toBeVisible();
  await expect(mine.getByText('booked', { exact: true })).toBeVisible();

  // The owner's edit form opens with the stored values.
  await owner.page.goto('/property-management');
  await owner.page.getByRole('link', { name: `View ${hall.name}` }).click();
  await owner.page.getByRole('link', { name: 'Edit hall' }).click();
  await expect(owner.page.getByLabel('Name', { exact: true })).toHaveValue(hall.name);
  await shootBothWidths(owner.page, 'edit-hall');
  // Renamed and saved, the hall is listed under its new name on the dashboard.
  const renamed = `${hall.name} Cusub`;
  await owner.page.getByLabel('Name', { exact: true }).fill(renamed);
  await owner.page.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(owner.page).toHaveURL(/\/property-management$/);
  await expect(owner.page.getByRole('link', { name: `View ${renamed}` })).toBeVisible();

  await renter.context.close();
  await owner.context.close();
});

test('at 375 px the hall page and the booking page fit', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = waitForAppAfterNavigation(await context.newPage());
  await page.goto('/properties/halls');
  await page.locator('article a[href^="/halls/"]').first().click();
  await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const hallUrl = page.url();

  await signUp(page, 'Phone Renter', newEmail('phonehall'));
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.goto(hallUrl);
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar
    .getByRole('button', { name: /: available$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Book the hall' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});
