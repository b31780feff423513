import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { messages } from '@rentals/shared';
import { messageText } from '../i18n/message-text';

/**
 * In place of Reserve on the owner's own listing: says at once why there is nothing to reserve
 * (a Reserve button that only answered "you can't rent your property" once pressed), and offers
 * what the owner came for, the listing's dashboard.
 */
export function OwnListingNote({ dashboardPath }: { dashboardPath: string }) {
  const { i18n } = useLingui();
  const reason = messageText(i18n, messages.cannotRentOwn);
  return (
    <div className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      <p>
        <Trans>
          This is your listing: <span className="first-letter:uppercase">{reason}</span>.
        </Trans>
      </p>
      <Link to={dashboardPath} className="mt-1 inline-block font-semibold text-brand-800 underline">
        <Trans>Open its dashboard</Trans>
      </Link>
    </div>
  );
}
