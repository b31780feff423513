import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@rentals/shared';
import { Avatar } from '../../shared/ui/avatar';
import { useLogout } from '../../features/auth/api/logout';

const ENTRIES = [
  { to: '/myaccount', label: msg`My account` },
  { to: '/property-management', label: msg`Property Management` },
  { to: '/property-request', label: msg`Post Request` },
  { to: '/report', label: msg`Report` },
];

/** Admins (account_type 'admin') also reach the admin console. */
const ADMIN_ENTRY = { to: '/admin', label: msg`Admin` };

const entryClasses =
  'flex w-full min-h-11 items-center rounded-md px-3 text-left text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-900';

/** The profile picture button and the menu it toggles (spec 1 section 2, Header). */
export function ProfileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const logout = useLogout();
  const { i18n } = useLingui();
  const close = () => setOpen(false);
  const entries = user.account_type === 'admin' ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex rounded-full"
      >
        <Avatar name={user.name} picture={user.picture} />
        {/* Named in words, not by the initials the avatar shows. */}
        <span className="sr-only">
          <Trans>Profile menu</Trans>
        </span>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center gap-3 border-b border-stone-100 px-2 pt-1 pb-3">
            <Avatar name={user.name} picture={user.picture} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900">{user.name}</p>
              <p className="truncate text-xs text-stone-600">{user.email}</p>
            </div>
          </div>
          <ul className="pt-2">
            {entries.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} onClick={close} className={entryClasses}>
                  {i18n._(entry.label)}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-stone-100 pt-1">
              <button
                type="button"
                className={entryClasses}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                <Trans>Log out</Trans>
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
