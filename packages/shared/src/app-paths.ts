/**
 * Every path the web app answers (apps/web/src/app/routes/route-table.tsx), in its router's
 * spelling: `:name` is one path segment. The server answers any other path 404 with the
 * not-found page, so a crawler never indexes a page that does not exist.
 */
export const APP_PATHS = [
  '/',
  '/login',
  '/signup',
  '/privacy',
  '/properties/:type',
  '/default/:id',
  '/rentingproperty/find/:id',
  '/home/rentingproperty/:id',
  '/home',
  '/land',
  '/hall',
  '/hotel',
  '/apartment',
  '/apartment-buildings/:propertyId',
  '/halls/:id',
  '/hotels/:hotel_id',
  '/myaccount',
  '/edit-profile',
  '/thankyou/:type',
  '/report',
  '/property-request',
  '/property-request/:type',
  '/property-management',
  '/properties/:id/new',
  '/properties/default/:propertyId/edit',
  '/properties/default/:propertyId/report',
  '/notifications/:id',
  '/admin',
  '/properties/apartment-buildings/:propertyId/edit',
  '/apartmentBuilding/add-apartment/:propertyId',
  '/properties/apartment-buildings/:propertyId/report',
  '/properties/report/apartment-building-report/:id',
  '/home/renting-hall/:id',
  '/properties/halls/:propertyId/edit',
  '/properties/halls/:propertyId/report',
  '/properties/edit-records/hall-event',
  '/properties/hotels/:propertyId/edit',
  '/properties/hotels/:propertyId/report',
  '/properties/edit-records/hotel-reservation',
  '/hotels/add-room/:hotelId',
  '/hotels/edit-room',
] as const;

const segments = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = APP_PATHS.map(segments);

/** Whether the web app has a page at this path (a trailing slash is ignored, as the router does). */
export function isAppPath(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part === parts[i]),
  );
}

/** Paths under which only a signed-in person has anything to see: robots.txt keeps crawlers out. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/myaccount',
  '/edit-profile',
  '/thankyou/',
  '/report',
  '/property-request',
  '/property-management',
  '/notifications/',
  '/admin',
  '/apartmentBuilding/',
  '/home/renting-hall/',
  '/properties/default/',
  '/properties/apartment-buildings/',
  '/properties/halls/',
  '/properties/hotels/',
  '/properties/report/',
  '/properties/edit-records/',
  '/hotels/add-room/',
  '/hotels/edit-room',
  '/properties/*/new',
  '/login',
  '/signup',
] as const;
