import type { z } from 'zod';
import type { ListedType, ListingKind } from '../categories';
import type { RouteContract } from '../contract/route';
import type { FacilityCategory } from '../facilities';
import type { PictureLimit } from '../limits';

/** What one price is for; the web maps each key to its own message ('/ month'). */
export type PriceUnit = 'month' | 'hour' | 'night';

/**
 * Everything the server and the web need to know about one kind of listing, so a new kind is
 * one entry of KIND_DESCRIPTORS rather than a row in a dozen tables.
 */
export type KindDescriptor = KindFacts & {
  /** the owner's calls on it; verification goes through POST /notifications/add for every kind */
  api: {
    find: RouteContract;
    add: RouteContract;
    update: RouteContract;
    delete: RouteContract;
  };
  /** the multipart fields of add and update; the wire types are z.input/z.output of these */
  schemas: { add: z.ZodType; update: z.ZodType };
  /**
   * the 403 message of the owner policy's rule for every kind (modules/listings/policy.ts):
   * anyone but its owner updating, deleting or managing one
   */
  ownerRefusal: string;
};

/** The plain facts of a kind: what the web reads (kinds/facts.ts). */
export type KindFacts = {
  kind: ListingKind;
  /** the stored types a listings row of this kind holds; no other type is of this kind */
  types: readonly ListedType[];
  /** the web page of one listing of this kind (where its card opens) */
  webPath: (id: string) => string;
  /**
   * the POST path adding one, under /api: it takes an Idempotency-Key (IDEMPOTENT_PATHS lists
   * it from here); KIND_DESCRIPTORS' api.add says the same, with its contract
   */
  addPath: string;
  /** the POST path deleting one (KIND_DESCRIPTORS' api.delete says the same, with its contract) */
  deletePath: string;
  priceUnit: PriceUnit;
  /** its price is its cheapest unit's (a room, an apartment): said 'from $80 a night' */
  priceFrom: boolean;
  /**
   * the name of its public page when the server renders it for crawlers (apps/server/src/seo),
   * as the sitemap's files say it ('building-1.xml'); a kind without one is not in the sitemap
   */
  page?: string;
  pictures: PictureLimit;
  /** the categories its forms offer (a general property's Land narrows them: facilitiesFor) */
  facilityCategories: readonly FacilityCategory[];
};
