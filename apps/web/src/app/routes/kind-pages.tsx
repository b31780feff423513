import type { ComponentType } from 'react';
import {
  LISTING_KINDS,
  PUBLIC_PATHS,
  type KindWithNewForm,
  type KindWithReport,
  type ListingKind,
} from '@rentals/shared';
import type { OwnNewForm } from '../../features/property-management/components/new-property-page';
import { lazyLoaded, lazyPage } from './lazy-pages';
import type { DetailPage } from './listing-detail-route';

/**
 * The pages of each listing kind, one entry each: the route table serves them at the kind's
 * paths (its facts' webPath; the owner's pages under /properties, ownerPagePath).
 * Each page is its own lazily loaded chunk. The public page is put together with the ratings and
 * view-count features here (features do not import each other), the composition's chunk loading
 * alongside the page's. A report that shows the property report's figures is composed in its own
 * ./<kind>-report-route.tsx: a report composition shared by the kinds, a chunk of its own, makes
 * the bundler split the landing page's shared code differently, and that page is at its budget.
 */
export type KindPages = {
  /** its public page, with its ratings, counted as a view after 3 s */
  page: ComponentType;
  /** the route parameter the public page reads the listing's id from */
  idParam: string;
  /** the public page's paths when it answers on more than its webPath */
  paths?: readonly string[];
  /** the owner's edit form */
  edit: ComponentType;
  /** the report's other paths (the spec's older links) */
  reportAlsoAt?: readonly string[];
};

/**
 * A kind's public page with its ratings and view count (./listing-detail-route.tsx), and the
 * route parameter the page reads the listing's id from.
 */
const detailPage = <K extends string>(
  load: () => Promise<Record<K, DetailPage>>,
  name: K,
  idParam: string,
) => ({
  page: lazyLoaded(async () => {
    const [module, { ListingDetailRoute }] = await Promise.all([
      load(),
      import('./listing-detail-route'),
    ]);
    const page = module[name];
    return () => <ListingDetailRoute page={page} idParam={idParam} />;
  }),
  idParam,
});

/** A kind's owner forms, loaded once for its edit page and its New Property form. */
const hallForms = () => import('../../features/halls/forms/hall-forms');
const hotelForms = () => import('../../features/hotels/forms/hotel-forms');

/**
 * A kind whose facts give it a New Property choice brings its form there, and one whose facts
 * say it has a report (`report`) brings the owner's report page (its dashboard); no other kind
 * does.
 */
type PagesOf<K extends ListingKind> = KindPages &
  (K extends KindWithNewForm ? { newForm: OwnNewForm } : { newForm?: never }) &
  (K extends KindWithReport ? { report: ComponentType } : { report?: never });

export const KIND_PAGES: { [K in ListingKind]: PagesOf<K> } = {
  Property: {
    ...detailPage(
      () => import('../../features/properties/components/property-detail-page'),
      'PropertyDetailPage',
      'id',
    ),
    // the spec's navigation links to the general property's detail on these too
    paths: PUBLIC_PATHS.property,
    edit: lazyPage(
      () => import('../../features/property-management/components/edit-property-page'),
      'EditPropertyPage',
    ),
    // in the property-management feature, which holds the views and ratings figures
    report: lazyPage(
      () => import('../../features/property-management/components/property-report-page'),
      'PropertyReportPage',
    ),
  },
  Apartment: {
    ...detailPage(
      () => import('../../features/apartments/components/apartment-building-page'),
      'ApartmentBuildingPage',
      'propertyId',
    ),
    edit: lazyPage(
      () => import('../../features/apartments/forms/edit-building-page'),
      'EditBuildingPage',
    ),
    report: lazyPage(
      () => import('./apartment-building-report-route'),
      'ApartmentBuildingReportRoute',
    ),
    // the spec's second path of the building's dashboard
    reportAlsoAt: ['/properties/report/apartment-building-report/:id'],
  },
  Hall: {
    ...detailPage(() => import('../../features/halls/components/hall-page'), 'HallPage', 'id'),
    edit: lazyPage(hallForms, 'EditHallPage'),
    newForm: lazyPage(hallForms, 'NewHallForm'),
    report: lazyPage(() => import('./hall-report-route'), 'HallReportRoute'),
  },
  Hotel: {
    ...detailPage(
      () => import('../../features/hotels/components/hotel-page'),
      'HotelPage',
      'hotel_id',
    ),
    edit: lazyPage(hotelForms, 'EditHotelPage'),
    newForm: lazyPage(hotelForms, 'NewHotelForm'),
    report: lazyPage(() => import('./hotel-report-route'), 'HotelReportRoute'),
  },
};

/**
 * The own New Property form of each kind whose facts give it a choice there (`newChoice`): its
 * entry's `newForm`, which the compiler asks of exactly those kinds; the route table gives them
 * to the page (features do not import each other). Each loads with its kind's edit page.
 */
export const OWN_NEW_FORMS = Object.fromEntries(
  LISTING_KINDS.flatMap((kind) => {
    const form = KIND_PAGES[kind].newForm;
    return form ? [[kind, form]] : [];
  }),
) as { [K in KindWithNewForm]: OwnNewForm };
