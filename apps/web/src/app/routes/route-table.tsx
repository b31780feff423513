import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { KIND_FACTS, LISTING_KINDS, ownerPagePath, PUBLIC_PATHS } from '@rentals/shared';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { RedirectIfSignedIn } from '../../features/auth/components/redirect-if-signed-in';
import { RootLayout } from '../layout/root-layout';
import { RouteError } from '../layout/route-error';
import { CategoryRoute } from './category-route';
import { KIND_PAGES, OWN_NEW_FORMS } from './kind-pages';
import * as Page from './lazy-pages';

/**
 * Short category paths that the spec's navigation refers to (the home tiles go to /home and
 * /apartment): each leads to its list. Apartments have no category route, so /apartment shows
 * the home grid narrowed to apartments.
 */
const CATEGORY_SHORTCUTS: Record<string, string> = {
  home: '/properties/homes',
  land: '/properties/lands',
  hall: '/properties/halls',
  hotel: '/properties/hotels',
  apartment: '/?type=Apartment',
};

const at = (paths: readonly string[], Page: ComponentType) =>
  paths.map((path) => ({ path, element: <Page /> }));

/** Each kind's public page at its webPath, and its owner's edit and report (./kind-pages.tsx). */
const kindRoutes = LISTING_KINDS.map((kind) => {
  const pages = KIND_PAGES[kind];
  const ownerPath = (page: 'edit' | 'report') => ownerPagePath(kind, ':propertyId', page);
  return {
    public: at(pages.paths ?? [KIND_FACTS[kind].webPath(`:${pages.idParam}`)], pages.page),
    owner: [
      ...at([ownerPath('edit')], pages.edit),
      ...(pages.report
        ? at([ownerPath('report'), ...(pages.reportAlsoAt ?? [])], pages.report)
        : []),
    ],
  };
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Pathless: a failing page keeps the header and footer around its error.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Page.HomePage /> },
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
          { path: PUBLIC_PATHS.category, element: <CategoryRoute /> },
          { path: PUBLIC_PATHS.search, element: <Page.SearchPage /> },
          ...kindRoutes.flatMap((kind) => kind.public),
          ...Object.entries(CATEGORY_SHORTCUTS).map(([path, to]) => ({
            path,
            element: <Navigate to={to} replace />,
          })),
          {
            element: <RequireAuth />,
            children: [
              ...kindRoutes.flatMap((kind) => kind.owner),
              { path: 'myaccount', element: <Page.MyAccountPage /> },
              { path: 'edit-profile', element: <Page.EditProfilePage /> },
              { path: 'thankyou/:type', element: <Page.ThankYouRoute /> },
              { path: 'report', element: <Page.ReportPage /> },
              { path: 'property-request', element: <Page.RequestChooserPage /> },
              { path: 'property-request/:type', element: <Page.PropertyRequestPage /> },
              { path: 'property-management', element: <Page.PropertyManagementPage /> },
              {
                path: 'properties/:id/new',
                element: <Page.NewPropertyPage ownForms={OWN_NEW_FORMS} />,
              },
              { path: 'notifications/:id', element: <Page.NotificationsPage /> },
              { path: 'admin', element: <Page.AdminPage /> },
              {
                path: 'apartmentBuilding/add-apartment/:propertyId',
                element: <Page.AddApartmentPage />,
              },
              { path: 'home/renting-hall/:id', element: <Page.HallBookingPage /> },
              {
                path: 'properties/edit-records/hall-event',
                element: <Page.EditHallEventPage />,
              },
              {
                path: 'properties/edit-records/hotel-reservation',
                element: <Page.EditHotelReservationPage />,
              },
              { path: 'hotels/add-room/:hotelId', element: <Page.AddRoomPage /> },
              { path: 'hotels/edit-room', element: <Page.EditRoomPage /> },
            ],
          },
          { path: '*', element: <Page.NotFoundPage /> },
        ],
      },
    ],
  },
];
