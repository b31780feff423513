import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { housePhoto } from './pictures';

/** Six facilities from the categories halls offer. */
const HALL_FACILITIES: Array<[string, string]> = [
  ['Halls', 'Wedding hall'],
  ['Halls', 'Stage'],
  ['HVAC', 'Ceiling fan'],
  ['Parking', 'Guarded parking'],
  ['Home safety', 'Security guard'],
  ['Location', 'Near a mosque'],
];

export type HallListing = {
  name: string;
  district: string;
  food: { items: string; price: number; saturdayPrice: number };
  cake: { name: string; price: number };
  deposit: number;
  hourlyRate: number;
};

/**
 * Lists a hall through New Property's Hall choice: two pictures, capacities, a Friday minimum,
 * one food package with a Saturday price, one cake and six facilities. Meets the 'Magaca < 3
 * xaraf' rule first. Ends on the dashboard.
 */
export async function listHall(page: Page, hall: HallListing) {
  await page.goto('/property-management');
  await page.getByRole('link', { name: 'New Property' }).click();
  await expect(page.getByRole('heading', { name: 'New property' })).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('Hall');
  const form = page.getByRole('form', { name: 'New hall' });
  await expect(form).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([await housePhoto('hall.jpg', 30), await housePhoto('stage.jpg', 300)]);
  await expect(page.getByText('2 of 15 pictures chosen')).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill(hall.name);
  await form.getByLabel('District', { exact: true }).selectOption(hall.district);
  await form.getByLabel('Guests with food', { exact: true }).fill('300');
  await form.getByLabel('Guests seated', { exact: true }).fill('200');
  await form.getByLabel('Minimum guests per event', { exact: true }).fill('50');
  await form.getByLabel('Deposit ($)', { exact: true }).fill(String(hall.deposit));
  await form
    .getByLabel('Hourly rate without food ($)', { exact: true })
    .fill(String(hall.hourlyRate));
  await form
    .getByLabel('Description', { exact: true })
    .fill('A wedding hall with a stage, a generator and parking for 80 cars.');

  const dayMinimum = form.getByRole('group', { name: 'Day minimum 1' });
  await dayMinimum.getByLabel('Weekday', { exact: true }).selectOption('Friday');
  await dayMinimum.getByLabel('Minimum guests', { exact: true }).fill('120');

  const food = form.getByRole('group', { name: 'Package 1' });
  await food.getByLabel('Items', { exact: true }).fill(hall.food.items);
  await food.getByLabel('Price per guest ($)', { exact: true }).fill(String(hall.food.price));
  await food.getByRole('button', { name: '+ Weekday price' }).click();
  await food.getByLabel('Day 1', { exact: true }).selectOption('Saturday');
  await food.getByLabel('Day 1 price ($)', { exact: true }).fill(String(hall.food.saturdayPrice));

  const cake = form.getByRole('group', { name: 'Cake 1' });
  await cake.getByLabel('Cake name', { exact: true }).fill('Ke');
  await cake.getByLabel('Cake price ($)', { exact: true }).fill(String(hall.cake.price));
  for (const [category, name] of HALL_FACILITIES) {
    const group = form.locator('details', { has: page.locator('summary', { hasText: category }) });
    if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open)))
      await group.locator('summary').click();
    await group.getByLabel(name, { exact: true }).check();
  }
  await form.getByRole('button', { name: 'Add hall' }).click();
  await expect(page.getByText('Magaca < 3 xaraf')).toBeVisible();
  await cake.getByLabel('Cake name', { exact: true }).fill(hall.cake.name);
  await form.getByRole('button', { name: 'Add hall' }).click();
  await expect(page).toHaveURL(/\/property-management$/);
}

/** How far the page scrolls sideways; a phone layout never should. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const SHOTS = process.env.HALL_SHOTS_DIR ?? '/work/shots/halls';

/** A full-page screenshot at 1280 px and at 375 px (checking that the phone layout fits). */
export async function shootBothWidths(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(150);
  expect(await sidewaysOverflow(page), `${name} at 375 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(before);
}

/** The weekday name (English) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** The 14th of next month, as 'YYYY-MM-DD' and as the calendar names it ('14-July-2026'). */
export function dayNextMonth(day = 14) {
  const now = new Date();
  const next = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day, 12));
  const iso = next.toISOString().slice(0, 10);
  const month = next.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  return { iso, label: `${String(day).padStart(2, '0')}-${month}-${next.getUTCFullYear()}` };
}
