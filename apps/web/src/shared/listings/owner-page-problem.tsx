import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import type { ApiError } from '../api/client';
import { isMissing } from '../api/missing';
import { apiErrorMessage } from '../api/toast-api-error';
import { messageText } from '../i18n/message-text';
import { useUser } from '../session/user';
import { PageSpinner } from '../ui/spinner';
import { PageProblem } from '../ui/page-problem';

type OwnerPageProblemProps = {
  title: string;
  /** the failed call's error, null for no listing, or 'not-owner' when it is someone else's */
  error: unknown;
  /** 'Only the owner of this hall can see this page.' */
  notOwner: string;
  /** what an unknown listing says (by default 'Can't find the property') */
  missing?: (error: ApiError) => string;
};

/**
 * Why an owner's page of a listing could not show (unknown listing, someone else's, or a failed
 * call), with a way back to the dashboard.
 */
export function OwnerPageProblem({ title, error, notOwner, missing }: OwnerPageProblemProps) {
  const { i18n } = useLingui();
  const text =
    error === 'not-owner'
      ? notOwner
      : error === null || isMissing(error)
        ? ((error && missing?.(error)) ?? messageText(i18n, messages.cantFindProperty))
        : apiErrorMessage(error, i18n);
  return (
    <PageProblem
      title={title}
      text={text}
      back="/property-management"
      backLabel={<Trans>Back to my properties</Trans>}
    />
  );
}

type OwnedListingProps<T> = {
  listing: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  /** why it cannot show: the failed call's error, or 'not-owner' (an OwnerPageProblem) */
  problem: (error: unknown) => ReactNode;
  /** the page, given the listing and its owner (the signed-in user) */
  children: (listing: T, ownerId: string) => ReactNode;
};

/** An owner's page of a listing, once the listing is loaded and found to be the user's. */
export function OwnedListing<T extends { owner: string }>({
  listing,
  problem,
  children,
}: OwnedListingProps<T>) {
  const { user } = useUser();
  if (listing.isPending) return <PageSpinner />;
  if (listing.isError || listing.data === undefined) return problem(listing.error);
  if (listing.data.owner !== user._id) return problem('not-owner');
  return children(listing.data, user._id);
}
