import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isSignedIn, useUser } from '../session/user';
import { HeartIcon } from './icons';
import { loginState } from './login-state';
import { useToggleFavorite } from './favorites-api';

type FavoriteToggleProps = {
  propertyId: string;
  /** the listing's title, when the page shows many hearts: each is then named for its listing */
  name?: string;
  className?: string;
};

/** The heart of a card or detail page. Visitors are sent to /login and come back here. */
export function FavoriteToggle({ propertyId, name, className = '' }: FavoriteToggleProps) {
  const { user } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleFavorite();
  const { t } = useLingui();
  const favorite = user.favorites.includes(propertyId);

  const action = favorite ? t`Remove from favourites` : t`Add to favourites`;

  const onClick = () => {
    if (!isSignedIn(user)) {
      void navigate('/login', { state: loginState(location.pathname, location.search) });
      return;
    }
    toggle.mutate({ add: !favorite, propertyId, userId: user._id });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={favorite}
      aria-label={name ? t`${action}: ${name}` : action}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-white disabled:opacity-70 ${
        favorite ? 'text-rose-600' : 'text-stone-700 hover:text-rose-600'
      } ${className}`}
    >
      <HeartIcon filled={favorite} />
    </button>
  );
}
