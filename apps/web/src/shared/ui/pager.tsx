import { Trans } from '@lingui/react/macro';
import { Button } from './button';

type PagerProps = {
  label: string;
  page: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
};

/** Previous and next of a list paged by number (10 a page); hidden when one page holds it all. */
export function Pager({ label, page, totalPages, busy, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-stone-600 tabular-nums" aria-live="polite">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <Button
        variant="secondary"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
