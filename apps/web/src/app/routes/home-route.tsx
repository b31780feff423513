import { HomeListings } from '../../features/properties/components/home-listings';
import { LandingPage } from '../../features/landing/components/landing-page';

/** '/': the landing intro, then the filter bar, the newest listings and 'Explore more'. */
export function HomeRoute() {
  return (
    <>
      <LandingPage />
      <HomeListings />
    </>
  );
}
