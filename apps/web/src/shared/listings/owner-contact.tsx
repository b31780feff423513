import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { hasPhoneNumber, telLink, whatsappLink, type RentingPropertyDetail } from '@rentals/shared';
import { buttonClasses } from '../ui/button';
import { loginState } from './login-state';

type OwnerContactProps = {
  owner: RentingPropertyDetail['ownerInfo'];
  signedIn: boolean;
  /** the container's layout: a column in the reserve box, a row under a hall's header */
  className?: string;
};

/**
 * A WhatsApp chat and a call with a listing's owner, for every kind of listing. The server sends
 * the number to signed-in users only (presenters' ownerInfo), so visitors are asked to sign in.
 */
export function OwnerContact({ owner, signedIn, className = 'grid gap-2' }: OwnerContactProps) {
  const location = useLocation();
  if (owner.contact && hasPhoneNumber(owner.contact)) {
    return (
      <div className={className}>
        <a
          href={whatsappLink(owner.contact)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'w-full')}
        >
          <Trans>Message on WhatsApp</Trans>
        </a>
        <a href={telLink(owner.contact)} className={buttonClasses('secondary', 'w-full')}>
          <Trans>Call the owner</Trans>
        </a>
      </div>
    );
  }
  if (!signedIn) {
    return (
      <Link
        to="/login"
        state={loginState(location.pathname, location.search)}
        className={buttonClasses('secondary', 'w-full sm:w-auto')}
      >
        <Trans>Sign in to message the owner</Trans>
      </Link>
    );
  }
  return (
    <p className="text-sm text-stone-500">
      <Trans>The owner has not shared a contact.</Trans>
    </p>
  );
}

type OwnerContactSectionProps = Omit<OwnerContactProps, 'className'>;

/** The owner's contact as a section of a hall's, hotel's or building's page. */
export function OwnerContactSection(props: OwnerContactSectionProps) {
  return (
    <section aria-labelledby="owner-contact">
      <h2 id="owner-contact" className="text-lg font-bold text-stone-900">
        <Trans>Contact the owner</Trans>
      </h2>
      <div className="mt-2 max-w-md">
        <OwnerContact {...props} className="grid grid-cols-2 gap-2" />
      </div>
    </section>
  );
}
