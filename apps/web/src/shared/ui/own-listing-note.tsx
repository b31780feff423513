import { Link } from 'react-router';
import { messages } from '@rentals/shared';

/**
 * In place of Reserve on the owner's own listing: says at once why there is nothing to reserve
 * (a Reserve button that only answered "you can't rent your property" once pressed), and offers
 * what the owner came for, the listing's dashboard.
 */
export function OwnListingNote({ dashboardPath }: { dashboardPath: string }) {
  return (
    <div className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      <p>
        This is your listing:{' '}
        <span className="first-letter:uppercase">{messages.cannotRentOwn}</span>.
      </p>
      <Link to={dashboardPath} className="mt-1 inline-block font-semibold text-brand-800 underline">
        Open its dashboard
      </Link>
    </div>
  );
}
