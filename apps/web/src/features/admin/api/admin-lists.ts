import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { AdminPropertyRequest, AdminReport, NotificationWrapper } from '@rentals/shared';
import { api, type Page } from '../../../shared/api/client';

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

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

/** Infinite options of an admin list, paged by the server's `next` cursor. */
const adminListOptions = <T>(queryKey: QueryKey, path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api.getPage<T>(withCursor(path, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.next ?? undefined,
  });

export const verificationRequestsOptions = () =>
  adminListOptions<NotificationWrapper>(
    adminKeys.verificationRequests,
    '/admin/verification-requests',
  );
export const vacateRequestsOptions = () =>
  adminListOptions<NotificationWrapper>(adminKeys.vacateRequests, '/admin/vacate-requests');
export const reportsOptions = () =>
  adminListOptions<AdminReport>(adminKeys.reports, '/admin/reports');
export const propertyRequestsOptions = () =>
  adminListOptions<AdminPropertyRequest>(adminKeys.propertyRequests, '/admin/property-requests');

export type AdminListOptions<T> = ReturnType<typeof adminListOptions<T>>;
