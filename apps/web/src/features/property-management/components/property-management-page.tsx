import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingSummary } from '@rentals/shared';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Label } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useOwnerProperties } from '../api/owner-properties';
import { OwnerPropertyCard } from './owner-property-card';
import { listingTitleIn } from './property-labels';
import { StatTiles } from '../../../shared/ui/stat-tiles';
import { ViewsBreakdown } from './views-breakdown';
import { OverviewCharts } from './charts/owner-charts';

/**
 * /property-management: how many properties, rented and not; the views of a chosen property;
 * New Property; and View, Edit and Delete per property.
 */
export function PropertyManagementPage() {
  const { user } = useUser();
  const properties = useOwnerProperties(user._id);
  const { t } = useLingui();
  const newPropertyLink = (
    <Link to={`/properties/${user._id}/new`} className={buttonClasses('primary')}>
      <Trans>New Property</Trans>
    </Link>
  );

  return (
    <Page title={t`Property management`}>
      {properties.isPending ? (
        <PageSpinner />
      ) : properties.isError ? (
        <div role="alert" className="space-y-4">
          <p className="text-stone-700">{apiErrorMessage(properties.error)}</p>
          <Button variant="secondary" onClick={() => void properties.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Dashboard listings={properties.data} newPropertyLink={newPropertyLink} />
      )}
    </Page>
  );
}

type DashboardProps = { listings: ListingSummary[]; newPropertyLink: ReactNode };

function Dashboard({ listings, newPropertyLink }: DashboardProps) {
  const selectId = useId();
  const [selectedId, setSelectedId] = useState('');
  const selected = listings.find((l) => l._id === selectedId) ?? listings[0];
  const rented = listings.filter((l) => l.status === 'rented').length;
  const { t, i18n } = useLingui();

  return (
    <div className="space-y-8">
      <section aria-label={t`Summary`} className="space-y-4">
        <StatTiles
          stats={[
            { label: t`No Properties`, value: listings.length },
            { label: t`No Rented`, value: rented },
            { label: t`No Not Rented`, value: listings.length - rented },
          ]}
        />
        <div className="flex justify-end">{newPropertyLink}</div>
      </section>

      {selected ? (
        <>
          <section aria-labelledby={`${selectId}-charts`} className="space-y-3">
            <h2 id={`${selectId}-charts`} className="text-lg font-semibold text-stone-900">
              <Trans>All your properties</Trans>
            </h2>
            <OverviewCharts />
          </section>

          <section aria-labelledby={`${selectId}-views`} className="space-y-3">
            <h2 id={`${selectId}-views`} className="text-lg font-semibold text-stone-900">
              <Trans>Views</Trans>
            </h2>
            <div>
              <Label htmlFor={selectId}>
                <Trans>Property</Trans>
              </Label>
              <select
                id={selectId}
                value={selected._id}
                onChange={(event) => setSelectedId(event.target.value)}
                className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40"
              >
                {listings.map((listing) => (
                  <option key={listing._id} value={listing._id}>
                    {listingTitleIn(i18n, listing)}
                  </option>
                ))}
              </select>
            </div>
            <ViewsBreakdown propertyId={selected._id} />
          </section>

          <section aria-labelledby={`${selectId}-list`} className="space-y-3">
            <h2 id={`${selectId}-list`} className="text-lg font-semibold text-stone-900">
              <Trans>Your properties</Trans>
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {listings.map((listing) => (
                <OwnerPropertyCard key={listing._id} listing={listing} />
              ))}
            </ul>
          </section>
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
          <Trans>You have no properties yet. Add your first one with New Property.</Trans>
        </p>
      )}
    </div>
  );
}
