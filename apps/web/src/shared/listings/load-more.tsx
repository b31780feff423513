import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';

type LoadMoreProps = {
  /** an infinite query with a next page */
  query: { isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
};

/** Fetches the next page of a list that grows at its end (the admin lists, the inbox). */
export function LoadMore({ query }: LoadMoreProps) {
  return (
    <Button
      variant="secondary"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      <Trans>Load more</Trans>
    </Button>
  );
}
