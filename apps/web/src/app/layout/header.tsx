import { useLayoutEffect, useRef } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PUBLIC_PATHS, type User } from '@rentals/shared';
import { ProfileMenu } from './profile-menu';
import { useUnreadCount } from '../../shared/live/unread-count';
import { isSignedIn, useUser } from '../../shared/session/user';
import { buttonClasses } from '../../shared/ui/button';
import { BellIcon } from '../../shared/ui/icons';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { SearchBox } from '../../shared/listings/search-box';
import { CategoryNav } from './category-nav';
import { Logo } from './logo';

/** Sign-in and sign-up show no category header (spec 1 section 2), nor a link to themselves. */
const AUTH_PAGES = ['/login', '/signup'];

/** Pages with a search box of their own (home, a category, the results): no second one above. */
const OWN_SEARCH_BOX = ['/', '/search', PUBLIC_PATHS.category];
const hasOwnSearchBox = (pathname: string) =>
  OWN_SEARCH_BOX.some((path) => matchPath(path, pathname) !== null);

export function Header() {
  const { pathname } = useLocation();
  const { user, isPending } = useUser();
  const onAuthPage = AUTH_PAGES.includes(pathname);
  // From 768 px on the other pages (a phone has the boxes of the home, category and search pages).
  // The seven categories then keep a row of their own: beside a box they were cut at 1280 px.
  const searchHere = !onAuthPage && !hasOwnSearchBox(pathname);
  const header = useRef<HTMLElement>(null);

  // Toasts open below the header (index.css), whose height changes with the width and the page.
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--header-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <header
      ref={header}
      className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Logo />
        {!onAuthPage && (
          <CategoryNav
            className={`order-last w-full min-w-0 ${searchHere ? '' : 'lg:order-none lg:w-auto lg:flex-1'}`}
          />
        )}
        <div className="ml-auto flex min-h-11 items-center gap-2">
          {searchHere && <SearchBox size="compact" className="hidden w-64 md:flex lg:w-80" />}
          <LanguageSwitch />
          {/* Nothing until the session check answers, so 'Get started' never flashes. */}
          {!isPending && <HeaderActions user={user} onAuthPage={onAuthPage} />}
        </div>
      </div>
    </header>
  );
}

function HeaderActions({ user, onAuthPage }: { user: User; onAuthPage: boolean }) {
  if (!isSignedIn(user)) {
    if (onAuthPage) return null;
    return (
      <Link to="/login" className={buttonClasses('primary')}>
        <Trans>Get started</Trans>
      </Link>
    );
  }
  return (
    <>
      <NotificationsLink userId={user._id} />
      <ProfileMenu user={user} />
    </>
  );
}

/** The bell, with a bubble of unread notifications that the live client keeps current. */
function NotificationsLink({ userId }: { userId: string }) {
  const unread = useUnreadCount() ?? 0;
  const { t } = useLingui();
  return (
    <Link
      to={`/notifications/${userId}`}
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      className="relative flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-900"
    >
      <BellIcon />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </Link>
  );
}
