import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicUser } from '@rentals/shared';
import { messages } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { Avatar } from '../../../shared/ui/avatar';
import { TextField } from '../../../shared/ui/field';
import { Spinner } from '../../../shared/ui/spinner';
import { looksLikeEmail, useFindUser } from '../api/find-user';
import { isMissing } from '../../../shared/api/missing';

type GuestFinderProps = {
  email: string;
  /** the entry once typing paused: what is looked up */
  lookup: string;
  onEmailChange: (email: string) => void;
};

/** The person found for an e-mail entry, once it looks like an address; else undefined. */
export function useGuest(email: string): PublicUser | undefined {
  const found = useFindUser(email);
  return looksLikeEmail(email) ? found.data : undefined;
}

/**
 * Owner mode: the guest the hall is booked for, found by e-mail. The lookup waits until the
 * entry holds the mail provider's domain (an '@' and a dot after it).
 */
export function GuestFinder({ email, lookup, onEmailChange }: GuestFinderProps) {
  const { t, i18n } = useLingui();
  const found = useFindUser(lookup);
  const ready = looksLikeEmail(lookup) && lookup === email;
  const missing = isMissing(found.error);
  const guestName = found.data ? found.data.name || found.data.email : '';

  return (
    <div className="space-y-2">
      <TextField
        label={t`Guest e-mail`}
        name="guest_email"
        type="email"
        autoComplete="off"
        placeholder="name@example.so"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <div aria-live="polite" className="min-h-6 text-sm">
        {ready && found.isFetching && (
          <span className="flex items-center gap-2 text-stone-600">
            <Spinner size={16} /> <Trans>Looking for the guest…</Trans>
          </span>
        )}
        {ready && !found.isFetching && found.data && (
          <span className="flex items-center gap-2 text-stone-800">
            <Avatar name={found.data.name} picture={found.data.picture} />
            <span>
              <Trans>
                Booking for <strong>{guestName}</strong>
              </Trans>
            </span>
          </span>
        )}
        {ready && !found.isFetching && found.isError && (
          <span role="alert" className="text-red-700">
            {missing ? messageText(i18n, messages.noUser) : apiErrorMessage(found.error)}
          </span>
        )}
      </div>
    </div>
  );
}
