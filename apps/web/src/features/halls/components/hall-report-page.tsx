import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const TITLE = msg`Hall report`;

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
  const { t, i18n } = useLingui();
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const hall = useHall(propertyId, user._id);

  const title = i18n._(TITLE);
  if (hall.isPending) return <PageSpinner />;
  if (!hall.data) return <ReportProblem title={title} noun="hall" error={hall.error} />;
  if (hall.data.owner !== user._id)
    return <ReportProblem title={title} noun="hall" error="not-owner" />;
  const { name, location, _id } = hall.data;

  return (
    <Page title={title}>
      <ReportHeader name={name || t`Hall`} location={location}>
        <Link to={hallPath(_id)} className={buttonClasses('secondary')}>
          <Trans>Open listing</Trans>
        </Link>
        <Link to={hallEditPath(_id)} className={buttonClasses('secondary')}>
          <Trans>Edit hall</Trans>
        </Link>
      </ReportHeader>
      <div className="space-y-8">
        <ReportSection title={t`Summary`}>
          <HallSummary hallId={_id} />
        </ReportSection>
        {stats && <ReportSection title={t`Views and favourites`}>{stats(_id)}</ReportSection>}
        <ReportSection title={t`Upcoming events`}>
          <EventList
            hallId={_id}
            ownerId={user._id}
            which="upcoming-events"
            label={t`Upcoming events`}
          />
        </ReportSection>
        <ReportSection
          title={t`Admin events`}
          note={t`To block a day, open it on the hall's calendar (owner mode).`}
        >
          <AdminEventList hallId={_id} />
        </ReportSection>
        <ReportSection title={t`All events`}>
          <EventList hallId={_id} ownerId={user._id} which="all-events" label={t`All events`} />
        </ReportSection>
      </div>
    </Page>
  );
}

/** The totals of the three lists (their first pages are shared with the lists below). */
function HallSummary({ hallId }: { hallId: string }) {
  const { t } = useLingui();
  const all = useHallEventPage(hallId, 'all-events', 1);
  const upcoming = useHallEventPage(hallId, 'upcoming-events', 1);
  const admin = useAdminEventPage(hallId, 1);
  return (
    <StatTiles
      stats={[
        { label: t`Events`, value: all.data?.total },
        { label: t`Upcoming`, value: upcoming.data?.total },
        { label: t`Admin events`, value: admin.data?.total },
      ]}
    />
  );
}
