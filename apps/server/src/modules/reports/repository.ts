import type { Executor } from '../../db/client';
import { propertyRequests, reports } from '../../db/schema';

export async function insertReport(
  db: Executor,
  values: typeof reports.$inferInsert,
): Promise<void> {
  await db.insert(reports).values(values);
}

export async function insertPropertyRequest(
  db: Executor,
  values: typeof propertyRequests.$inferInsert,
): Promise<void> {
  await db.insert(propertyRequests).values(values);
}
