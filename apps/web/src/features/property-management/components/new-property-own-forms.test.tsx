import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  KIND_FACTS,
  LISTING_KINDS,
  PICTURE_LIMITS,
  type KindFacts,
  type ListingKind,
} from '@rentals/shared';
import { renderRoutes, testUser } from '../../../test/render';
import { NewPropertyPage, type OwnNewForm } from './new-property-page';

/** The kinds with their own New Property choice, by their facts. */
const OWN = LISTING_KINDS.flatMap((kind) => {
  const facts: KindFacts = KIND_FACTS[kind];
  return facts.newChoice ? [{ kind, choice: facts.newChoice }] : [];
});

/** A stand-in for a kind's own form, saying whose it is and what it was given. */
const standInFor =
  (kind: ListingKind): OwnNewForm =>
  ({ picked }) => <p>{`${kind} form with ${picked.pictures.length} pictures`}</p>;

/** A stand-in for every kind's own form (the page shows only those of the kinds it offers). */
const STAND_INS = Object.fromEntries(LISTING_KINDS.map((kind) => [kind, standInFor(kind)]));

const renderNew = () =>
  renderRoutes({
    path: `/properties/${testUser._id}/new`,
    routes: [{ path: '/properties/:id/new', element: <NewPropertyPage ownForms={STAND_INS} /> }],
    user: testUser,
  });

describe("NewPropertyPage's own forms", () => {
  it("lists 'Any', the general choices, then the kinds' own choices in the facts' order", async () => {
    renderNew();
    const options = within(await screen.findByLabelText('Type')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      'Any',
      'House',
      'Office',
      'Land',
      'Retail Space',
      'Apartment',
      ...OWN.map((own) => own.choice),
    ]);
  });

  it.each(OWN)(
    "$choice shows the form the app gives for $kind, with its pictures' limit",
    async ({ kind, choice }) => {
      renderNew();
      await userEvent.selectOptions(await screen.findByLabelText('Type'), choice);
      await screen.findByText(`${kind} form with 0 pictures`);
      expect(
        screen.getByText(`0 of ${KIND_FACTS[kind].pictures.max} pictures chosen`),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add property' })).toBeNull();
    },
  );

  it('keeps the general form, and its limit, for a general choice', async () => {
    renderNew();
    await userEvent.selectOptions(await screen.findByLabelText('Type'), 'Office');
    expect(screen.queryByText(/ form with /)).toBeNull();
    screen.getByRole('button', { name: 'Add property' });
    expect(screen.getByText(`0 of ${PICTURE_LIMITS.property.max} pictures chosen`)).toBeTruthy();
  });
});
