import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../../shared/brand';
import { HomeIcon } from '../../shared/ui/icons';

/** The logo: always a link to the landing page. */
export function Logo() {
  const { t } = useLingui();
  const name = APP_NAME;
  // The brand stays as it is in every language.
  const [city, rentals] = APP_NAME.split(' ');
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={t`${name}, home`}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <HomeIcon className="h-5 w-5" />
      </span>
      <span className="text-base leading-tight font-bold text-stone-900">
        {/* The space keeps the two words apart in the visible text the link's name starts with. */}
        {city} <span className="block text-xs font-semibold text-brand-700">{rentals}</span>
      </span>
    </Link>
  );
}
