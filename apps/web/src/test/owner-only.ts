import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '@rentals/shared';
import { stubApi } from './api-stub';

/**
 * An edit page's two refusals: an unknown id says 'Can't find the property'; another owner's
 * listing (served by `othersListing`) is refused, with nothing to save.
 */
export async function expectEditOfOwnOnly(
  renderEdit: () => { unmount: () => void },
  othersListing: Parameters<typeof stubApi>[0],
) {
  stubApi({});
  const first = renderEdit();
  expect(await screen.findByText(messages.cantFindProperty)).toBeTruthy();
  first.unmount();
  stubApi(othersListing);
  renderEdit();
  expect(await screen.findByText(/Only the owner/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
}
