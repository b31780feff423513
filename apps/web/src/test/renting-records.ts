import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { messages } from '@rentals/shared';
import { callsTo, type FetchMock } from './api-stub';
import { answerDialog } from './dialog';
import { itemOf } from './list-items';

/** An owner's report's 'Renting records' row of the renter named `Renter <status>`. */
export const recordRow = (name: string) => itemOf('Renting records', name);

/**
 * Which of the named buttons each status's row offers: shown at all, or (when every row shows
 * them) enabled; the two reports differ in that, their tables of rules not.
 */
export async function buttonsByStatus<S extends string>(
  statuses: readonly S[],
  names: readonly string[],
  offered: 'shown' | 'enabled',
) {
  const byStatus = {} as Record<S, Record<string, boolean>>;
  for (const status of statuses) {
    const row = await recordRow(`Renter ${status}`);
    const offers = (name: string) =>
      offered === 'shown'
        ? row.queryByRole('button', { name }) !== null
        : !(row.getByRole('button', { name }) as HTMLButtonElement).disabled;
    byStatus[status] = Object.fromEntries(names.map((name) => [name, offers(name)]));
  }
  return byStatus;
}

/**
 * Vacate on the rented record's row asks first (nothing is sent), then the owner's yes sends
 * `route` and says 'success'.
 */
export async function vacateRented(fetchMock: FetchMock, route: string, question: string) {
  await userEvent.click((await recordRow('Renter rented')).getByRole('button', { name: 'Vacate' }));
  expect(callsTo(fetchMock, route)).toHaveLength(0);
  await answerDialog(question, 'Vacate');
  expect(await screen.findByText(messages.success)).toBeTruthy();
}

/** The row's call and WhatsApp links to the number the record fixtures' renter gave. */
export function expectRenterLinks(row: Awaited<ReturnType<typeof recordRow>>, renter: string) {
  const link = (name: string) => row.getByRole('link', { name }).getAttribute('href');
  expect(link(`Call ${renter} on +252 61 555 0104`)).toBe('tel:+252615550104');
  expect(link(`WhatsApp ${renter} on +252 61 555 0104`)).toBe('https://wa.me/252615550104');
}
