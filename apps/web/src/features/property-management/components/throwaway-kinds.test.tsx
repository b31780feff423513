import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KIND_FACTS } from '@rentals/shared';
import { callsTo, ok, stubApi } from '../../../test/api-stub';
import { aListing } from '../../../test/owner-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { answerDialog } from '../../../test/dialog';
import { MARQUEE, MARQUEE_FACTS, TENT, TENT_FACTS } from '../../../test/throwaway-kinds';
import { NewPropertyPage, type OwnNewForm } from './new-property-page';
import { PropertyManagementPage } from './property-management-page';

// The web as it is with two kinds more than the product's: a bare one and one with every part
// (test/throwaway-kinds.ts). What these pages read of a kind comes from its facts alone.
vi.mock('@rentals/shared', async (actual) =>
  (await import('../../../test/throwaway-kinds')).withThrowawayKinds(await actual()),
);

const TENT_CARD = aListing({
  _id: 'a1000000-0000-4000-8000-0000000000a1',
  kind: TENT,
  type: 'Tent',
  name: 'Teendho Lido',
});
const MARQUEE_CARD = aListing({
  _id: 'a1000000-0000-4000-8000-0000000000a2',
  kind: MARQUEE,
  type: 'Marquee',
  name: 'Teendho Weyn',
});

const renderDashboard = () => {
  const fetchMock = stubApi({
    'GET /users/properties': ok([TENT_CARD, MARQUEE_CARD], null),
    'GET /views/property-views/': ok({
      propertyId: TENT_CARD._id,
      views: 0,
      signedIn: 0,
      visitors: 0,
      uniqueUsers: 0,
    }),
    'GET /rentingProperty/favorites/': ok({ propertyId: TENT_CARD._id, favorites: 0 }),
    'POST /tents/delete': ok('success'),
  });
  renderRoutes({
    path: '/property-management',
    routes: [{ path: '/property-management', element: <PropertyManagementPage /> }],
    user: testUser,
  });
  return fetchMock;
};

describe("the owner's dashboard with a bare kind and a full one", { timeout: 20_000 }, () => {
  it("opens a bare kind's listing on its public page, which every kind has, not on a report it lacks", async () => {
    renderDashboard();
    const view = await screen.findByRole('link', { name: 'View Teendho Lido' });
    expect(view.getAttribute('href')).toBe(TENT_FACTS.webPath(TENT_CARD._id));
    expect(view.getAttribute('href')).not.toMatch(/report/);
    expect(screen.getByRole('link', { name: 'Edit Teendho Lido' }).getAttribute('href')).toBe(
      `/properties/tents/${TENT_CARD._id}/edit`,
    );
  });

  it("opens a full kind's listing on its report", async () => {
    renderDashboard();
    const view = await screen.findByRole('link', { name: 'View Teendho Weyn' });
    expect(view.getAttribute('href')).toBe(`/properties/marquees/${MARQUEE_CARD._id}/report`);
    expect(screen.getByRole('link', { name: 'Edit Teendho Weyn' }).getAttribute('href')).toBe(
      `/properties/marquees/${MARQUEE_CARD._id}/edit`,
    );
  });

  it("prices each in its unit and deletes through its kind's own call", async () => {
    const fetchMock = renderDashboard();
    const card = (await screen.findByRole('heading', { name: 'Teendho Lido' })).closest('li')!;
    expect(within(card).getByText('/ night')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Teendho Lido' }));
    await answerDialog('Delete this property?', 'Delete');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /tents/delete')).toHaveLength(1));
  });
});

/** A stand-in for a kind's own New Property form, saying whose it is. */
const standIn =
  (kind: string): OwnNewForm =>
  ({ picked }) => <p>{`${kind} form with ${picked.pictures.length} pictures`}</p>;

const renderNew = () =>
  renderRoutes({
    path: `/properties/${testUser._id}/new`,
    routes: [
      {
        path: '/properties/:id/new',
        element: (
          <NewPropertyPage
            ownForms={{
              Hall: standIn('Hall'),
              Hotel: standIn('Hotel'),
              [MARQUEE]: standIn('Marquee'),
            }}
          />
        ),
      },
    ],
    user: testUser,
  });

describe('New Property with a bare kind and a full one', { timeout: 20_000 }, () => {
  it('offers the full kind, after the real ones, and not the bare one', async () => {
    renderNew();
    const options = within(await screen.findByLabelText('Type'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options.at(-1)).toBe('Marquee');
    expect(options).not.toContain('Tent');
    expect(KIND_FACTS[TENT]).toBe(TENT_FACTS);
  });

  it("shows the full kind's own form with its pictures' limit", async () => {
    renderNew();
    await userEvent.selectOptions(await screen.findByLabelText('Type'), 'Marquee');
    await screen.findByText('Marquee form with 0 pictures');
    expect(screen.getByText(`0 of ${MARQUEE_FACTS.pictures.max} pictures chosen`)).toBeTruthy();
  });
});
