import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../../shared/listings/load-more';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PageSpinner } from '../../../shared/ui/spinner';
import type { AdminListOptions } from '../api/admin-lists';

export type AdminListProps<T> = {
  options: AdminListOptions<T>;
  label: string;
  empty: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** One admin list, newest first, with 'Load more' while the server has more. */
export function AdminList<T>({ options, label, empty, itemKey, renderItem }: AdminListProps<T>) {
  const query = useInfiniteQuery(options);
  if (query.isPending) return <PageSpinner />;
  if (!query.data) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-stone-600 shadow-sm">{empty}</p>;
  }
  return (
    <section aria-label={label}>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center pt-6">
          <LoadMore query={query} />
        </div>
      )}
    </section>
  );
}
