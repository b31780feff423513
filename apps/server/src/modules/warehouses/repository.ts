import { and, eq } from 'drizzle-orm';
import { isUuid } from '@rentals/shared';
import type { Executor } from '../../db/client';
import { userCard } from '../../db/queries';
import { rentingProperties, users } from '../../db/schema';
// its own table from its own schema file: the schema index needs no line for it
import { warehouses } from '../../db/schema/warehouses';
import { listingRowsOf, type OwnerCard } from '../listings/rows';

/*
 * Drizzle only. This area owns warehouses and the renting_properties rows of type 'Warehouse'.
 */

export type PropertyRow = typeof rentingProperties.$inferSelect;
export type NewProperty = typeof rentingProperties.$inferInsert;
export type Details = Omit<typeof warehouses.$inferSelect, 'propertyId'>;
/** A warehouse: its listing row with its details. */
export type WarehouseRow = PropertyRow & Details;
export type WarehouseChanges = Partial<
  Pick<
    NewProperty,
    'name' | 'region' | 'district' | 'description' | 'facilities' | 'pictures' | 'price'
  >
> &
  Partial<Details>;

const p = rentingProperties;
const w = warehouses;
/** The warehouses' rows of renting_properties. */
export const warehouseRows = listingRowsOf('Warehouse');
const isWarehouse = warehouseRows.ofKind;
const columns = {
  row: p,
  floorArea: w.floorArea,
  loadingDocks: w.loadingDocks,
  ceilingHeight: w.ceilingHeight,
};
type Selected = { row: PropertyRow } & Details;
const flat = ({ row, ...details }: Selected): WarehouseRow => ({ ...row, ...details });

async function byId(db: Executor, id: string, forUpdate: boolean): Promise<WarehouseRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select(columns)
    .from(p)
    .innerJoin(w, eq(w.propertyId, p.id))
    .where(and(eq(p.id, id), isWarehouse))
    .limit(1);
  const [found] = await (forUpdate ? query.for('update', { of: p }) : query);
  return found ? flat(found) : null;
}

export const findWarehouse = (db: Executor, id: string) => byId(db, id, false);
/** Locks the warehouse's listing row for the rest of the transaction. */
export const lockWarehouse = (db: Executor, id: string) => byId(db, id, true);

export async function findWarehouseWithOwner(
  db: Executor,
  id: string,
): Promise<{ row: WarehouseRow; owner: OwnerCard } | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({ ...columns, owner: userCard })
    .from(p)
    .innerJoin(w, eq(w.propertyId, p.id))
    .innerJoin(users, eq(users.id, p.ownerId))
    .where(and(eq(p.id, id), isWarehouse))
    .limit(1);
  if (!found) return null;
  const { owner, ...rest } = found;
  return { row: flat(rest), owner };
}

/** The listing row and its details together (call inside a transaction). */
export async function insertWarehouse(
  db: Executor,
  values: NewProperty,
  details: Details,
): Promise<WarehouseRow> {
  const [row] = await db
    .insert(p)
    .values({ ...values, type: 'Warehouse' })
    .returning();
  await db.insert(w).values({ propertyId: row!.id, ...details });
  return { ...row!, ...details };
}

export async function updateWarehouse(
  db: Executor,
  id: string,
  changes: WarehouseChanges,
): Promise<WarehouseRow | null> {
  const { floorArea, loadingDocks, ceilingHeight, ...property } = changes;
  const details = { floorArea, loadingDocks, ceilingHeight };
  const given = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length > 0) await db.update(w).set(given).where(eq(w.propertyId, id));
  await db
    .update(p)
    .set({ ...property, updatedAt: new Date() })
    .where(and(eq(p.id, id), isWarehouse));
  return findWarehouse(db, id);
}
