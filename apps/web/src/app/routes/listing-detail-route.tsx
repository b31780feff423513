import type { ComponentType, ReactNode } from 'react';
import type { User } from '@rentals/shared';
import { RatingsSection } from '../../features/ratings/components/ratings-section';
import { PropertyViewTracker } from '../../features/tracking/components/property-view-tracker';

type Listing = { _id: string; owner: string };

/** A kind's detail page, which places the ratings block the app composes for it. */
export type DetailPage = ComponentType<{ ratings?: (listing: Listing, user: User) => ReactNode }>;

type ListingDetailRouteProps = {
  page: DetailPage;
  /** the route parameter holding the listing's id */
  idParam: string;
};

/**
 * A listing's detail page with its ratings (features do not import each other, so the app puts
 * them together), counted as a view after 3 s.
 */
export function ListingDetailRoute({ page: Page, idParam }: ListingDetailRouteProps) {
  return (
    <>
      <Page
        ratings={(listing, user) => (
          <RatingsSection propertyId={listing._id} ownerId={listing.owner} user={user} />
        )}
      />
      <PropertyViewTracker param={idParam} />
    </>
  );
}
