import type { MessageDescriptor } from '@lingui/core';
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
