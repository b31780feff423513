import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

/**
 * 'Our team has not checked this hall…', a whole sentence per kind of listing, keyed by its
 * noun (KIND_FACTS; an apartment building is 'this building' here); a noun the caller already
 * put in the page's language goes into the general sentence.
 */
const NOT_CHECKED: Record<string, MessageDescriptor> = {
  property: msg`Our team has not checked this property. Visit it before you pay anything.`,
  'apartment building': msg`Our team has not checked this building. Visit it before you pay anything.`,
  hall: msg`Our team has not checked this hall. Visit it before you pay anything.`,
  hotel: msg`Our team has not checked this hotel. Visit it before you pay anything.`,
};

type UnverifiedBannerProps = {
  /** what the visitor should visit before paying: a kind's noun ('property', 'hall') */
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
  const { t, i18n } = useLingui();
  const known = NOT_CHECKED[noun];
  const notChecked = known
    ? i18n._(known)
    : t`Our team has not checked this ${noun}. Visit it before you pay anything.`;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">
          <Trans>Not verified yet.</Trans>
        </strong>{' '}
        {notChecked}
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
