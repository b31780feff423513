import { Link, useLocation } from 'react-router';
import { whatsappLink, type RentingPropertyDetail } from '@rentals/shared';
import { loginState } from '../../../shared/listings/login-state';
import { buttonClasses } from '../../../shared/ui/button';

type ContactOwnerProps = { owner: RentingPropertyDetail['ownerInfo']; signedIn: boolean };

/** Message on WhatsApp; the number reaches signed-in users only, so visitors sign in. */
export function ContactOwner({ owner, signedIn }: ContactOwnerProps) {
  const location = useLocation();
  if (owner.contact && /\d/.test(owner.contact)) {
    return (
      <a
        href={whatsappLink(owner.contact)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('secondary', 'w-full')}
      >
        Message on WhatsApp
      </a>
    );
  }
  if (!signedIn) {
    return (
      <Link
        to="/login"
        state={loginState(location.pathname, location.search)}
        className={buttonClasses('secondary', 'w-full')}
      >
        Sign in to message the owner
      </Link>
    );
  }
  return <p className="text-center text-sm text-stone-500">The owner has not shared a contact.</p>;
}
