import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { savedSearchPath } from '@rentals/shared';
import { apiErrorMessage, toastApiError } from '../../../shared/api/toast-api-error';
import { Button } from '../../../shared/ui/button';
import {
  savedSearchesOptions,
  useDeleteSavedSearch,
  usePauseSavedSearch,
} from '../api/saved-searches';

/** My account's saved searches (issue 35): each opens its results, pauses or is deleted. */
export function SavedSearchesTab() {
  const { t } = useLingui();
  const list = useQuery(savedSearchesOptions());
  const pause = usePauseSavedSearch();
  const remove = useDeleteSavedSearch();
  if (list.isPending) return <p role="status">{t`Loading…`}</p>;
  if (list.isError) return <p role="alert">{apiErrorMessage(list.error)}</p>;
  if (list.data.length === 0)
    return (
      <p className="rounded-xl bg-white p-6 text-center text-stone-600 shadow-sm">
        <Trans>
          No saved searches yet. Search for a place and tap “Save this search” to be told of new
          matches.
        </Trans>
      </p>
    );
  return (
    <ul className="space-y-3">
      {list.data.map((search) => {
        const name =
          [search.q, search.type, search.district].filter(Boolean).join(' · ') || t`Any listing`;
        return (
          <li
            key={search._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="min-w-0">
              <Link to={savedSearchPath(search)} className="font-semibold text-brand-800 underline">
                {name}
              </Link>
              <p className="text-sm text-stone-600">
                {search.paused ? t`Paused: no alerts` : t`Alerts on, at most once a day`}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  pause.mutate(
                    { id: search._id, paused: !search.paused },
                    { onError: toastApiError },
                  )
                }
              >
                {search.paused ? t`Resume` : t`Pause`}
              </Button>
              <Button
                variant="ghost"
                aria-label={t`Delete the saved search ${name}`}
                onClick={() => remove.mutate(search._id, { onError: toastApiError })}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
