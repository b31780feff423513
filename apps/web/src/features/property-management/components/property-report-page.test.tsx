import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { fail, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { aProperty, aRecord, PROPERTY_ID, RENTER_ID } from '../../../test/owner-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { PropertyReportPage } from './property-report-page';
import {
  buttonsByStatus,
  expectRenterLinks,
  recordRow,
  vacateRented,
} from '../../../test/renting-records';

const STATUSES = ['pending', 'rented', 'declined', 'cancelled', 'completed'] as const;
const RECORDS = STATUSES.map((status, i) =>
  aRecord({
    _id: `b0000000-0000-4000-8000-00000000000${i}`,
    status,
    user: { _id: RENTER_ID, name: `Renter ${status}`, picture: '' },
  }),
);

const baseRoutes = {
  [`GET /rentingproperty/find/${PROPERTY_ID}`]: ok(aProperty()),
  'GET /views/property-views/': ok({
    propertyId: PROPERTY_ID,
    views: 12,
    signedIn: 7,
    visitors: 5,
    uniqueUsers: 4,
  }),
  'GET /rentingProperty/favorites/': ok({ propertyId: PROPERTY_ID, favorites: 6 }),
  'GET /ratingsAndReviews/findPropertyRatings': ok({
    categories: {
      cleanliness: 4,
      amenities: 3.5,
      propertyConditions: 4,
      communication: 5,
      value: 4,
    },
    overall: 4.1,
    count: 2,
  }),
  'GET /rentingPropertyRecords/records/renting-records': ok(RECORDS),
};

const routes = [
  { path: '/properties/default/:propertyId/report', element: <PropertyReportPage /> },
];
const renderReport = () =>
  renderRoutes({ path: `/properties/default/${PROPERTY_ID}/report`, routes, user: testUser });

describe('PropertyReportPage', { timeout: 20_000 }, () => {
  it('shows views, favourites, ratings and dated records with their status', async () => {
    stubApi(baseRoutes);
    renderReport();
    expect(await screen.findByText('4.1')).toBeTruthy();
    expect(screen.getByText('out of 5 · 2 ratings')).toBeTruthy();
    const favourites = screen.getByText('Favourites', { selector: 'dt' }).parentElement;
    await waitFor(() => expect(favourites?.querySelector('dd')?.textContent).toBe('6'));
    const row = await recordRow('Renter pending');
    expect(row.getByText('05-March-2026')).toBeTruthy();
    expect(row.getByText('pending')).toBeTruthy();
    // the number the renter gave, with a call and a WhatsApp link
    expect(row.getByText('+252 61 555 0104')).toBeTruthy();
    expectRenterLinks(row, 'Renter pending');
  });

  it('enables Rent only for declined or cancelled records and Vacate only for live ones', async () => {
    stubApi(baseRoutes);
    renderReport();
    expect(await buttonsByStatus(STATUSES, ['Rent', 'Vacate'], 'enabled')).toEqual({
      pending: { Rent: false, Vacate: true },
      rented: { Rent: false, Vacate: true },
      declined: { Rent: true, Vacate: false },
      cancelled: { Rent: true, Vacate: false },
      completed: { Rent: false, Vacate: false },
    });
  });

  it('rents to the renter of a record, accepted by the owner', async () => {
    const fetchMock = stubApi({
      ...baseRoutes,
      'POST /rentingPropertyRecords/record/update-to-rent': ok('success'),
    });
    renderReport();
    await userEvent.click(
      (await recordRow('Renter declined')).getByRole('button', { name: 'Rent' }),
    );
    expect(await screen.findByText(messages.acceptedSuccessfully)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /rentingPropertyRecords/record/update-to-rent')).toEqual({
      propertyId: PROPERTY_ID,
      userId: RENTER_ID,
      acceptedBy: testUser._id,
      propertyRentingRecordId: RECORDS[2]?._id,
    });
  });

  it('shows the reason when renting conflicts (409)', async () => {
    stubApi({
      ...baseRoutes,
      'POST /rentingPropertyRecords/record/update-to-rent': fail(409, 'The property is rented'),
    });
    renderReport();
    await userEvent.click(
      (await recordRow('Renter cancelled')).getByRole('button', { name: 'Rent' }),
    );
    expect(await screen.findByText('The property is rented')).toBeTruthy();
  });

  it('vacates after a confirmation, telling the renter', async () => {
    const fetchMock = stubApi({ ...baseRoutes, 'POST /rentingProperty/unrent/': ok('success') });
    renderReport();
    await vacateRented(fetchMock, 'POST /rentingProperty/unrent/', 'Vacate this property?');
    expect(jsonSentTo(fetchMock, 'POST /rentingProperty/unrent/')).toEqual({
      type: 'vacated',
      from: testUser._id,
      notifier: RENTER_ID,
      propertyRentingRecordId: RECORDS[1]?._id,
      propertyId: PROPERTY_ID,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
