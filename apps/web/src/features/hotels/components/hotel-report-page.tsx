import type { ComponentProps, ReactNode } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useUser } from '../../../shared/session/user';
import { Page } from '../../../shared/ui/page';
import { OwnedReport, ReportHeader, ReportSection } from '../../../shared/ui/report-parts';
import { StatTiles } from '../../../shared/ui/stat-tiles';
import { useHotelSummary } from '../api/hotel-bookings';
import { useHotel } from '../api/hotel-detail';
import { HotelAvailability } from './hotel-availability';
import { HotelBookingsList } from './hotel-bookings-list';
import { addRoomPath, hotelDetailPath, hotelEditPath } from './hotel-paths';
import { HotelRoomsList } from './hotel-rooms-list';

type HotelReportPageProps = {
  /** views and favourites, composed by the app (another feature's figures) */
  stats?: (hotelId: string) => ReactNode;
  /** the owner's charts (issue 36), composed by the app */
  charts?: (hotelId: string) => ReactNode;
  /** the rating bars, composed by the app */
  ratings?: (hotelId: string) => ReactNode;
};

/**
 * /properties/hotels/{propertyId}/report: the owner's views and likes, rating bars,
 * availability, summary tiles, upcoming and all bookings, and the rooms (spec 2 section 2).
 */
export function HotelReportPage({ stats, charts, ratings }: HotelReportPageProps) {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const hotel = useHotel(propertyId, user._id);
  const { t } = useLingui();
  const TITLE = t`Hotel report`;

  return (
    <OwnedReport title={TITLE} noun={t`hotel`} listing={hotel} userId={user._id}>
      {(listing) => {
        const { name, location, _id } = listing;
        return (
          <Page title={TITLE}>
            <ReportHeader
              name={name || t`Hotel`}
              location={location}
              listingPath={hotelDetailPath(_id)}
              editPath={hotelEditPath(_id)}
              editLabel={<Trans>Edit hotel</Trans>}
              add={{ path: addRoomPath(_id), label: <Trans>Add room</Trans> }}
            />
            <div className="space-y-8">
              <ReportSection title={t`Summary`}>
                <HotelSummaryTiles hotelId={_id} />
              </ReportSection>
              {stats && <ReportSection title={t`Views and favourites`}>{stats(_id)}</ReportSection>}
              {charts && <ReportSection title={t`Charts`}>{charts(_id)}</ReportSection>}
              {ratings && <ReportSection title={t`Guest ratings`}>{ratings(_id)}</ReportSection>}
              <HotelAvailability hotel={listing} user={user} reservable={false} />
              <BookingsSection
                hotelId={_id}
                ownerId={user._id}
                list="upcoming-booking-list"
                title={t`Upcoming bookings`}
                empty={t`No stay is coming up.`}
              />
              <BookingsSection
                hotelId={_id}
                ownerId={user._id}
                list="booking-list"
                title={t`All bookings`}
                empty={t`Nobody has reserved a room yet.`}
              />
              <ReportSection title={t`Rooms`}>
                <HotelRoomsList hotelId={_id} />
              </ReportSection>
            </div>
          </Page>
        );
      }}
    </OwnedReport>
  );
}

/** Today's check-ins, booked and cancelled (GET .../summery). */
function HotelSummaryTiles({ hotelId }: { hotelId: string }) {
  const summary = useHotelSummary(hotelId);
  const { t, i18n } = useLingui();
  return (
    <>
      <StatTiles
        stats={[
          { label: t`Check-ins today`, value: summary.data?.checkIn },
          { label: t`Booked`, value: summary.data?.booked },
          { label: t`Cancelled`, value: summary.data?.cancelled },
        ]}
      />
      {summary.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {apiErrorMessage(summary.error, i18n)}
        </p>
      )}
    </>
  );
}

type BookingsSectionProps = Omit<ComponentProps<typeof HotelBookingsList>, 'label'> & {
  title: string;
};

/** One of the hotel's booking lists under its heading, the list named as the heading. */
function BookingsSection({ title, ...list }: BookingsSectionProps) {
  return (
    <ReportSection title={title}>
      <HotelBookingsList label={title} {...list} />
    </ReportSection>
  );
}
