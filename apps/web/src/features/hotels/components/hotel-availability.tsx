import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { marketDay, type AvailableRoom, type HotelDetail, type User } from '@rentals/shared';
import { loginState } from '../../../shared/listings/login-state';
import { isSignedIn } from '../../../shared/session/user';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { OwnListingNote } from '../../../shared/ui/own-listing-note';
import { hotelReportPath } from './hotel-paths';
import { useAvailableRooms } from '../api/available-rooms';
import { AvailabilityBlock } from './availability-block';
import { ReserveRoomDialog } from './reserve-room-dialog';
import { RoomCard } from './room-card';
import { partyOf, searchOf, searchParamsOf, type StaySearch } from './stay-search';

type HotelAvailabilityProps = {
  hotel: HotelDetail;
  user: User;
  /** false on the owner's dashboard: the rooms are shown without Interested */
  reservable?: boolean;
};

/**
 * The availability block and the rooms free for the applied search. The search lives in the
 * address, so a visitor sent to /login by Interested comes back to the same rooms.
 */
export function HotelAvailability({ hotel, user, reservable = true }: HotelAvailabilityProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const rooms = useAvailableRooms(hotel._id, search);
  const [reserving, setReserving] = useState<AvailableRoom | null>(null);
  const today = marketDay();
  const isOwner = isSignedIn(user) && user._id === hotel.owner;
  const { t } = useLingui();

  const interested = (room: AvailableRoom) => {
    if (!isSignedIn(user)) {
      void navigate('/login', { state: loginState(location.pathname, location.search) });
    } else {
      setReserving(room);
    }
  };

  const apply = (next: StaySearch) =>
    setParams(searchParamsOf(next), { replace: true, preventScrollReset: true });

  return (
    <div className="space-y-4">
      <AvailabilityBlock
        key={search ? `${search.check_in}/${search.check_out}` : 'none'}
        applied={search}
        party={partyOf(params)}
        today={today}
        onApply={apply}
      />
      <section aria-labelledby="available-rooms" className="space-y-3">
        <h2 id="available-rooms" className="text-lg font-bold text-stone-900">
          <Trans>Available rooms</Trans>
        </h2>
        {isOwner && reservable && <OwnListingNote dashboardPath={hotelReportPath(hotel._id)} />}
        <RoomsState
          search={search}
          rooms={rooms}
          render={(list) => (
            <ul aria-label={t`Available rooms`} className="grid gap-4 sm:grid-cols-2">
              {list.map((room) => (
                <RoomCard
                  key={room._id}
                  room={room}
                  onInterested={reservable && !isOwner ? () => interested(room) : undefined}
                />
              ))}
            </ul>
          )}
        />
      </section>
      {reserving && search && (
        <ReserveRoomDialog
          hotel={hotel}
          room={reserving}
          search={search}
          user={user}
          onClose={() => setReserving(null)}
        />
      )}
    </div>
  );
}

type RoomsStateProps = {
  search: StaySearch | null;
  rooms: ReturnType<typeof useAvailableRooms>;
  render: (rooms: AvailableRoom[]) => ReactNode;
};

function RoomsState({ search, rooms, render }: RoomsStateProps) {
  if (!search) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>
          Choose your check-in and check-out days, then Apply changes to see the free rooms.
        </Trans>
      </p>
    );
  }
  if (rooms.isPending)
    return (
      <p className="text-sm text-stone-500">
        <Trans>Looking for free rooms…</Trans>
      </p>
    );
  if (rooms.isError) {
    return <LoadFailed plain error={rooms.error} onRetry={() => void rooms.refetch()} />;
  }
  if (rooms.data.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>No room is free for these days and this party. Try other days.</Trans>
      </p>
    );
  }
  return <div aria-busy={rooms.isFetching || undefined}>{render(rooms.data)}</div>;
}
