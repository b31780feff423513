import { listingTitle, type ListingKind, type ListingSummary } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { presentSummary, type CardRow } from './card';
import type { ListingSource } from './registry';
import type { ListingRow } from './rows';

/** Cards of these rows (of `kind`, when said; else each row's type's). */
export const cardsOf = (rows: readonly CardRow[], kind?: ListingKind): ListingSummary[] =>
  rows.map((row) => presentSummary(row, kind));

/** What a source reads of a kind's rows (listingRowsOf's, or a kind's own). */
export type SourceRows = {
  find(
    db: Executor,
    id: string,
  ): Promise<Pick<ListingRow, 'id' | 'ownerId' | 'name' | 'type' | 'district' | 'pictures'> | null>;
  byIds(db: Executor, ids: readonly string[]): Promise<CardRow[]>;
  setVerified(db: Executor, id: string): Promise<boolean>;
};

/**
 * A kind's listing source from its rows. The category routes are counted by the general
 * properties' source (it counts the listings table by type), so the other kinds add nothing.
 */
export function listingSource(
  kind: ListingKind,
  rows: SourceRows,
  countByRoute: ListingSource['countByRoute'] = async () => ({}),
): ListingSource {
  return {
    kind,
    async find(db, id) {
      const row = await rows.find(db, id);
      if (!row) return null;
      return {
        id: row.id,
        kind,
        ownerId: row.ownerId,
        name: listingTitle({
          name: row.name,
          type: row.type,
          location: { district: row.district },
        }),
        type: row.type,
        pictures: row.pictures,
      };
    },
    // its rows are all of its kind: the kind is its own, not looked up by type
    summaries: async (db, ids) => cardsOf(await rows.byIds(db, ids), kind),
    countByRoute,
    setVerified: (tx, id) => rows.setVerified(tx, id),
  };
}
