import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChartFigure } from '../../../../shared/charts/chart-figure';

/** A chart figure with the owner pages' words for its table. */
export function Figure(props: Omit<ComponentProps<typeof ChartFigure>, 'showNumbers'>) {
  const { t } = useLingui();
  return <ChartFigure {...props} showNumbers={t`Show the numbers`} />;
}
