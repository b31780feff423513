import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ownerStatsContract, StatsWindow } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';

/** GET /owner-stats/listings/:propertyId: one listing's charts, for its owner or an admin. */
export const listingStatsQueryOptions = (propertyId: string, days: StatsWindow) =>
  callQueryOptions<typeof ownerStatsContract.listingStats>(
    ['owner-stats', propertyId, days],
    { method: 'GET', path: '/owner-stats/listings/:propertyId' },
    { params: { propertyId }, query: { days: String(days) as '30' | '90' } },
  );

/** GET /owner-stats/overview: the signed-in owner's charts over all their listings. */
export const overviewStatsQueryOptions = (days: StatsWindow) =>
  callQueryOptions<typeof ownerStatsContract.overview>(
    ['owner-stats', 'overview', days],
    { method: 'GET', path: '/owner-stats/overview' },
    { query: { days: String(days) as '30' | '90' } },
  );

// The other span keeps showing while the new one loads: the charts do not jump to a spinner.
export const useListingStats = (propertyId: string, days: StatsWindow) =>
  useQuery({ ...listingStatsQueryOptions(propertyId, days), placeholderData: keepPreviousData });
export const useOverviewStats = (days: StatsWindow) =>
  useQuery({ ...overviewStatsQueryOptions(days), placeholderData: keepPreviousData });
