import { Trans, useLingui } from '@lingui/react/macro';
import { useFavoriteCount, usePropertyViews } from '../api/property-stats';
import { StatTiles } from '../../../shared/ui/stat-tiles';

/** Views of one property (all, by signed-in people, by visitors, distinct people) and favourites. */
export function ViewsBreakdown({ propertyId }: { propertyId: string }) {
  const views = usePropertyViews(propertyId);
  const favorites = useFavoriteCount(propertyId);
  const { t } = useLingui();
  return (
    <div aria-busy={views.isPending || favorites.isPending || undefined}>
      <StatTiles
        columns={5}
        stats={[
          { label: t`Views`, value: views.data?.views },
          { label: t`Signed-in views`, value: views.data?.signedIn },
          { label: t`Visitor views`, value: views.data?.visitors },
          { label: t`Unique users`, value: views.data?.uniqueUsers },
          { label: t`Favourites`, value: favorites.data?.favorites },
        ]}
      />
      {(views.isError || favorites.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>Some figures could not be loaded.</Trans>
        </p>
      )}
    </div>
  );
}
