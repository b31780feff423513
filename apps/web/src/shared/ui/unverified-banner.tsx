import { Button } from './button';

type UnverifiedBannerProps = {
  /** what the visitor should visit before paying: 'property', 'building' */
  noun?: string;
  /** only the owner may ask admin to verify */
  isOwner: boolean;
  requested: boolean;
  busy: boolean;
  onRequest: () => void;
};

/**
 * An unverified listing says so (spec 2 section 4). Its owner may ask admin to verify it once:
 * the button is disabled once asked.
 */
export function UnverifiedBanner({
  noun = 'property',
  isOwner,
  requested,
  busy,
  onRequest,
}: UnverifiedBannerProps) {
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">Not verified yet.</strong> Our team has not checked this{' '}
        {noun}. Visit it before you pay anything.
      </p>
      {isOwner && (
        <Button
          variant="secondary"
          className="shrink-0"
          loading={busy}
          disabled={requested}
          onClick={onRequest}
        >
          {requested ? 'Verification requested' : 'Request verification'}
        </Button>
      )}
    </div>
  );
}
