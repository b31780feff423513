import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  KIND_FACTS,
  ownerPagePath,
  type KindFacts,
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

/**
 * Where the dashboard's View opens a listing: its report, for a kind that has one (its facts'
 * `report`), else its public page, which every kind has.
 */
export const viewPath = ({ kind, _id }: Pick<ListingSummary, '_id' | 'kind'>) => {
  const facts: KindFacts = KIND_FACTS[kind];
  return facts.report ? ownerPagePath(kind, _id, 'report') : facts.webPath(_id);
};

export const editPath = (listing: Pick<ListingSummary, '_id' | 'kind'>) =>
  ownerPagePath(listing.kind, listing._id, 'edit');

/** POST path deleting a listing of this kind (every kind has one). */
export const deleteCallPath = (kind: ListingKind): DeleteCall['path'] =>
  KIND_FACTS[kind].deletePath;
