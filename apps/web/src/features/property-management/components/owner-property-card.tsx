import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, pictureVariant, type ListingStatus, type ListingSummary } from '@rentals/shared';
import { buttonClasses } from '../../../shared/ui/button';
import { deleteErrorMessage, useDeleteProperty, type DeleteCall } from '../api/delete-property';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { messageText } from '../../../shared/i18n/message-text';
import { formatPrice } from '../../../shared/listings/format';
import { perPriceUnit } from '../../../shared/listings/price-unit';
import {
  deleteCallPath,
  editPath,
  LISTING_STATUS_LABELS,
  listingTitleIn,
  typeLabelIn,
  viewPath,
} from './property-labels';
import { StatusBadge } from '../../../shared/ui/status-badge';

const STATUS_COLOURS = {
  '': 'green',
  pending: 'yellow',
  rented: 'grey-blue',
  ad: 'yellow',
} as const satisfies Record<ListingStatus, string>;

/**
 * One of the owner's listings with View (its report, or its public page for a kind without
 * one), Edit and Delete (after a question).
 */
export function OwnerPropertyCard({ listing }: { listing: ListingSummary }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProperty();
  const { t, i18n } = useLingui();
  const title = listingTitleIn(i18n, listing);
  const type = typeLabelIn(i18n, listing.type);
  const district = listing.location.district;
  const cover = listing.pictures[0];
  const deletePath = deleteCallPath(listing.kind);

  const confirmDelete = (path: DeleteCall['path']) =>
    remove.mutate(
      { propertyId: listing._id, path },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(messageText(i18n, messages.success));
        },
        onError: (err) => {
          setConfirming(false);
          toast.error(deleteErrorMessage(err));
        },
      },
    );

  return (
    // min-w-0: a grid item is otherwise as wide as its longest unbroken title, past the phone.
    <li className="min-w-0 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex gap-3">
        {cover ? (
          <img
            src={pictureVariant(cover, 'card')}
            alt=""
            loading="lazy"
            className="h-20 w-24 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ) : (
          <div className="h-20 w-24 shrink-0 rounded-lg bg-stone-100" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-stone-900">{title}</h3>
          <p className="truncate text-sm text-stone-600">{`${type} · ${district}`}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-800">
            <span>
              {formatPrice(listing.price) ?? '—'}
              <span className="text-stone-500">{perPriceUnit(i18n, listing.kind)}</span>
            </span>
            <StatusBadge
              label={i18n._(LISTING_STATUS_LABELS[listing.status])}
              colour={STATUS_COLOURS[listing.status]}
            />
          </p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Link
          to={viewPath(listing)}
          className={buttonClasses('secondary')}
          aria-label={t`View ${title}`}
        >
          <Trans>View</Trans>
        </Link>
        <Link
          to={editPath(listing)}
          className={buttonClasses('secondary')}
          aria-label={t`Edit ${title}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={t`Delete ${title}`}
          className={buttonClasses('secondary', 'text-red-700!')}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t`Delete this property?`}
          confirmLabel={t`Delete`}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deletePath)}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <Trans>
              <strong>{title}</strong> and its pictures will be removed from the marketplace. This
              cannot be undone.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
