import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchFields } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast';
import { useSaveSearch } from '../api/saved-searches';

/**
 * 'Save this search' in one tap (issue 35): the person is told of new matches in the inbox and
 * by SMS or e-mail, at most once a day. A visitor is sent to sign in and brought back here.
 */
export function SaveSearchButton({ fields }: { fields: SearchFields }) {
  const { user, isPending } = useUser();
  const { pathname, search } = useLocation();
  const { t } = useLingui();
  const save = useSaveSearch();
  const empty =
    !fields.q.trim() &&
    !fields.type &&
    !fields.district &&
    fields.price === 'any' &&
    fields.rooms === 'any';
  if (isPending || empty) return null;
  if (!isSignedIn(user))
    return (
      <Link
        to="/login"
        state={{ from: { pathname, search } }}
        className={buttonClasses('secondary')}
      >
        <Trans>Sign in to save this search</Trans>
      </Link>
    );
  if (save.isSuccess)
    return (
      <p role="status" className="text-sm font-semibold text-brand-800">
        <Trans>Saved: we will tell you of new matches.</Trans>
      </p>
    );
  return (
    <Button
      variant="secondary"
      loading={save.isPending}
      onClick={() =>
        save.mutate(fields, {
          onSuccess: () => toast.success(t`Search saved. We will tell you of new matches.`),
          onError: toastApiError,
        })
      }
    >
      <Trans>Save this search</Trans>
    </Button>
  );
}
