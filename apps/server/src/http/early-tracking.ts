import { matchPath } from 'react-router';
import {
  GUEST_SESSION_USER,
  isUuid,
  NO_SESSION_ID,
  PROPERTY_VIEW_DELAY_MS,
  publicPageOf,
  type OpenedPage,
} from '@rentals/shared';

type Call = { path: string; body: Record<string, string> };
export type EarlyTracking = { pageView: Call; view?: Call & { after: number } };

/**
 * The tracking calls a visitor's rendered page owes before the app's code runs (it runs at the
 * first sign of use, see apps/web/public/boot.js): the page view, as the app's page-view tracking
 * sends it for a visitor, and on a listing's page its view after the same delay as the app's.
 */
export function earlyTracking(
  url: string,
  opened: OpenedPage | undefined = publicPageOf(url.split('?')[0]!, matchPath),
): EarlyTracking {
  const pageView: Call = {
    path: '/api/page-views/add',
    body: { userId: GUEST_SESSION_USER, sessionId: NO_SESSION_ID, url },
  };
  // A listing that cannot exist (not an id) shows the not-found page: no view to count.
  if (opened?.page.listing && opened.id !== undefined && isUuid(opened.id)) {
    return {
      pageView,
      view: {
        path: '/api/views/increase-views/',
        body: { propertyId: opened.id },
        after: PROPERTY_VIEW_DELAY_MS,
      },
    };
  }
  return { pageView };
}
