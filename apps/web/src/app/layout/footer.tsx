import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { marketDay } from '@rentals/shared';
import { routeTypeLabel } from '../../shared/i18n/labels';
import { APP_NAME } from '../../shared/brand';
import { MailIcon, PhoneIcon, PinIcon } from '../../shared/ui/icons';
import { CONTACT, FOOTER_LINKS, SOCIAL_LINKS } from './site-links';

const headingClasses = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase';
const linkClasses = 'text-stone-300 hover:text-white hover:underline';

export function Footer() {
  const { t, i18n } = useLingui();
  // The marketplace's year (Mogadishu's clock), as the server wrote it whatever its time zone.
  const year = marketDay().slice(0, 4);
  return (
    <footer className="mt-auto bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <nav aria-label={t`Browse`}>
          <h2 className={headingClasses}>
            <Trans>Browse</Trans>
          </h2>
          <ul className="space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {'type' in link ? routeTypeLabel(i18n, link.type) : i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClasses}>
            <Trans context="footer heading">Contact</Trans>
          </h2>
          <ul className="space-y-2">
            <li className="flex items-center gap-2">
              <PinIcon className="h-4 w-4 text-brand-300" /> {i18n._(CONTACT.place)}
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="h-4 w-4 text-brand-300" />
              <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} className={linkClasses}>
                {CONTACT.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="h-4 w-4 text-brand-300" />
              <a href={`mailto:${CONTACT.email}`} className={linkClasses}>
                {CONTACT.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClasses}>
            <Trans>Follow us</Trans>
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={linkClasses}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-stone-800 px-4 py-4 text-center text-xs text-stone-400">
        © {year} {APP_NAME}
      </p>
    </footer>
  );
}
