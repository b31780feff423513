import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

/** 'Our team has not checked this hall…', per kind of listing. */
const NOT_CHECKED: Record<'property' | 'building' | 'hall' | 'hotel', MessageDescriptor> = {
  property: msg`Our team has not checked this property. Visit it before you pay anything.`,
  building: msg`Our team has not checked this building. Visit it before you pay anything.`,
  hall: msg`Our team has not checked this hall. Visit it before you pay anything.`,
  hotel: msg`Our team has not checked this hotel. Visit it before you pay anything.`,
};

type UnverifiedBannerProps = {
  /** what the visitor should visit before paying: 'property', 'building' */
  noun?: keyof typeof NOT_CHECKED;
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
  const { t, i18n } = useLingui();
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">
          <Trans>Not verified yet.</Trans>
        </strong>{' '}
        {i18n._(NOT_CHECKED[noun])}
      </p>
      {isOwner && (
        <Button
          variant="secondary"
          className="shrink-0"
          loading={busy}
          disabled={requested}
          onClick={onRequest}
        >
          {requested ? t`Verification requested` : t`Request verification`}
        </Button>
      )}
    </div>
  );
}
