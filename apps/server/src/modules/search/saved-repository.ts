import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedSearches, users } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

/** Holds the person's row until the transaction ends: two saves at once count one after the other. */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSaved(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** Inserts unless the same search is kept (saved_searches_once_idx): null then. */
export async function insertSaved(db: Executor, values: NewSavedSearch) {
  const [row] = await db.insert(savedSearches).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The person's search with these fields. */
export async function findSame(db: Executor, values: NewSavedSearch) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, values.userId),
        eq(savedSearches.q, values.q ?? ''),
        eq(savedSearches.type, values.type ?? ''),
        eq(savedSearches.district, values.district ?? ''),
        eq(savedSearches.price, values.price ?? 'any'),
        eq(savedSearches.rooms, values.rooms ?? 'any'),
      ),
    );
  return row ?? null;
}

export const savedOf = (db: Executor, userId: string) =>
  db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));

/** Pauses or resumes the person's own search: null when they have none of that id. */
export async function setPaused(db: Executor, userId: string, id: string, paused: boolean) {
  const [row] = await db
    .update(savedSearches)
    .set({ paused })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the person's own search (its waiting matches go with it); whether it was there. */
export async function deleteSaved(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
