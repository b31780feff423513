import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { messages } from '@rentals/shared';

/** Opens the inbox card named `name` by its own button, which shows the answers; its contents. */
export async function expandCard(name: string | RegExp) {
  const article = await screen.findByRole('article', { name }, { timeout: 5000 });
  await userEvent.click(within(article).getByRole('button', { name }));
  return within(article);
}

/** Presses Accept or Decline on an open card and waits for the page to say it was done. */
export async function answerCard(card: ReturnType<typeof within>, choice: 'Accept' | 'Decline') {
  await userEvent.click(card.getByRole('button', { name: choice }));
  const done = choice === 'Accept' ? messages.acceptedSuccessfully : messages.declinedSuccessfully;
  expect(await screen.findByText(done)).toBeTruthy();
}
