import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingOrFailed } from '../ui/loading-or-failed';
import { Pager } from '../ui/pager';

import { apiErrorMessage } from '../api/toast-api-error';

type RecordsQuery<Data> = { isPending: boolean; isError: boolean; error: unknown; data?: Data };

type RecordListProps<Item> = {
  /** the query whose loading and error the list shows instead of its rows */
  query: RecordsQuery<unknown>;
  /** the loaded records */
  items: Item[] | undefined;
  /** one record's row: an `li` with its key */
  row: (item: Item) => ReactNode;
  /** the list's accessible name */
  label: string;
  className?: string;
  /** the words while they load */
  loading?: ReactNode;
  /** the words for what went wrong (the API's message unless told) */
  errorText?: (error: unknown) => string;
  /** the words when there are none yet */
  empty: ReactNode;
  /** what follows the rows (the pager) */
  children?: ReactNode;
};

/**
 * A list of records (renting records, bookings, events): loading, its error or that there are
 * none yet instead of it, else one row a record.
 */
export function RecordList<Item>({
  query,
  items,
  row,
  label,
  className = 'space-y-3',
  loading = <Trans>Loading records…</Trans>,
  errorText,
  empty,
  children,
}: RecordListProps<Item>) {
  const { i18n } = useLingui();
  // A failed refetch keeps the old data: the error still wins over the rows.
  if (query.isPending || query.isError)
    return (
      <LoadingOrFailed
        query={query}
        loading={loading}
        errorText={errorText ?? ((error) => apiErrorMessage(error, i18n))}
      />
    );
  if (!items?.length) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <>
      <ul aria-label={label} className={className}>
        {items.map(row)}
      </ul>
      {children}
    </>
  );
}

type PagedRecordListProps<Data, Item> = Omit<RecordListProps<Item>, 'query' | 'items'> & {
  /** the query of the page shown; its data carries the number of pages */
  query: RecordsQuery<Data> & { isPlaceholderData: boolean };
  /** the page's records out of its data */
  items: (data: Data) => Item[];
  /** the pager's accessible name */
  pagesLabel: string;
  page: number;
  onPage: (page: number) => void;
  /** true while another page is on its way (by default: while the last one stands in for it) */
  busy?: boolean;
};

/** A list of records fetched ten at a time, with Previous and Next below. */
export function PagedRecordList<Data extends { totalPages: number }, Item>({
  query,
  items,
  pagesLabel,
  page,
  onPage,
  busy = query.isPlaceholderData,
  ...list
}: PagedRecordListProps<Data, Item>) {
  const data = query.data;
  return (
    <RecordList {...list} query={query} items={data && items(data)}>
      {data && (
        <Pager
          label={pagesLabel}
          page={page}
          totalPages={data.totalPages}
          busy={busy}
          onPage={onPage}
        />
      )}
    </RecordList>
  );
}
