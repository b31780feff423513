import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useUser } from '../session/user';
import { ListingUnavailable } from '../ui/listing-unavailable';
import { PageSpinner } from '../ui/spinner';
import type { ListingPageProps, ListingViewProps } from './listing-detail';

type DetailQuery<T> = {
  isPending: boolean;
  data: T | null | undefined;
  error: unknown;
  refetch: () => unknown;
};

type LoadedPageProps<T> = ListingPageProps<T> & {
  /** the path's parameter naming the listing */
  param: string;
  /** the kind's detail query, for the listing and the signed-in user (or the visitor) */
  useDetail: (id: string, userId: string) => DetailQuery<T>;
  /** the kind's detail, given the listing, who is looking and the ratings block */
  view: ComponentType<ListingViewProps<T>>;
};

/**
 * Every kind's detail page loads the same way: the listing named in the path, for whoever is
 * looking; a spinner meanwhile, and 'unavailable' with Retry.
 */
export function ListingPage<T>({ param, useDetail, view: View, ratings }: LoadedPageProps<T>) {
  const id = useParams()[param] ?? '';
  const { user } = useUser();
  const detail = useDetail(id, user._id);
  if (detail.isPending) return <PageSpinner />;
  if (!detail.data)
    return <ListingUnavailable error={detail.error} retry={() => void detail.refetch()} />;
  return <View listing={detail.data} user={user} ratings={ratings} />;
}
