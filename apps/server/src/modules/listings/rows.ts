import { and, eq, inArray } from 'drizzle-orm';
import { KIND_DESCRIPTORS, type ListingKind } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { deleteWhere, userCard } from '../../db/queries';
import { rentingProperties, users } from '../../db/schema';
import { isUuid } from '@rentals/shared';

/*
 * Drizzle only. Every kind keeps its listings in renting_properties (name, place, pictures,
 * facilities, verification); these are the reads and writes of those rows that do not differ by
 * kind but for the types the kind's descriptor gives. A kind's own table is its repository's.
 */

export type ListingRow = typeof rentingProperties.$inferSelect;
export type OwnerCard = { id: string; name: string; picture: string; contact: string };

const p = rentingProperties;

/** The renting_properties rows of one kind. */
export function listingRowsOf(kind: ListingKind) {
  const types = KIND_DESCRIPTORS[kind].types;
  const ofKind = types.length === 1 ? eq(p.type, types[0]!) : inArray(p.type, [...types]);

  async function byId(db: Executor, id: string, forUpdate: boolean): Promise<ListingRow | null> {
    if (!isUuid(id)) return null;
    const query = db
      .select()
      .from(p)
      .where(and(eq(p.id, id), ofKind))
      .limit(1);
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ?? null;
  }

  return {
    /** the condition that keeps a query to this kind, for the kind's own queries */
    ofKind,

    find: (db: Executor, id: string) => byId(db, id, false),

    /** Locks the row for the rest of the transaction. */
    lock: (db: Executor, id: string) => byId(db, id, true),

    async withOwner(
      db: Executor,
      id: string,
    ): Promise<{ row: ListingRow; owner: OwnerCard } | null> {
      if (!isUuid(id)) return null;
      const [found] = await db
        .select({ row: p, owner: userCard })
        .from(p)
        .innerJoin(users, eq(users.id, p.ownerId))
        .where(and(eq(p.id, id), ofKind))
        .limit(1);
      return found ?? null;
    },

    /** rows of these ids (any order; ids of nothing, or of another kind, are skipped) */
    async byIds(db: Executor, ids: readonly string[]): Promise<ListingRow[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      return db
        .select()
        .from(p)
        .where(and(inArray(p.id, valid), ofKind));
    },

    /** answers whether it went; its details go with it by cascade */
    remove: (db: Executor, id: string) => deleteWhere(db, p, and(eq(p.id, id), ofKind)),

    /** Admin's verification: false when no listing of this kind has this id. */
    async setVerified(db: Executor, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(p)
        .set({ verified: true, updatedAt: new Date() })
        .where(and(eq(p.id, id), ofKind))
        .returning({ id: p.id });
      return rows.length === 1;
    },
  };
}

export type ListingRows = ReturnType<typeof listingRowsOf>;
