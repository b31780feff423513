import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { ReportHeader, ReportProblem, ReportSection } from '../../../shared/ui/report-parts';
import { PageSpinner } from '../../../shared/ui/spinner';
import { StatTiles } from '../../../shared/ui/stat-tiles';
import { useAdminEventPage } from '../api/admin-events';
import { useHallEventPage } from '../api/event-lists';
import { useHall } from '../api/hall-detail';
import { AdminEventList } from './admin-event-list';
import { EventList } from './event-list';
import { hallEditPath, hallPath } from './hall-paths';

const TITLE = 'Hall report';

type HallReportPageProps = {
  /** views and favourites of the hall, composed by the app (another feature's figures) */
  stats?: (hallId: string) => ReactNode;
};

/**
 * /properties/halls/{propertyId}/report: the owner's summary, views and favourites, upcoming
 * events, admin events and all events with Book, Cancel, Edit and the cake picture (spec 2
 * section 2). Anyone else is told it is not theirs.
 */
export function HallReportPage({ stats }: HallReportPageProps) {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const hall = useHall(propertyId, user._id);

  if (hall.isPending) return <PageSpinner />;
  if (!hall.data) return <ReportProblem title={TITLE} noun="hall" error={hall.error} />;
  if (hall.data.owner !== user._id)
    return <ReportProblem title={TITLE} noun="hall" error="not-owner" />;
  const { name, location, _id } = hall.data;

  return (
    <Page title={TITLE}>
      <ReportHeader name={name || 'Hall'} location={location}>
        <Link to={hallPath(_id)} className={buttonClasses('secondary')}>
          Open listing
        </Link>
        <Link to={hallEditPath(_id)} className={buttonClasses('secondary')}>
          Edit hall
        </Link>
      </ReportHeader>
      <div className="space-y-8">
        <ReportSection title="Summary">
          <HallSummary hallId={_id} />
        </ReportSection>
        {stats && <ReportSection title="Views and favourites">{stats(_id)}</ReportSection>}
        <ReportSection title="Upcoming events">
          <EventList
            hallId={_id}
            ownerId={user._id}
            which="upcoming-events"
            label="Upcoming events"
          />
        </ReportSection>
        <ReportSection
          title="Admin events"
          note="To block a day, open it on the hall's calendar (owner mode)."
        >
          <AdminEventList hallId={_id} />
        </ReportSection>
        <ReportSection title="All events">
          <EventList hallId={_id} ownerId={user._id} which="all-events" label="All events" />
        </ReportSection>
      </div>
    </Page>
  );
}

/** The totals of the three lists (their first pages are shared with the lists below). */
function HallSummary({ hallId }: { hallId: string }) {
  const all = useHallEventPage(hallId, 'all-events', 1);
  const upcoming = useHallEventPage(hallId, 'upcoming-events', 1);
  const admin = useAdminEventPage(hallId, 1);
  return (
    <StatTiles
      stats={[
        { label: 'Events', value: all.data?.total },
        { label: 'Upcoming', value: upcoming.data?.total },
        { label: 'Admin events', value: admin.data?.total },
      ]}
    />
  );
}
