import { KIND_FACTS, type ListingKind } from './kind-facts';

/** The owner's dashboard, where the add and edit forms lead back to (spec 2 section 2). */
export const PROPERTY_MANAGEMENT_PATH = '/property-management';

/**
 * The owner's pages of a listing sit under /properties at its public path (spec 1 and 2,
 * section 2): /properties/halls/:id/report for /halls/:id.
 */
export const ownerPagePath = (kind: ListingKind, id: string, page: 'report' | 'edit') =>
  `/properties${KIND_FACTS[kind].webPath(id)}/${page}`;
