import { within } from '@testing-library/react';

/** The texts of a list's items, in order, as a reader meets them. */
export const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
