import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { housePhoto } from './pictures';

/** Six amenities of a hotel (and of a room type), from the full facility catalogue. */
export const HOTEL_FACILITIES: Array<[string, string]> = [
  ['Bed room', 'Wardrobe'],
  ['Bath room', 'Hot water'],
  ['HVAC', 'Ceiling fan'],
  ['Parking', 'Guarded parking'],
  ['Home safety', 'Security guard'],
  ['Services', 'Water tank'],
];

export async function tickFacilities(page: Page, facilities = HOTEL_FACILITIES) {
  for (const [category, name] of facilities) {
    await page.locator('summary', { hasText: category }).click();
    await page.getByLabel(name, { exact: true }).check();
  }
}

/** A day `n` days from today, as 'YYYY-MM-DD' in the local calendar (the browser's too). */
export function daysFromToday(n: number) {
  const d = new Date();
  d.setDate(d.getDate() + n);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** How the app shows a day: DD-MMMM-YYYY. */
export const shown = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};

/** Clicks a day on the hotel calendar picker, moving to its month first. */
export async function clickDay(page: Page, isoDay: string) {
  const [y, m] = isoDay.split('-');
  const title = `${MONTHS[Number(m) - 1]} ${y}`;
  for (let i = 0; i < 13; i++) {
    if (await page.getByRole('table', { name: title }).isVisible()) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await page
    .getByRole('table', { name: title })
    .getByRole('button', { name: new RegExp(`^${shown(isoDay)}`) })
    .click();
}

/** Saves the screen at 1280 and 375 px wide to /work/shots/hotels (when that folder exists). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.HOTEL_SHOTS ?? '/work/shots/hotels';
  if (!fs.existsSync(dir)) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(size);
}

/**
 * Lists a hotel through New Property's Hotel choice: two pictures, the hotel form, six
 * facilities. Ends on the owner's dashboard.
 */
export async function listHotel(page: Page, name: string) {
  await page.goto('/property-management');
  await page.getByRole('link', { name: 'New Property' }).click();
  await expect(page.getByRole('heading', { name: 'New property' })).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('Hotel');
  await expect(page.getByLabel('Contact', { exact: true })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([await housePhoto('lobby.jpg', 30), await housePhoto('pool.jpg', 190)]);
  await expect(page.getByText('2 of 15 pictures chosen')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Contact', { exact: true }).fill('+252 61 5550199');
  await page.getByLabel('District', { exact: true }).selectOption('Hodan');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Quiet rooms near the Maka Al-Mukarama road, breakfast included.');
  // Five facilities are not enough: the spec's message, nothing is sent.
  await tickFacilities(page, HOTEL_FACILITIES.slice(0, 5));
  await page.getByRole('button', { name: 'Add hotel' }).click();
  await expect(page.getByText('Facilities less than 6')).toBeVisible();
  await tickFacilities(page, HOTEL_FACILITIES.slice(5));
  await shoot(page, 'new-hotel');
  await page.getByRole('button', { name: 'Add hotel' }).click();
  await expect(page).toHaveURL(/\/property-management$/);
}

export type RoomInput = {
  type: string;
  area: number;
  daily: number;
  shortStay: number;
  minStay: number;
  capacity: number;
  adults: number;
  kids: number;
  rooms: number;
  addresses: string;
};

/** Adds a room type from the hotel's dashboard; ends back on the dashboard. */
export async function addRoom(page: Page, room: RoomInput) {
  await page.getByRole('link', { name: 'Add room' }).click();
  await expect(page.getByRole('heading', { name: 'Add room' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([await housePhoto('room.jpg', 80)]);
  await expect(page.getByText('1 of 10 pictures chosen')).toBeVisible();
  await page.getByLabel('Room type', { exact: true }).selectOption({ label: room.type });
  await page.getByLabel('Area (m²)', { exact: true }).fill(String(room.area));
  await page.getByLabel('Daily rate ($)', { exact: true }).fill(String(room.daily));
  await page.getByLabel('Short stay rate ($)', { exact: true }).fill(String(room.shortStay));
  await page.getByLabel('Min stay (days)', { exact: true }).fill(String(room.minStay));
  await page.getByLabel('Capacity', { exact: true }).fill(String(room.capacity));
  await page.getByLabel('Max adults', { exact: true }).fill(String(room.adults));
  await page.getByLabel('Max kids', { exact: true }).fill(String(room.kids));
  await page.getByLabel('Number of rooms', { exact: true }).fill(String(room.rooms));
  await page.getByLabel('Addresses', { exact: true }).fill(room.addresses);
  await tickFacilities(page);
  await shoot(page, 'add-room');
  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page).toHaveURL(/\/properties\/hotels\/[0-9a-f-]{36}\/report$/);
}
