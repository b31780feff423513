import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '../../../shared/session/user';
import { Page } from '../../../shared/ui/page';
import { OwnedReport, ReportHeader, ReportSection } from '../../../shared/ui/report-parts';
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
  /** the owner's charts (issue 36), composed by the app */
  charts?: (hallId: string) => ReactNode;
};

/**
 * /properties/halls/{propertyId}/report: the owner's summary, views and favourites, upcoming
 * events, admin events and all events with Book, Cancel, Edit and the cake picture (spec 2
 * section 2). Anyone else is told it is not theirs.
 */
export function HallReportPage({ stats, charts }: HallReportPageProps) {
  const { t, i18n } = useLingui();
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const hall = useHall(propertyId, user._id);

  const title = i18n._(TITLE);
  return (
    <OwnedReport title={title} noun="hall" listing={hall} userId={user._id}>
      {({ name, location, _id }) => (
        <Page title={title}>
          <ReportHeader
            name={name || t`Hall`}
            location={location}
            listingPath={hallPath(_id)}
            editPath={hallEditPath(_id)}
            editLabel={<Trans>Edit hall</Trans>}
          />
          <div className="space-y-8">
            <ReportSection title={t`Summary`}>
              <HallSummary hallId={_id} />
            </ReportSection>
            {stats && <ReportSection title={t`Views and favourites`}>{stats(_id)}</ReportSection>}
            {charts && <ReportSection title={t`Charts`}>{charts(_id)}</ReportSection>}
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
      )}
    </OwnedReport>
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
