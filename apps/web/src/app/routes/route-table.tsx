import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { RedirectIfSignedIn } from '../../features/auth/components/redirect-if-signed-in';
import { RootLayout } from '../layout/root-layout';
import { RouteError } from '../layout/route-error';
import { CategoryRoute } from './category-route';
import * as Page from './lazy-pages';

/**
 * Public routes of spec 1 and spec 2 section 2 whose areas are not built yet, plus the paths that
 * navigation refers to. Each shows the one honest 'Coming soon' page until its area lands.
 */
const PUBLIC_NOT_YET_OPEN = [
  'default/:id',
  'rentingproperty/find/:id',
  'home/rentingproperty/:id',
  'halls/:id',
  'hotels/:hotel_id',
  'apartment-buildings/:propertyId',
  'home',
  'apartment',
  'land',
  'hall',
  'hotel',
];

/** Signed-in routes whose areas are not built yet: still behind RequireAuth, so redirects work. */
const SIGNED_IN_NOT_YET_OPEN = [
  'home/renting-hall/:id',
  'report',
  'property-management',
  'notifications/:id',
  'property-request',
  'property-request/:type',
  'properties/:id/new',
  'properties/default/:propertyId/edit',
  'properties/halls/:propertyId/edit',
  'properties/hotels/:propertyId/edit',
  'properties/apartment-buildings/:propertyId/edit',
  'properties/default/:propertyId/report',
  'properties/halls/:propertyId/report',
  'properties/hotels/:propertyId/report',
  'properties/apartment-buildings/:propertyId/report',
  'properties/report/apartment-building-report/:id',
  'properties/edit-records/hall-event',
  'properties/edit-records/hotel-reservation',
  'hotels/add-room/:hotelId',
  'hotels/edit-room',
  'apartmentBuilding/add-apartment/:propertyId',
];

const notYetOpen = (path: string): RouteObject => ({ path, element: <Page.NotYetOpenPage /> });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Pathless: a failing page keeps the header and footer around its error.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Page.LandingPage /> },
          {
            path: 'login',
            element: (
              <RedirectIfSignedIn>
                <Page.LoginPage />
              </RedirectIfSignedIn>
            ),
          },
          {
            path: 'signup',
            element: (
              <RedirectIfSignedIn>
                <Page.SignUpPage />
              </RedirectIfSignedIn>
            ),
          },
          { path: 'privacy', element: <Page.PrivacyPage /> },
          { path: 'properties/:type', element: <CategoryRoute /> },
          ...PUBLIC_NOT_YET_OPEN.map(notYetOpen),
          {
            element: <RequireAuth />,
            children: [
              { path: 'myaccount', element: <Page.MyAccountPage /> },
              { path: 'edit-profile', element: <Page.EditProfilePage /> },
              { path: 'thankyou/:type', element: <Page.ThankYouRoute /> },
              ...SIGNED_IN_NOT_YET_OPEN.map(notYetOpen),
            ],
          },
          { path: '*', element: <Page.NotFoundPage /> },
        ],
      },
    ],
  },
];
