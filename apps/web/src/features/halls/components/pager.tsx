import { Trans } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';

type PagerProps = {
  label: string;
  page: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
};

/** Previous and next through a numbered list (page size 10), with where we are. */
export function Pager({ label, page, totalPages, busy = false, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className="text-sm text-stone-600 tabular-nums">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </span>
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
