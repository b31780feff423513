import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import {
  aBuilding,
  anAddress,
  anApartment,
  anApartmentRecord,
  BUILDING_ID,
} from '../../../test/apartment-fixtures';
import { RENTER_ID } from '../../../test/owner-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { BuildingReportPage } from './building-report-page';
import { tileValue } from '../../../test/list-items';
import {
  buttonsByStatus,
  expectRenterLinks,
  recordRow,
  vacateRented,
} from '../../../test/renting-records';

const STATUSES = ['pending', 'rented', 'declined', 'completed'] as const;
const RECORDS = STATUSES.map((status, i) =>
  anApartmentRecord({
    _id: `b0000000-0000-4000-8000-00000000000${i}`,
    status,
    apartment_address: `${i + 1}A`,
    user: { _id: RENTER_ID, name: `Renter ${status}`, picture: '', email: 'r@example.so' },
  }),
);
const APARTMENTS = [
  anApartment({
    addresses: [anAddress('1A', 'pending'), anAddress('2A', 'rented'), anAddress('3A')],
  }),
  anApartment({
    _id: 'e1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f7',
    apartment_type: 'Studio apartment',
    addresses: [anAddress('4A'), anAddress('5A')],
  }),
];

const baseRoutes = {
  'GET /apartmentBuilding/find': ok(aBuilding({ owner: testUser._id })),
  [`GET /apartments/find-apartments/${BUILDING_ID}`]: ok(APARTMENTS),
  'GET /apartment-renting-record/find': ok(RECORDS),
};

const routes = [
  { path: '/properties/apartment-buildings/:propertyId/report', element: <BuildingReportPage /> },
  { path: '/properties/report/apartment-building-report/:id', element: <BuildingReportPage /> },
];
const renderReport = (path = `/properties/apartment-buildings/${BUILDING_ID}/report`) =>
  renderRoutes({ path, routes, user: testUser });

describe('BuildingReportPage', { timeout: 20_000 }, () => {
  it('sums up the addresses and lists records, apartments and owner links', async () => {
    const fetchMock = stubApi(baseRoutes);
    renderReport();
    const row = await recordRow('Renter pending');
    expect(row.getByText('pending')).toBeTruthy();
    expect(row.getByText('1A')).toBeTruthy();
    expect(row.getByText(/2-bedroom apartment/)).toBeTruthy();
    expectRenterLinks(row, 'Renter pending');
    await waitFor(() => expect(tileValue('Apartments')).toBe('2'));
    expect(tileValue('Addresses')).toBe('5');
    expect(tileValue('Rented')).toBe('1');
    expect(tileValue('Pending')).toBe('1');
    expect(tileValue('Available')).toBe('3');
    expect(callsTo(fetchMock, 'GET /apartment-renting-record/find')[0]?.url.search).toBe(
      `?apartmentBuildingId=${BUILDING_ID}`,
    );
    const apartments = screen.getByRole('list', { name: 'Apartments' });
    expect(within(apartments).getByRole('heading', { name: 'Studio apartment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit building' }).getAttribute('href')).toBe(
      `/properties/apartment-buildings/${BUILDING_ID}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Add apartment' }).getAttribute('href')).toBe(
      `/apartmentBuilding/add-apartment/${BUILDING_ID}`,
    );
  });

  it('shows Book unless rented and Vacate only while pending or rented', async () => {
    stubApi(baseRoutes);
    renderReport(`/properties/report/apartment-building-report/${BUILDING_ID}`);
    expect(await buttonsByStatus(STATUSES, ['Book', 'Vacate'], 'shown')).toEqual({
      pending: { Book: true, Vacate: true },
      rented: { Book: false, Vacate: true },
      declined: { Book: true, Vacate: false },
      completed: { Book: true, Vacate: false },
    });
  });

  it('books a record, telling the renter it was accepted', async () => {
    const fetchMock = stubApi({ ...baseRoutes, 'POST /apartments/rent': ok('success') });
    renderReport();
    await userEvent.click(
      (await recordRow('Renter pending')).getByRole('button', { name: 'Book' }),
    );
    expect(await screen.findByText(messages.acceptedSuccessfully)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /apartments/rent')).toEqual({
      apartmentRentingRecordId: RECORDS[0]?._id,
      apartmentBuildingId: BUILDING_ID,
      apartment_address: '1A',
      notification: {
        from: testUser._id,
        notifier: RENTER_ID,
        type: 'rent-accepted',
        about: BUILDING_ID,
      },
    });
  });

  it("warns when the address is already rented ('rented')", async () => {
    stubApi({ ...baseRoutes, 'POST /apartments/rent': ok('rented') });
    renderReport();
    await userEvent.click(
      (await recordRow('Renter declined')).getByRole('button', { name: 'Book' }),
    );
    expect(await screen.findByText(messages.alreadyRented)).toBeTruthy();
  });

  it('vacates after a confirmation', async () => {
    const fetchMock = stubApi({ ...baseRoutes, 'POST /apartments/vacate': ok('completed') });
    renderReport();
    await vacateRented(fetchMock, 'POST /apartments/vacate', 'Vacate this apartment?');
    expect(jsonSentTo(fetchMock, 'POST /apartments/vacate')).toEqual({
      apartmentRentingRecordId: RECORDS[1]?._id,
      apartmentBuildingId: BUILDING_ID,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is for the owner only', async () => {
    const fetchMock = stubApi({ ...baseRoutes, 'GET /apartmentBuilding/find': ok(aBuilding()) });
    renderReport();
    expect(
      await screen.findByText('Only the owner of this building can see this page.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /apartment-renting-record/find')).toHaveLength(0);
  });
});
