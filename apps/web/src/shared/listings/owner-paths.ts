/** The owner's dashboard, where the add and edit forms lead back to (spec 2 section 2). */
export const PROPERTY_MANAGEMENT_PATH = '/property-management';

/**
 * The owner's pages of a listing sit under /properties at its public path (spec 1 and 2,
 * section 2): /properties/halls/:id/report for /halls/:id. The server's list of the app's paths
 * (APP_PATHS) is made with the same.
 */
export { ownerPagePath } from '@rentals/shared';
