import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  KIND_FACTS,
  ownerPagePath,
  type ListingKind,
  type ListingStatus,
  type ListingSummary,
} from '@rentals/shared';
import type { DeleteCall } from '../api/delete-property';

export { listingTitleIn, typeLabelIn } from '../../../shared/i18n/labels';

export const LISTING_STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  '': msg`Available`,
  pending: msg`Pending`,
  rented: msg`Rented`,
  ad: msg`Ad`,
};

export const reportPath = (listing: Pick<ListingSummary, '_id' | 'kind'>) =>
  ownerPagePath(listing.kind, listing._id, 'report');

export const editPath = (listing: Pick<ListingSummary, '_id' | 'kind'>) =>
  ownerPagePath(listing.kind, listing._id, 'edit');

/** POST path deleting a listing of this kind (every kind has one). */
export const deleteCallPath = (kind: ListingKind): DeleteCall['path'] =>
  KIND_FACTS[kind].deletePath;
