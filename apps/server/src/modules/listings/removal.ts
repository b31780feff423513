import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { removeNotificationsAbout } from '../notifications/service';
import type { UserRow } from '../users/repository';
import { deleteListingEngagement } from './engagement';
import { authorize, mustExist, type KindRef } from './policy';

/** How one kind takes part in the owner's delete. */
export type RemovalAdapter<Row> = {
  kind: KindRef;
  /** the listing locked for the rest of the transaction */
  lock(tx: Executor, id: string): Promise<Row | null>;
  listingOf(row: Row): { id: string; ownerId: string };
  /** a 409 while someone holds it (a live request, event or reservation) */
  assertDeletable(tx: Executor, row: Row): Promise<void>;
  /** the ids of its records whose notifications go with it */
  recordIds(tx: Executor, listingId: string): Promise<string[]>;
  /** deletes the listing; its details and records go by cascade */
  remove(tx: Executor, row: Row): Promise<void>;
};

export const noRecords = async (): Promise<string[]> => [];

/**
 * The owner's delete, for any kind: the listing with its favourites and ratings (they
 * carry no foreign key) and every notification about it or its records, in one transaction.
 */
export const deleteListing =
  <Row>(adapter: RemovalAdapter<Row>) =>
  (deps: Deps, actor: UserRow, id: string): Promise<'success'> =>
    deps.db.transaction(async (tx) => {
      const row = mustExist(await adapter.lock(tx, id));
      const listing = adapter.listingOf(row);
      authorize(actor, 'delete', adapter.kind, listing);
      await adapter.assertDeletable(tx, row);
      const records = await adapter.recordIds(tx, listing.id);
      for (const about of [listing.id, ...records]) await removeNotificationsAbout(tx, about);
      await deleteListingEngagement(tx, listing.id);
      await adapter.remove(tx, row);
      return 'success' as const;
    });
