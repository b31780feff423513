import type { CallInput, RouteContract } from '@rentals/shared';
import { listingUpload } from '../forms/multipart';
import { callData, type RouteOf } from './client';
import { useListingWrite } from './refreshing-mutation';

/** What an owner's edit form sends, whatever the kind. */
export type ListingUpdate<V> = {
  listingId: string;
  ownerId: string;
  /** only what changed (updatedValues.pictures may reorder the kept pictures) */
  updatedValues: V;
  /** replacements for all the pictures; none keeps them */
  pictures: File[];
};

/**
 * A kind's update call: POST multipart {<idField>, folder, pictures?, updatedValues}, the one
 * shape every kind's update takes (spec 2 section 7), in a new `{owner}/{folderKind}/…` folder.
 */
export const listingUpdateCall =
  <C extends RouteContract, V>(route: RouteOf<C>, folderKind: string, idField: string) =>
  ({ listingId, ownerId, updatedValues, pictures }: ListingUpdate<V>) => {
    const fields = { [idField]: listingId, updatedValues };
    const body = listingUpload(ownerId, folderKind, fields, pictures);
    return callData<C>(route, { body } as CallInput<C>);
  };

/**
 * The update as a mutation: afterwards whatever is cached about the listing, or about `refreshId`
 * (a room's hotel), and the listing grids are fetched again (useListingWrite).
 */
export const useListingUpdate = <V, R>(
  update: (input: ListingUpdate<V>) => Promise<R>,
  refreshId?: string,
) => useListingWrite(update, (input) => refreshId ?? input.listingId);
