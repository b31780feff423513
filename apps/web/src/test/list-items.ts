import { screen, within } from '@testing-library/react';

/** The texts of a list's items, in order, as a reader meets them. */
export const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/**
 * The item of the list named `list` that shows `text`, to look inside. Waits for the list,
 * generously: the machine running the tests is often busy.
 */
export async function itemOf(list: string, text: string | RegExp) {
  const ul = await screen.findByRole('list', { name: list }, { timeout: 5000 });
  const li = within(ul).getByText(text).closest('li');
  if (!li) throw new Error(`no item of '${list}' shows ${String(text)}`);
  return within(li);
}

/** The figure of a report's tile: the `dd` beside the `dt` that says `label`. */
export const tileValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
