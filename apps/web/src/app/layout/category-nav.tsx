import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { routeTypeLabel } from '../../shared/i18n/labels';
import { CATEGORY_LINKS } from './site-links';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-900'
  }`;

/** Category links; on narrow screens they scroll sideways instead of wrapping. */
export function CategoryNav({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Categories`} className={className}>
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 py-1 [scrollbar-width:none] max-lg:pr-8 max-lg:[mask-image:linear-gradient(to_right,black_85%,transparent)] [&::-webkit-scrollbar]:hidden">
        {CATEGORY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClasses}>
              {routeTypeLabel(i18n, link.type)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
