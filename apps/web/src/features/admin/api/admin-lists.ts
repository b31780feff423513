import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { adminContract } from '@rentals/shared';
import { call, type Page } from '../../../shared/api/client';

/**
 * Keys of the admin lists. The two request lists are notifications addressed to admin, so they
 * sit under ['notifications'] and refresh when the live client hears of a new one.
 */
export const adminKeys = {
  verificationRequests: ['notifications', 'admin', 'verification-requests'] as const,
  vacateRequests: ['notifications', 'admin', 'vacate-requests'] as const,
  reports: ['admin', 'reports'] as const,
  propertyRequests: ['admin', 'property-requests'] as const,
};

/** Infinite options of an admin list, paged by the server's `next` cursor. */
const adminListOptions = <T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.next ?? undefined,
  });

const query = (cursor: string | null) => (cursor ? { cursor } : {});

export const verificationRequestsOptions = () =>
  adminListOptions(adminKeys.verificationRequests, (cursor) =>
    call<typeof adminContract.verificationRequests>(
      { method: 'GET', path: '/admin/verification-requests' },
      { query: query(cursor) },
    ),
  );
export const vacateRequestsOptions = () =>
  adminListOptions(adminKeys.vacateRequests, (cursor) =>
    call<typeof adminContract.vacateRequests>(
      { method: 'GET', path: '/admin/vacate-requests' },
      { query: query(cursor) },
    ),
  );
export const reportsOptions = () =>
  adminListOptions(adminKeys.reports, (cursor) =>
    call<typeof adminContract.reports>(
      { method: 'GET', path: '/admin/reports' },
      { query: query(cursor) },
    ),
  );
export const propertyRequestsOptions = () =>
  adminListOptions(adminKeys.propertyRequests, (cursor) =>
    call<typeof adminContract.propertyRequests>(
      { method: 'GET', path: '/admin/property-requests' },
      { query: query(cursor) },
    ),
  );

export type AdminListOptions<T> = ReturnType<typeof adminListOptions<T>>;
