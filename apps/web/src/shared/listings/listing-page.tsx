import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { User } from '@rentals/shared';
import { useUser } from '../session/user';
import { ListingUnavailable } from '../ui/listing-unavailable';
import { PageSpinner } from '../ui/spinner';

type DetailQuery<T> = {
  isPending: boolean;
  data: T | null | undefined;
  error: unknown;
  refetch: () => unknown;
};

type LoadedPageProps<T> = {
  /** the path's parameter naming the listing */
  param: string;
  /** the kind's detail query, for the listing and the signed-in user (or the visitor) */
  useDetail: (id: string, userId: string) => DetailQuery<T>;
  children: (listing: T, user: User) => ReactNode;
};

/**
 * Every kind's detail page loads the same way: the listing named in the path, for whoever is
 * looking; a spinner meanwhile, and 'unavailable' with Retry.
 */
export function ListingPage<T>({ param, useDetail, children }: LoadedPageProps<T>) {
  const id = useParams()[param] ?? '';
  const { user } = useUser();
  const detail = useDetail(id, user._id);
  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;
  return children(detail.data, user);
}
