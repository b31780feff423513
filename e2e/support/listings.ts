import { expect, type Page } from '@playwright/test';
import { housePhoto } from './pictures';

/**
 * Lists a house from the owner's empty dashboard: two generated pictures, the general form, and
 * six facilities (meeting 'Facilities less than 6' at five first). Ends on the dashboard.
 */
export async function listHouse(page: Page, house: { description: string; district: string }) {
  const { description, district } = house;
  await page.goto('/property-management');
  await expect(page.getByText('You have no properties yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New Property' }).click();
  await expect(page.getByRole('heading', { name: 'New property' })).toBeVisible();
  // A desktop's upload box speaks of clicking (and dropping), not of tapping.
  await expect(page.getByText('Click to choose pictures')).toBeVisible();
  await expect(page.getByText('Tap to choose pictures')).toBeHidden();

  await page
    .locator('input[type=file]')
    .setInputFiles([await housePhoto('front.jpg', 20), await housePhoto('yard.jpg', 120)]);
  await expect(page.getByText('2 of 10 pictures chosen')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture 2' })).toBeVisible();

  await page.getByLabel('Type', { exact: true }).selectOption('House');
  await page.getByLabel('Rooms', { exact: true }).fill('3');
  await page.getByLabel('Price per month ($)', { exact: true }).fill('350');
  await page.getByLabel('Area (m²)', { exact: true }).fill('140');
  await page.getByLabel('District', { exact: true }).selectOption(district);
  await page.getByLabel('Description', { exact: true }).fill(description);

  // Five facilities are not enough: the spec's message, and nothing is sent.
  const facilities: Array<[string, string]> = [
    ['Bed room', 'Wardrobe'],
    ['Bath room', 'Hot water'],
    ['HVAC', 'Ceiling fan'],
    ['Parking', 'Guarded parking'],
    ['Home safety', 'Security guard'],
    ['Services', 'Water tank'],
  ];
  for (const [category, name] of facilities.slice(0, 5)) {
    await page.locator('summary', { hasText: category }).click();
    await page.getByLabel(name, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Add property' }).click();
  await expect(page.getByText('Facilities less than 6')).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);

  const [category, name] = facilities[5]!;
  await page.locator('summary', { hasText: category }).click();
  await page.getByLabel(name, { exact: true }).check();
  await page.getByRole('button', { name: 'Add property' }).click();
  await expect(page).toHaveURL(/\/property-management$/);
}
