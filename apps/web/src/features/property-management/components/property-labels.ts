import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingKind, ListingStatus, ListingSummary } from '@rentals/shared';
import type { DeleteCall } from '../api/delete-property';

export { listingTitleIn, typeLabelIn } from '../../../shared/i18n/labels';

export const LISTING_STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  '': msg`Available`,
  pending: msg`Pending`,
  rented: msg`Rented`,
  ad: msg`Ad`,
};

/** A renting record's status; an unknown status shows as it is. */
const RECORD_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`pending`,
  rented: msg`rented`,
  declined: msg`declined`,
  cancelled: msg`cancelled`,
  completed: msg`completed`,
};

export const recordStatusLabel = (i18n: I18n, status: string): string => {
  const known = RECORD_STATUS_LABELS[status];
  return known ? i18n._(known) : status;
};

/** The owner's routes of each kind (spec 1 and 2, section 2). */
const KIND_SEGMENTS: Record<ListingKind, string> = {
  Property: 'default',
  Hall: 'halls',
  Hotel: 'hotels',
  Apartment: 'apartment-buildings',
};

export const reportPath = (listing: Pick<ListingSummary, '_id' | 'kind'>) =>
  `/properties/${KIND_SEGMENTS[listing.kind]}/${listing._id}/report`;

export const editPath = (listing: Pick<ListingSummary, '_id' | 'kind'>) =>
  `/properties/${KIND_SEGMENTS[listing.kind]}/${listing._id}/edit`;

/** The delete call of each kind the dashboard can delete (a building is not a general property). */
const DELETE_CALLS: Record<ListingKind, DeleteCall['path']> = {
  Property: '/rentingProperty/delete',
  Apartment: '/apartmentBuilding/delete',
  Hall: '/hallProperty/delete',
  Hotel: '/hotels/delete',
};

/** POST path deleting a listing of this kind (every kind has one). */
export const deleteCallPath = (kind: ListingKind): DeleteCall['path'] => DELETE_CALLS[kind];

export const PROPERTY_MANAGEMENT_PATH = '/property-management';

/**
 * What a listing's price is for: a month of a property, an hour of a hall, a night of a hotel
 * (shown after ' / ').
 */
export const PRICE_UNITS: Record<ListingKind, MessageDescriptor> = {
  Property: msg({ message: 'month', context: 'price unit' }),
  Apartment: msg({ message: 'month', context: 'price unit' }),
  Hall: msg({ message: 'hour', context: 'price unit' }),
  Hotel: msg({ message: 'night', context: 'price unit' }),
};
