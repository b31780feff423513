import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type RentingPropertyDetail, type User } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { formatPrice } from '../../../shared/listings/format';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn } from '../../../shared/session/user';
import { Button } from '../../../shared/ui/button';
import { OwnListingNote } from '../../../shared/ui/own-listing-note';
import { OwnerContact } from '../../../shared/listings/owner-contact';
import { ReserveDialog } from './reserve-dialog';

type ReserveBoxProps = { property: RentingPropertyDetail; user: User };

/**
 * The price, Reserve and the owner's contact. Reserve sends visitors to /login, says a pending
 * or rented property is in process, and otherwise opens the contact form; the owner gets no
 * Reserve, but why and the way to the listing's dashboard.
 */
export function ReserveBox({ property, user }: ReserveBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const price = formatPrice(property.price);
  const signedIn = isSignedIn(user);
  const isOwner = signedIn && user._id === property.owner;

  const reserve = () => {
    if (!signedIn) {
      void navigate('/login', { state: loginState(location.pathname, location.search) });
    } else if (property.status === 'pending' || property.status === 'rented') {
      toast.warn(messageText(i18n, messages.propertyInProcess));
    } else {
      setOpen(true);
    }
  };

  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      {price ? (
        <p className="text-stone-900">
          <span className="text-2xl font-extrabold">{price}</span>
          <span className="text-stone-600">
            {' '}
            <Trans>/ month</Trans>
          </span>
        </p>
      ) : (
        <p className="font-semibold text-stone-900">
          <Trans>Price on request</Trans>
        </p>
      )}
      {(property.status === 'pending' || property.status === 'rented') && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {messageText(i18n, messages.propertyInProcess)}
        </p>
      )}
      {isOwner ? (
        <OwnListingNote dashboardPath={`/properties/default/${property._id}/report`} />
      ) : (
        <Button className="w-full text-base" onClick={reserve}>
          <Trans>Reserve</Trans>
        </Button>
      )}
      {!isOwner && <OwnerContact owner={property.ownerInfo} signedIn={signedIn} />}
      {open && <ReserveDialog property={property} user={user} onClose={() => setOpen(false)} />}
    </div>
  );
}
