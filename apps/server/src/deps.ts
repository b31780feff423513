import type { CategoryCounts, ListingKind, ListingSummary } from '@rentals/shared';
import type { Config } from './config';
import type { Db, Executor } from './db/client';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sender';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

/*
 * Below the modules and above the lower layers: what app.ts hands every module. What the modules
 * offer one another through it (the listings of every kind) is declared here as a type and built
 * by modules/listings/registry.ts, so this file imports no module.
 */

/** What other areas need to know about a listing of any kind, without reading its table. */
export type ListingRef = {
  id: string;
  kind: ListingKind;
  ownerId: string;
  name: string;
  type: string;
  pictures: string[];
};

/** The listings of every kind, as one: what `deps.listings` holds. */
export type Listings = {
  /** the listing with this id, whatever its kind, or null */
  find(db: Executor, id: string): Promise<ListingRef | null>;
  /** cards of these ids across every kind, in the order of `ids` */
  summaries(db: Executor, ids: readonly string[]): Promise<ListingSummary[]>;
  /** the 'Explore more' counts: every category route, summed over the kinds that fill it */
  countByRoute(db: Executor): Promise<CategoryCounts>;
  /** marks the listing verified; false when it could not be */
  setVerified(tx: Executor, listing: Pick<ListingRef, 'id' | 'kind'>): Promise<boolean>;
};

/** What the modules need from the outside world, built once in buildApp. */
export type Deps = {
  config: Config;
  db: Db;
  /** the database planning each named statement once (db/client.ts Database.planOnce) */
  planOnce: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** SMS within the deployment's bounds (SMS_COUNTRIES, SMS_DAILY_LIMIT), recorded */
  sms: SmsSender;
  storage: Storage;
  /** the listings of every kind (the kinds given to buildApp) */
  listings: Listings;
  /** live 'something new' events to users' open tabs (socket.io once attached) */
  realtime: Realtime;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
