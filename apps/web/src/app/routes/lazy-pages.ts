import { lazy, type ComponentType } from 'react';
import { restOfTexts } from '../../shared/i18n/load';

/**
 * React.lazy of the component `load` brings: every page is its own chunk, loaded when first
 * visited, with the rest of the language's texts (shared/i18n/load.ts; the server's rendering
 * has them all).
 */
export function lazyLoaded<P extends object = object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), import.meta.env.SSR ? null : restOfTexts()]);
    return { default: page };
  });
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : object;

/** React.lazy for a named export (as lazyLoaded), keeping its props. */
export const lazyPage = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazyLoaded<PropsOf<M[K]>>(async () => (await load())[name] as ComponentType<PropsOf<M[K]>>);

/** '/': the landing intro composed with the home listings; its texts are the core's. */
export const HomePage = lazy(async () => ({ default: (await import('./home-route')).HomeRoute }));
export const CategoryPage = lazyPage(
  () => import('../../features/properties/components/category-page'),
  'CategoryPage',
);
export const SearchPage = lazyPage(
  () => import('../../features/search/components/search-page'),
  'SearchPage',
);
export const LoginPage = lazyPage(
  () => import('../../features/auth/components/login-page'),
  'LoginPage',
);
export const SignUpPage = lazyPage(
  () => import('../../features/auth/components/signup-page'),
  'SignUpPage',
);
export const PrivacyPage = lazyPage(
  () => import('../../features/legal/components/privacy-page'),
  'PrivacyPage',
);
export const MyAccountPage = lazyPage(
  () => import('../../features/account/components/my-account-page'),
  'MyAccountPage',
);
export const EditProfilePage = lazyPage(
  () => import('../../features/account/components/edit-profile-page'),
  'EditProfilePage',
);
export const ReportPage = lazyPage(
  () => import('../../features/reports/components/report-page'),
  'ReportPage',
);
export const RequestChooserPage = lazyPage(
  () => import('../../features/property-requests/components/request-chooser-page'),
  'RequestChooserPage',
);
export const PropertyRequestPage = lazyPage(
  () => import('../../features/property-requests/components/property-request-page'),
  'PropertyRequestPage',
);
export const PropertyManagementPage = lazyPage(
  () => import('../../features/property-management/components/property-management-page'),
  'PropertyManagementPage',
);
export const NewPropertyPage = lazyPage(
  () => import('../../features/property-management/components/new-property-page'),
  'NewPropertyPage',
);
export const NotificationsPage = lazyPage(
  () => import('../../features/notifications/components/notifications-page'),
  'NotificationsPage',
);
export const AdminPage = lazyPage(
  () => import('../../features/admin/components/admin-page'),
  'AdminPage',
);
export const NotFoundPage = lazyPage(
  () => import('../../features/not-found/components/not-found-page'),
  'NotFoundPage',
);
export const AddApartmentPage = lazyPage(
  () => import('../../features/apartments/forms/add-apartment-page'),
  'AddApartmentPage',
);
export const NotYetOpenPage = lazyPage(() => import('./not-yet-open'), 'NotYetOpenPage');
export const ThankYouRoute = lazyPage(() => import('./thank-you-route'), 'ThankYouRoute');

// Halls and hotels (spec 2)
export const HallBookingPage = lazyPage(
  () => import('../../features/halls/components/hall-booking-page'),
  'HallBookingPage',
);
export const EditHallEventPage = lazyPage(
  () => import('../../features/halls/components/edit-hall-event-page'),
  'EditHallEventPage',
);
export const EditHotelReservationPage = lazyPage(
  () => import('../../features/hotels/components/edit-hotel-reservation-page'),
  'EditHotelReservationPage',
);
export const AddRoomPage = lazyPage(
  () => import('../../features/hotels/forms/add-room-page'),
  'AddRoomPage',
);
export const EditRoomPage = lazyPage(
  () => import('../../features/hotels/forms/edit-room-page'),
  'EditRoomPage',
);
