import { DEFAULT_REGION } from '@rentals/shared';
import type { Tx } from '../client';
import { rentingProperties } from '../schema';
import { encodeListingPicture, storeListingPicture } from '../../media/listing-pictures';
import type { Storage } from '../../storage/storage';

/* What the demo listings of every kind are made of: a stored picture, a renting_properties row. */

/** A drawn scene stored as a listing picture (quick to encode: the first start waits for it). */
export async function storeScene(storage: Storage, folder: string, scene: Buffer): Promise<string> {
  const picture = await encodeListingPicture(scene, { effort: 2, preview: false });
  return storeListingPicture(storage, folder, picture);
}

/**
 * A small pool of stored scenes for one kind's listings, `scene(v)` for v from 0 to size - 1; a
 * few keep the first start quick.
 */
export async function scenePool(
  storage: Storage,
  folder: string,
  size: number,
  scene: (v: number) => Buffer,
): Promise<string[]> {
  const pool: string[] = [];
  for (let v = 0; v < size; v++) pool.push(await storeScene(storage, folder, scene(v)));
  return pool;
}

/** `count` pictures of the pool from the `i`-th on, so that neighbouring listings differ. */
export const picturesFrom = (pool: readonly string[], i: number, count: number) =>
  Array.from({ length: count }, (_, k) => pool[(i + k) % pool.length]!);

type ListingValues = Omit<typeof rentingProperties.$inferInsert, 'region' | 'updatedAt'> & {
  createdAt: Date;
};

/** A demo listing's row, in the default region, last changed when it was made. */
export async function insertListing(tx: Tx, values: ListingValues) {
  const [row] = await tx
    .insert(rentingProperties)
    .values({ ...values, region: DEFAULT_REGION, updatedAt: values.createdAt })
    .returning();
  return row!;
}
