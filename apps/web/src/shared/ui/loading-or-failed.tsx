import type { ReactNode } from 'react';

type Query = { isPending: boolean; error: unknown };

type LoadingOrFailedProps = {
  /** a query that is still loading or has failed */
  query: Query;
  /** the words while it loads */
  loading: ReactNode;
  /** what went wrong, read out as an alert */
  errorText: (error: unknown) => ReactNode;
};

/** What a list shows instead of its items while its query loads, or once it has failed. */
export function LoadingOrFailed({ query, loading, errorText }: LoadingOrFailedProps) {
  if (query.isPending) return <p className="text-sm text-stone-500">{loading}</p>;
  return (
    <p role="alert" className="text-sm text-red-700">
      {errorText(query.error)}
    </p>
  );
}
