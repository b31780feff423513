import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { ReportHeader, ReportProblem, ReportSection } from '../../../shared/ui/report-parts';
import { PageSpinner } from '../../../shared/ui/spinner';
import { StatTiles } from '../../../shared/ui/stat-tiles';
import { useHotelSummary } from '../api/hotel-bookings';
import { useHotel } from '../api/hotel-detail';
import { HotelAvailability } from './hotel-availability';
import { HotelBookingsList } from './hotel-bookings-list';
import { addRoomPath, hotelDetailPath, hotelEditPath } from './hotel-paths';
import { HotelRoomsList } from './hotel-rooms-list';

const TITLE = 'Hotel report';

type HotelReportPageProps = {
  /** views and favourites, composed by the app (another feature's figures) */
  stats?: (hotelId: string) => ReactNode;
  /** the rating bars, composed by the app */
  ratings?: (hotelId: string) => ReactNode;
};

/**
 * /properties/hotels/{propertyId}/report: the owner's views and likes, rating bars,
 * availability, summary tiles, upcoming and all bookings, and the rooms (spec 2 section 2).
 */
export function HotelReportPage({ stats, ratings }: HotelReportPageProps) {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const hotel = useHotel(propertyId, user._id);

  if (hotel.isPending) return <PageSpinner />;
  if (!hotel.data) return <ReportProblem title={TITLE} noun="hotel" error={hotel.error} />;
  if (hotel.data.owner !== user._id)
    return <ReportProblem title={TITLE} noun="hotel" error="not-owner" />;
  const { name, location, _id } = hotel.data;

  return (
    <Page title={TITLE}>
      <ReportHeader name={name || 'Hotel'} location={location}>
        <Link to={hotelDetailPath(_id)} className={buttonClasses('secondary')}>
          Open listing
        </Link>
        <Link to={hotelEditPath(_id)} className={buttonClasses('secondary')}>
          Edit hotel
        </Link>
        <Link to={addRoomPath(_id)} className={buttonClasses('primary', 'col-span-2')}>
          Add room
        </Link>
      </ReportHeader>
      <div className="space-y-8">
        <ReportSection title="Summary">
          <HotelSummaryTiles hotelId={_id} />
        </ReportSection>
        {stats && <ReportSection title="Views and favourites">{stats(_id)}</ReportSection>}
        {ratings && <ReportSection title="Guest ratings">{ratings(_id)}</ReportSection>}
        <HotelAvailability hotel={hotel.data} user={user} reservable={false} />
        <ReportSection title="Upcoming bookings">
          <HotelBookingsList
            hotelId={_id}
            ownerId={user._id}
            list="upcoming-booking-list"
            label="Upcoming bookings"
            empty="No stay is coming up."
          />
        </ReportSection>
        <ReportSection title="All bookings">
          <HotelBookingsList
            hotelId={_id}
            ownerId={user._id}
            list="booking-list"
            label="All bookings"
            empty="Nobody has reserved a room yet."
          />
        </ReportSection>
        <ReportSection title="Rooms">
          <HotelRoomsList hotelId={_id} />
        </ReportSection>
      </div>
    </Page>
  );
}

/** Today's check-ins, booked and cancelled (GET .../summery). */
function HotelSummaryTiles({ hotelId }: { hotelId: string }) {
  const summary = useHotelSummary(hotelId);
  return (
    <>
      <StatTiles
        stats={[
          { label: 'Check-ins today', value: summary.data?.checkIn },
          { label: 'Booked', value: summary.data?.booked },
          { label: 'Cancelled', value: summary.data?.cancelled },
        ]}
      />
      {summary.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {apiErrorMessage(summary.error)}
        </p>
      )}
    </>
  );
}
