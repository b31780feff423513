import type { Tx } from '../client';
import type { UserRow } from '../schema';
import type { Storage } from '../../storage/storage';
import type { DemoUserKey } from './demo-users';

/** The demo data's clock steps, in milliseconds. */
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

export type SeedContext = { tx: Tx; storage: Storage; users: Record<DemoUserKey, UserRow> };
/** One area's demo data; areas append theirs to `demoSeeds` and run after the users exist. */
export type Seed = { name: string; run(ctx: SeedContext): Promise<void> };
