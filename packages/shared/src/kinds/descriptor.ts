import type { z } from 'zod';
import type { RouteContract } from '../contract/route';
import type { KindFacts } from '../kind-facts';

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
