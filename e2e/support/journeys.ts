import { expect, type Browser, type Page } from '@playwright/test';
import { codeFor } from './mailbox';
import { oneSignInAt } from './sign-in-lock';
import { waitForAppAfterNavigation } from './test';

/** A unique address per run, so journeys never collide with each other or with demo users. */
export const newEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.so`;

/** Signs up through the form and the e-mailed code, as a person would. */
export async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await expect(page.getByLabel('Code')).toBeDisabled();
  const since = Date.now();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code')).toBeEnabled();
  await page.getByLabel('Code').fill(await codeFor(email, since));
  await page.getByRole('button', { name: 'Continue' }).click();
  await leftTheForm(page, 'Continue');
}

/**
 * Signed in, the app takes the person on from the form, whose page may stay a moment while the
 * next one's code loads (the header already shows them signed in): wait until the form is gone,
 * so the next step never meets its text ('We sent a 6-digit code to <e-mail>').
 */
async function leftTheForm(page: Page, submit: string) {
  await expect(page.getByRole('button', { name: submit, exact: true })).toHaveCount(0);
}

/** Logs in from the current /login page through the e-mailed code. */
export async function logInFromLoginPage(page: Page, email: string) {
  await oneSignInAt(email, async () => {
    const since = Date.now();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').fill(await codeFor(email, since));
    await page.getByRole('button', { name: 'Log in' }).click();
    await leftTheForm(page, 'Log in');
  });
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  // Logging out goes to / and reloads the page; wait for that load before going on.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Get started' }).first()).toBeVisible();
}

/** A fresh browser context per person, so an owner, a visitor and a renter never share a cookie. */
export async function personIn(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: waitForAppAfterNavigation(await context.newPage()) };
}
