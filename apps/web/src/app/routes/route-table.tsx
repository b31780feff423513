import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { RedirectIfSignedIn } from '../../features/auth/components/redirect-if-signed-in';
import { RootLayout } from '../layout/root-layout';
import { RouteError } from '../layout/route-error';
import { CategoryRoute } from './category-route';
import * as Page from './lazy-pages';
import { PUBLIC_PATHS } from './public-pages';

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

/** The apartment building dashboard answers on both of the spec's report paths. */
const BUILDING_REPORT_PATHS = [
  'properties/apartment-buildings/:propertyId/report',
  'properties/report/apartment-building-report/:id',
];

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
          ...PUBLIC_PATHS.property.map((path) => ({ path, element: <Page.PropertyDetailPage /> })),
          ...Object.entries(CATEGORY_SHORTCUTS).map(([path, to]) => ({
            path,
            element: <Navigate to={to} replace />,
          })),
          { path: PUBLIC_PATHS.building, element: <Page.ApartmentBuildingPage /> },
          { path: PUBLIC_PATHS.hall, element: <Page.HallPage /> },
          { path: PUBLIC_PATHS.hotel, element: <Page.HotelPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'myaccount', element: <Page.MyAccountPage /> },
              { path: 'edit-profile', element: <Page.EditProfilePage /> },
              { path: 'thankyou/:type', element: <Page.ThankYouRoute /> },
              { path: 'report', element: <Page.ReportPage /> },
              { path: 'property-request', element: <Page.RequestChooserPage /> },
              { path: 'property-request/:type', element: <Page.PropertyRequestPage /> },
              { path: 'property-management', element: <Page.PropertyManagementPage /> },
              { path: 'properties/:id/new', element: <Page.NewPropertyPage /> },
              { path: 'properties/default/:propertyId/edit', element: <Page.EditPropertyPage /> },
              {
                path: 'properties/default/:propertyId/report',
                element: <Page.PropertyReportPage />,
              },
              { path: 'notifications/:id', element: <Page.NotificationsPage /> },
              { path: 'admin', element: <Page.AdminPage /> },
              {
                path: 'properties/apartment-buildings/:propertyId/edit',
                element: <Page.EditApartmentBuildingPage />,
              },
              {
                path: 'apartmentBuilding/add-apartment/:propertyId',
                element: <Page.AddApartmentPage />,
              },
              ...BUILDING_REPORT_PATHS.map((path) => ({
                path,
                element: <Page.ApartmentBuildingReportPage />,
              })),
              { path: 'home/renting-hall/:id', element: <Page.HallBookingPage /> },
              { path: 'properties/halls/:propertyId/edit', element: <Page.EditHallPage /> },
              { path: 'properties/halls/:propertyId/report', element: <Page.HallReportPage /> },
              {
                path: 'properties/edit-records/hall-event',
                element: <Page.EditHallEventPage />,
              },
              { path: 'properties/hotels/:propertyId/edit', element: <Page.EditHotelPage /> },
              { path: 'properties/hotels/:propertyId/report', element: <Page.HotelReportPage /> },
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
